/**
 * The engines each storage test runs on: SQLite always, PostgreSQL when
 * `SPORA_TEST_DATABASE_URL` names a server (`.ci/run` and `npm run test:pg` set it). Every test
 * database is new and private to the test that asked for it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../../src/config/index.js';
import { coreMigrations, migrateToLatest, openDatabase } from '../../src/db/index.js';

export interface TestDatabase {
  readonly location: DatabaseLocation;
  dispose(): Promise<void>;
}

export interface TestEngine {
  readonly name: 'sqlite' | 'postgres';
  /** An empty database. */
  create(): Promise<TestDatabase>;
  /**
   * A database with the core migrations applied, as a platform opening it would leave it: a copy
   * of a template migrated once (per test process on SQLite, per migration set on PostgreSQL),
   * which is much cheaper than migrating every test's database.
   */
  createMigrated(): Promise<TestDatabase>;
}

function newSqliteDatabase(): { directory: string; path: string } {
  const directory = mkdtempSync(join(tmpdir(), 'spora-test-'));
  return { directory, path: join(directory, 'spora.db') };
}

function sqliteDatabaseAt(database: { directory: string; path: string }): TestDatabase {
  return {
    location: { kind: 'sqlite', path: database.path },
    async dispose() {
      rmSync(database.directory, { recursive: true, force: true });
    },
  };
}

let sqliteTemplate: Promise<string> | null = null;

/** This process's migrated SQLite file (closed, so the file alone holds every table). */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const template = newSqliteDatabase();
    process.once('exit', () => rmSync(template.directory, { recursive: true, force: true }));
    const connection = openDatabase({ kind: 'sqlite', path: template.path });
    try {
      await migrateToLatest(connection.db, 'sqlite');
    } finally {
      await connection.close();
    }
    return template.path;
  })();
  return sqliteTemplate;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async createMigrated() {
    const template = await migratedSqliteTemplate();
    const database = newSqliteDatabase();
    copyFileSync(template, database.path);
    return sqliteDatabaseAt(database);
  },
  async create() {
    return sqliteDatabaseAt(newSqliteDatabase());
  },
};

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name changes with the migrations' code, so an edited migration gets a new one. */
function templateName(): string {
  const source = Object.entries(coreMigrations)
    .map(([name, migration]) => `${name}\n${String(migration.up)}`)
    .join('\n');
  return `spora_template_${createHash('sha256').update(source).digest('hex').slice(0, 16)}`;
}

/**
 * Creates the migrated template once for every test process sharing the server: the first to
 * take the advisory lock builds it, the others find it there.
 */
async function ensureTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.rowCount !== 0) return;
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await client.query(`create database ${building}`);
      const connection = openDatabase({ kind: 'postgres', url: databaseUrlOf(adminUrl, building) });
      try {
        await migrateToLatest(connection.db, 'postgres');
      } finally {
        await connection.close();
      }
      // Only a complete template gets the name that copies look for.
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

function postgresEngine(adminUrl: string): TestEngine {
  let template: Promise<string> | null = null;
  function migratedTemplate(): Promise<string> {
    if (template === null) {
      const name = templateName();
      template = ensureTemplate(adminUrl, name).then(() => name);
    }
    return template;
  }
  async function createFrom(source: 'empty' | 'migrated'): Promise<TestDatabase> {
    const name = `spora_test_${randomBytes(6).toString('hex')}`;
    const from = source === 'migrated' ? await migratedTemplate() : null;
    await withAdminClient(adminUrl, (client) =>
      client.query(from === null ? `create database ${name}` : `create database ${name} template ${from}`),
    );
    return {
      location: { kind: 'postgres', url: databaseUrlOf(adminUrl, name) },
      async dispose() {
        await withAdminClient(adminUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      },
    };
  }
  return {
    name: 'postgres',
    create: () => createFrom('empty'),
    createMigrated: () => createFrom('migrated'),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const postgresUrl = process.env.SPORA_TEST_DATABASE_URL;
// `SPORA_TEST_ENGINES=postgres` runs only the PostgreSQL cases: CI's PostgreSQL job, whose SQLite
// cases the main job has already run.
const chosenEngines = process.env.SPORA_TEST_ENGINES?.split(',').map((name) => name.trim());

export const testEngines: readonly TestEngine[] = (
  postgresUrl ? [sqliteEngine, postgresEngine(postgresUrl)] : [sqliteEngine]
).filter((engine) => chosenEngines === undefined || chosenEngines.includes(engine.name));

/**
 * Whether cases that always run on SQLite (a CLI's default database in a new folder) run: not in a
 * run limited to PostgreSQL, whose SQLite cases an earlier run has covered.
 */
export const sqliteCasesRun = testEngines.some((engine) => engine.name === 'sqlite');
