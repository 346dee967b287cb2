/**
 * The key that encrypts password-typed settings. It lives outside the database — in
 * `SPORA_SECRET_KEY` (base64 of 32 bytes) or in a key file — so a copy of the database alone
 * reveals no secret. When the environment holds no key, the key file is read, or created on first
 * use with mode 0600 in a folder the caller chooses; that folder must not be (inside) the SQLite
 * database's folder, or a backup of that folder would carry the key beside what it protects. A key
 * at the place earlier versions used is still read, until it is moved.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { inspect } from 'node:util';
import { SporaError } from '@spora/sdk';

export type SecretKeyErrorCode =
  | 'SECRET_KEY_INVALID'
  | 'SECRET_KEY_UNREADABLE'
  | 'SECRET_KEY_BESIDE_DATABASE';

/** The secret key cannot be used; the message says where it came from and what to do. */
export class SecretKeyError extends SporaError<SecretKeyErrorCode> {}

export const secretKeyVariable = 'SPORA_SECRET_KEY';
export const secretKeyBytes = 32;

/** Where the key came from. `created` is true when this call wrote a new key file. */
export type SecretKeySource =
  | { readonly kind: 'environment'; readonly variable: string }
  | {
      readonly kind: 'file';
      readonly path: string;
      readonly created: boolean;
      /** Group or others may read the file: worth a warning in the log. */
      readonly readableByOthers: boolean;
      /**
       * Set when the key was read from the place earlier versions used, because the file at its
       * own place does not exist yet: where the file should move.
       */
      readonly movesTo?: string;
    };

/** 32 bytes of key material. Prints as `SecretKey [file …]`, never as its bytes. */
export class SecretKey {
  readonly #bytes: Buffer;

  constructor(
    bytes: Buffer,
    readonly source: SecretKeySource,
  ) {
    if (bytes.length !== secretKeyBytes) {
      throw new SecretKeyError('SECRET_KEY_INVALID', `A secret key must be ${secretKeyBytes} bytes long.`);
    }
    this.#bytes = Buffer.from(bytes);
  }

  get bytes(): Buffer {
    return this.#bytes;
  }

  toJSON(): string {
    return this.toString();
  }

  toString(): string {
    return this.source.kind === 'file'
      ? `SecretKey [file ${this.source.path}]`
      : `SecretKey [${this.source.variable}]`;
  }

  [inspect.custom](): string {
    return this.toString();
  }
}

export interface LoadSecretKeyOptions {
  /** The key file to read, or to create when the environment holds no key. */
  readonly keyFile: string;
  /** The SQLite database file, when there is one; the key file must not sit in its folder. */
  readonly databaseFile?: string | null;
  /**
   * Where earlier versions kept the key: read while `keyFile` does not exist, so an upgrade keeps
   * its secrets; never created.
   */
  readonly previousKeyFile?: string | null;
  readonly env?: NodeJS.ProcessEnv;
}

/** Loads the key from `SPORA_SECRET_KEY` or the key file, creating the file on first use. */
export function loadSecretKey(options: LoadSecretKeyOptions): SecretKey {
  const env = options.env ?? process.env;
  const fromEnvironment = env[secretKeyVariable];
  if (fromEnvironment !== undefined && fromEnvironment.trim() !== '') {
    const bytes = decodeSecretKey(fromEnvironment);
    if (!bytes) {
      throw new SecretKeyError(
        'SECRET_KEY_INVALID',
        `${secretKeyVariable} must be the base64 encoding of ${secretKeyBytes} random bytes (for example the output of \`openssl rand -base64 32\`).`,
        { variable: secretKeyVariable },
      );
    }
    return new SecretKey(bytes, { kind: 'environment', variable: secretKeyVariable });
  }
  const path = resolve(options.keyFile);
  if (options.databaseFile) assertOutsideDatabaseFolder(path, resolve(options.databaseFile));
  return readKeyFile(path) ?? readPreviousKeyFile(options, path) ?? createKeyFile(path);
}

function readPreviousKeyFile(options: LoadSecretKeyOptions, path: string): SecretKey | null {
  if (!options.previousKeyFile) return null;
  const previous = resolve(options.previousKeyFile);
  if (previous === path) return null;
  if (options.databaseFile) assertOutsideDatabaseFolder(previous, resolve(options.databaseFile));
  const key = readKeyFile(previous);
  return key === null || key.source.kind !== 'file'
    ? key
    : new SecretKey(key.bytes, { ...key.source, movesTo: path });
}

/** Strict base64 (or base64url) of exactly 32 bytes; `null` for anything else. */
export function decodeSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) && !/^[A-Za-z0-9_-]+$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === secretKeyBytes ? bytes : null;
}

function assertOutsideDatabaseFolder(keyFile: string, databaseFile: string): void {
  const fromDatabaseFolder = relative(dirname(databaseFile), dirname(keyFile));
  const inside =
    fromDatabaseFolder === '' || (!fromDatabaseFolder.startsWith('..') && !isAbsolute(fromDatabaseFolder));
  if (inside) {
    throw new SecretKeyError(
      'SECRET_KEY_BESIDE_DATABASE',
      `The secret key file ${keyFile} is inside the database folder ${dirname(databaseFile)}; a copy of that folder would carry the key with the secrets it protects. Choose a key file elsewhere or set ${secretKeyVariable}.`,
      { keyFile, databaseFile },
    );
  }
}

/** The key in an existing file; `null` when there is no file yet. */
function readKeyFile(path: string): SecretKey | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw unreadable(path, error);
  }
  const bytes = decodeSecretKey(text);
  if (!bytes) {
    throw new SecretKeyError(
      'SECRET_KEY_INVALID',
      `The secret key file ${path} does not hold the base64 encoding of ${secretKeyBytes} bytes. Restore the original file: without it, stored secrets cannot be decrypted.`,
      { keyFile: path },
    );
  }
  const mode = statSync(path).mode;
  return new SecretKey(bytes, { kind: 'file', path, created: false, readableByOthers: (mode & 0o077) !== 0 });
}

function createKeyFile(path: string): SecretKey {
  const bytes = randomBytes(secretKeyBytes);
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // `wx` fails when another process created the file first; then that file is the key.
    writeFileSync(path, `${bytes.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (errorCode(error) === 'EEXIST') {
      const existing = readKeyFile(path);
      if (existing) return existing;
    }
    throw unreadable(path, error, 'create');
  }
  return new SecretKey(bytes, { kind: 'file', path, created: true, readableByOthers: false });
}

function unreadable(path: string, error: unknown, verb: 'read' | 'create' = 'read'): SecretKeyError {
  const reason = error instanceof Error ? error.message : String(error);
  return new SecretKeyError(
    'SECRET_KEY_UNREADABLE',
    `Cannot ${verb} the secret key file ${path}: ${reason}`,
    {
      keyFile: path,
    },
  );
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
