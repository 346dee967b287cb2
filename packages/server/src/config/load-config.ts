import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  configDefaults,
  type DatabaseLocation,
  type LogLevel,
  logLevels,
  type RuntimeMode,
  runtimeModes,
  type SporaConfig,
  type SporaConfigInput,
  sharedSecretKeyFile,
} from './config.js';
import { ConfigError } from './config-error.js';

export const defaultConfigFileName = 'spora.config.json';

const environmentVariables = {
  port: 'SPORA_PORT',
  host: 'SPORA_HOST',
  databaseUrl: 'SPORA_DATABASE_URL',
  logLevel: 'SPORA_LOG_LEVEL',
  syncMode: 'SPORA_SYNC_MODE',
  runtimeMode: 'SPORA_RUNTIME_MODE',
  workerConcurrency: 'SPORA_WORKER_CONCURRENCY',
  leaseSeconds: 'SPORA_LEASE_SECONDS',
  llmTimeoutSeconds: 'SPORA_LLM_TIMEOUT',
  shutdownGraceSeconds: 'SPORA_SHUTDOWN_GRACE_SECONDS',
  secretKeyFile: 'SPORA_SECRET_KEY_FILE',
  allowRegistration: 'SPORA_ALLOW_REGISTRATION',
  trustProxy: 'SPORA_TRUST_PROXY',
  skillsDirectory: 'SPORA_SKILLS_DIR',
  pluginsDir: 'SPORA_PLUGINS_DIR',
  pluginPackages: 'SPORA_PLUGIN_PACKAGES',
  appDir: 'SPORA_APP_DIR',
  publicUrl: 'SPORA_PUBLIC_URL',
  approvalLinkHours: 'SPORA_APPROVAL_LINK_HOURS',
  decisionArchiveDir: 'SPORA_DECISION_ARCHIVE_DIR',
} as const satisfies Record<keyof SporaConfigInput, string>;

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Explicit values that win over every other source (command-line flags). */
  overrides?: SporaConfigInput;
}

/**
 * Reads the config file named by `SPORA_CONFIG` (or `./spora.config.json` when present), overlays
 * `SPORA_*` variables and explicit overrides, and validates the result.
 */
export function loadConfig(options: LoadConfigOptions = {}): SporaConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const configFile = findConfigFile(env, cwd);
  const fromFile = configFile === null ? {} : readConfigFile(configFile);
  const fromEnv = Object.fromEntries(
    Object.entries(environmentVariables)
      .map(([field, variable]) => [field, env[variable]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as SporaConfigInput;
  const merged: SporaConfigInput = { ...configDefaults, ...fromFile, ...fromEnv, ...options.overrides };
  return validateConfig(merged, configFile, cwd);
}

function findConfigFile(env: NodeJS.ProcessEnv, cwd: string): string | null {
  const named = env.SPORA_CONFIG;
  if (named) {
    const path = resolve(cwd, named);
    if (!existsSync(path)) {
      throw new ConfigError('CONFIG_FILE_UNREADABLE', `SPORA_CONFIG names ${path}, which does not exist.`, {
        path,
      });
    }
    return path;
  }
  const implicit = resolve(cwd, defaultConfigFileName);
  return existsSync(implicit) ? implicit : null;
}

function readConfigFile(path: string): SporaConfigInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      'CONFIG_FILE_UNREADABLE',
      `Cannot read config file ${path}: ${(error as Error).message}`,
      {
        path,
      },
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('CONFIG_INVALID', `Config file ${path} must hold a JSON object.`, { path });
  }
  const known = new Set(Object.keys(environmentVariables));
  const unknown = Object.keys(parsed).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new ConfigError(
      'CONFIG_INVALID',
      `Config file ${path} has unknown keys: ${unknown.join(', ')}. Known keys: ${[...known].join(', ')}.`,
      { path, unknown },
    );
  }
  return parsed as SporaConfigInput;
}

