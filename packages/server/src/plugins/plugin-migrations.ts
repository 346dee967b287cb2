import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, Migrator } from 'kysely';
import { type DatabaseConnection, migrateToLatest, type PortableMigration } from '../db/index.js';
import { PluginRefusal } from './plugin-refusal.js';
import { isTypeScriptModulePath } from './typescript-files.js';
import { enableTypeScriptModules } from './typescript-modules.js';

/** `0001-create-notes.js` (or `.ts`): four digits, a dash, a name; sorted by the number. */
const migrationFilePattern = /^(\d{4})-[a-z0-9][a-z0-9_-]*\.(?:js|mjs|ts|mts)$/;
const moduleExtension = /\.(?:js|mjs|ts|mts)$/;
/** Files that sit beside built migrations and are not migrations. */
const companionFilePattern = /\.(?:d\.ts|d\.mts|map)$/;

export interface MigrationFile {
  /** The file name without its extension: the name the migration is tracked under. */
  readonly name: string;
  readonly number: number;
  readonly path: string;
}

export type MigrationState = 'none' | 'up_to_date' | 'pending' | 'failed';

/** An extension's migrations as GET /plugins shows them. */
export interface MigrationReport {
  readonly schemaVersion: number;
  readonly state: MigrationState;
  /** Applied migrations, in order. */
  readonly applied: readonly string[];
  readonly pending: readonly string[];
  /** The part of `applied` this process applied while loading the extension (what `spora migrate` reports). */
  readonly appliedNow: readonly string[];
}

export const noMigrations: MigrationReport = {
  schemaVersion: 0,
  state: 'none',
  applied: [],
  pending: [],
  appliedNow: [],
};

/** Each extension's applied migrations are tracked in a table of its own. */
export function migrationTableOf(slug: string): string {
  return `spora_migrations_${slug}`;
}

/**
 * The migration files of a folder, checked: names as `0001-create-notes.js`, numbers unique, and
 * the newest number at least `schemaVersion` (the code expects that migration). `MIGRATIONS_INVALID`
 * otherwise.
 */
export function listMigrationFiles(directory: string, schemaVersion: number): MigrationFile[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    throw new PluginRefusal(
      'MIGRATIONS_INVALID',
      `The migrations folder ${directory} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const modules = names.filter((file) => moduleExtension.test(file) && !companionFilePattern.test(file));
  const built = new Set(
    modules.filter((file) => /\.m?js$/.test(file)).map((file) => file.replace(moduleExtension, '')),
  );
  const files: MigrationFile[] = [];
  // TypeScript built in place sits beside its JavaScript: the built file is the migration.
  for (const name of modules.filter(
    (file) => !isTypeScriptModulePath(file) || !built.has(file.replace(moduleExtension, '')),
  )) {
    const match = migrationFilePattern.exec(name);
    if (!match?.[1]) {
      throw new PluginRefusal(
        'MIGRATIONS_INVALID',
        `Migration file ${name} must be named like 0001-create-notes.js (four digits, a dash, lowercase words).`,
      );
    }
    const number = Number(match[1]);
    const same = files.find((file) => file.number === number);
    if (same) {
      throw new PluginRefusal(
        'MIGRATIONS_INVALID',
        `Migration files ${same.name} and ${name} share number ${match[1]}.`,
      );
    }
    files.push({ name: name.replace(moduleExtension, ''), number, path: join(directory, name) });
  }
  files.sort((left, right) => left.number - right.number);
  const newest = files.at(-1)?.number ?? 0;
  if (newest < schemaVersion) {
    throw new PluginRefusal(
      'MIGRATIONS_INVALID',
      `schemaVersion() is ${schemaVersion}, but the newest migration file is number ${newest}.`,
    );
  }
  return files;
}

/** Imports each file; each must export `up(db, columns)`. */
export async function importMigrations(
  files: readonly MigrationFile[],
): Promise<Record<string, PortableMigration>> {
  const migrations: Record<string, PortableMigration> = {};
  for (const file of files) {
    if (isTypeScriptModulePath(file.path)) enableTypeScriptModules();
    let module: { up?: unknown; down?: unknown };
    try {
      module = (await import(pathToFileURL(file.path).href)) as { up?: unknown; down?: unknown };
    } catch (error) {
      throw new PluginRefusal(
        'MIGRATIONS_INVALID',
        `Importing migration ${file.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const { up, down } = module;
    if (typeof up !== 'function') {
      throw new PluginRefusal(
        'MIGRATIONS_INVALID',
        `Migration ${file.name} exports no up(db, columns) function.`,
      );
    }
    migrations[file.name] = {
      up: (db, columns) => Promise.resolve(up(db, columns)),
      ...(typeof down === 'function' && { down: (db, columns) => Promise.resolve(down(db, columns)) }),
    };
  }
  return migrations;
}

/** Applies pending migrations under the extension's own tracking table; `MIGRATION_FAILED` on failure. */
export async function applyMigrations(
  database: DatabaseConnection,
  slug: string,
  migrations: Readonly<Record<string, PortableMigration>>,
): Promise<readonly string[]> {
  try {
    const { applied } = await migrateToLatest(
      database.db,
      database.engine,
      migrations,
      migrationTableOf(slug),
    );
    return applied;
  } catch (error) {
    throw new PluginRefusal('MIGRATION_FAILED', error instanceof Error ? error.message : String(error));
  }
}

/** What the extension's loading learned about its migrations, beside what the database says. */
export interface MigrationAttempt {
  readonly schemaVersion: number;
  /** Applying them failed (`MIGRATION_FAILED`). */
  readonly failed: boolean;
  readonly appliedNow: readonly string[];
}

/** Which of `names` the database has applied for the extension, and which are pending. */
export async function readMigrationReport(
  database: DatabaseConnection,
  slug: string,
  names: readonly string[],
  { schemaVersion, failed, appliedNow }: MigrationAttempt,
): Promise<MigrationReport> {
  if (names.length === 0 && !failed) return { ...noMigrations, schemaVersion };
  const migrations = Object.fromEntries(names.map((name) => [name, { up: async () => undefined }]));
  const migrator = new Migrator({
    db: database.db as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: migrationTableOf(slug),
    migrationLockTableName: `${migrationTableOf(slug)}_lock`,
  });
  const known = await migrator.getMigrations();
  const applied = known.filter((entry) => entry.executedAt !== undefined).map((entry) => entry.name);
  const pending = known.filter((entry) => entry.executedAt === undefined).map((entry) => entry.name);
  const state: MigrationState = failed ? 'failed' : pending.length > 0 ? 'pending' : 'up_to_date';
  return { schemaVersion, state, applied, pending, appliedNow };
}