function validateConfig(input: SporaConfigInput, configFile: string | null, cwd: string): SporaConfig {
  const problems: string[] = [];
  const port = Number(input.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    problems.push(`port must be an integer from 0 to 65535, got ${JSON.stringify(input.port)}`);
  }
  const host = String(input.host ?? '');
  if (host.trim() === '') problems.push('host must not be empty');
  const logLevel = String(input.logLevel) as LogLevel;
  if (!logLevels.includes(logLevel)) {
    problems.push(`logLevel must be one of ${logLevels.join(', ')}, got ${JSON.stringify(input.logLevel)}`);
  }
  const databaseUrl = String(input.databaseUrl ?? '');
  const database = parseDatabaseUrl(databaseUrl, cwd);
  if (database === null) {
    problems.push(
      `databaseUrl must be "sqlite:<path>" or "postgres://…", got ${JSON.stringify(input.databaseUrl)}`,
    );
  }
  const syncMode = parseBoolean(input.syncMode);
  if (syncMode === null)
    problems.push(`syncMode must be true or false, got ${JSON.stringify(input.syncMode)}`);
  const runtimeMode = String(input.runtimeMode ?? '')
    .trim()
    .toLowerCase() as RuntimeMode;
  if (!runtimeModes.includes(runtimeMode)) {
    problems.push(
      `runtimeMode must be one of ${runtimeModes.join(', ')}, got ${JSON.stringify(input.runtimeMode)}`,
    );
  } else if (runtimeMode === 'client' && syncMode === true) {
    problems.push(
      'runtimeMode client and syncMode exclude each other: in client mode the browser runs tasks',
    );
  }
  const allowRegistration = parseBoolean(input.allowRegistration);
  if (allowRegistration === null) {
    problems.push(`allowRegistration must be true or false, got ${JSON.stringify(input.allowRegistration)}`);
  }
  const trustProxy = parseBoolean(input.trustProxy);
  if (trustProxy === null) {
    problems.push(`trustProxy must be true or false, got ${JSON.stringify(input.trustProxy)}`);
  }
  const workerConcurrency = Number(input.workerConcurrency);
  if (!Number.isInteger(workerConcurrency) || workerConcurrency < 1 || workerConcurrency > 256) {
    problems.push(
      `workerConcurrency must be an integer from 1 to 256, got ${JSON.stringify(input.workerConcurrency)}`,
    );
  }
  const leaseSeconds = Number(input.leaseSeconds);
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < 5 || leaseSeconds > 3600) {
    problems.push(
      `leaseSeconds must be an integer from 5 to 3600, got ${JSON.stringify(input.leaseSeconds)}`,
    );
  }
  const llmTimeoutSeconds = Number(input.llmTimeoutSeconds);
  if (!Number.isInteger(llmTimeoutSeconds) || llmTimeoutSeconds < 1 || llmTimeoutSeconds > 3600) {
    problems.push(
      `llmTimeoutSeconds (SPORA_LLM_TIMEOUT) must be a whole number of seconds from 1 to 3600, got ${JSON.stringify(input.llmTimeoutSeconds)}`,
    );
  }
  const shutdownGraceSeconds = Number(input.shutdownGraceSeconds);
  if (!Number.isInteger(shutdownGraceSeconds) || shutdownGraceSeconds < 0 || shutdownGraceSeconds > 3600) {
    problems.push(
      `shutdownGraceSeconds (SPORA_SHUTDOWN_GRACE_SECONDS) must be a whole number of seconds from 0 to 3600, got ${JSON.stringify(input.shutdownGraceSeconds)}`,
    );
  }
  const configuredKeyFile = input.secretKeyFile === undefined ? null : String(input.secretKeyFile).trim();
  if (configuredKeyFile === '') problems.push('secretKeyFile must not be empty');
  const pluginsDir = String(input.pluginsDir ?? '').trim();
  if (pluginsDir === '') problems.push('pluginsDir must not be empty');
  const appDir = String(input.appDir ?? '').trim();
  if (appDir === '') problems.push('appDir must not be empty');
  const pluginPackages = parsePackageNames(input.pluginPackages);
  if (pluginPackages === null) {
    problems.push(
      `pluginPackages must be npm package names (a list, or separated by commas), got ${JSON.stringify(input.pluginPackages)}`,
    );
  }
  const publicUrl = parsePublicUrl(input.publicUrl);
  if (publicUrl === false) {
    problems.push(
      `publicUrl (SPORA_PUBLIC_URL) must be an http:// or https:// address without query or fragment, got ${JSON.stringify(input.publicUrl)}`,
    );
  }
  const skillsDirectory = String(input.skillsDirectory ?? '').trim();
  if (skillsDirectory === '') problems.push('skillsDirectory must not be empty');
  const approvalLinkHours = Number(input.approvalLinkHours);
  if (!Number.isInteger(approvalLinkHours) || approvalLinkHours < 1 || approvalLinkHours > 720) {
    problems.push(
      `approvalLinkHours (SPORA_APPROVAL_LINK_HOURS) must be a whole number of hours from 1 to 720, got ${JSON.stringify(input.approvalLinkHours)}`,
    );
  }
  const decisionArchiveDir =
    input.decisionArchiveDir === undefined ? null : String(input.decisionArchiveDir).trim();
  if (decisionArchiveDir === '') problems.push('decisionArchiveDir must not be empty when set');
  if (
    problems.length > 0 ||
    database === null ||
    syncMode === null ||
    allowRegistration === null ||
    trustProxy === null ||
    pluginPackages === null ||
    publicUrl === false
  ) {
    throw new ConfigError('CONFIG_INVALID', `Invalid configuration: ${problems.join('; ')}.`, { problems });
  }
  return {
    port,
    host,
    databaseUrl,
    database,
    logLevel,
    syncMode,
    runtimeMode,
    workerConcurrency,
    leaseSeconds,
    llmTimeoutSeconds,
    shutdownGraceSeconds,
    ...secretKeyFiles(configuredKeyFile, database, cwd),
    allowRegistration,
    trustProxy,
    skillsDirectory: resolve(cwd, skillsDirectory),
    pluginsDir: resolve(cwd, pluginsDir),
    pluginPackages,
    appDir: resolve(cwd, appDir),
    publicUrl,
    approvalLinkHours,
    decisionArchiveDir: decisionArchiveDir === null ? null : resolve(cwd, decisionArchiveDir),
    configFile,
  };
}

const packageNamePattern = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** npm package names, from a list or from names separated by commas; `null` when one is not a name. */
function parsePackageNames(value: unknown): readonly string[] | null {
  const names =
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(names)) return null;
  const valid = names.every(
    (name) => typeof name === 'string' && name.length <= 214 && packageNamePattern.test(name),
  );
  return valid ? (names as string[]) : null;
}

function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return null;
}

/**
 * The key file: the configured one, or one per SQLite database, beside the database's folder (not
 * in it: a copy of that folder alone must not carry the key with the secrets it protects).
 */
function secretKeyFiles(
  configured: string | null,
  database: DatabaseLocation,
  cwd: string,
): Pick<SporaConfig, 'secretKeyFile' | 'previousSecretKeyFile'> {
  if (configured !== null) return { secretKeyFile: resolve(cwd, configured), previousSecretKeyFile: null };
  const previous = resolve(cwd, sharedSecretKeyFile);
  if (database.kind !== 'sqlite' || database.path === ':memory:') {
    return { secretKeyFile: previous, previousSecretKeyFile: null };
  }
  const folder = dirname(database.path);
  const secretKeyFile = join(dirname(folder), 'secrets', basename(folder), `${basename(database.path)}.key`);
  return { secretKeyFile, previousSecretKeyFile: secretKeyFile === previous ? null : previous };
}

/** `sqlite:<path>` (relative to the working directory; `sqlite::memory:` for tests) or `postgres://…`. */
export function parseDatabaseUrl(url: string, cwd: string = process.cwd()): DatabaseLocation | null {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') return null;
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(cwd, path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return null;
}

/** The public address without a trailing slash, null when unset, false when it is no usable address. */
function parsePublicUrl(value: unknown): string | null | false {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  try {
    const url = new URL(String(value).trim());
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) return false;
    return url.href.replace(/\/+$/, '');
  } catch {
    return false;
  }
}
