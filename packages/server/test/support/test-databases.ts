/**
 * The engines each storage test runs on: SQLite always, PostgreSQL when
 * `SPORA_TEST_DATABASE_URL` names a server (`.ci/run` and `npm run test:pg` set it). Every test
 * database is new and private to the test that asked for it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../../src/config/index.js';

export interface TestDatabase {
  readonly location: DatabaseLocation;
  dispose(): Promise<void>;
}

export interface TestEngine {
  readonly name: 'sqlite' | 'postgres';
  create(): Promise<TestDatabase>;
}

const sqliteEngine: TestEngine = {
  name: 'sqlite',
  async create() {
    const directory = mkdtempSync(join(tmpdir(), 'spora-test-'));
    return {
      location: { kind: 'sqlite', path: join(directory, 'spora.db') },
      async dispose() {
        rmSync(directory, { recursive: true, force: true });
      },
    };
  },
};

function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async create() {
      const name = `spora_test_${randomBytes(6).toString('hex')}`;
      await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        location: { kind: 'postgres', url: url.toString() },
        async dispose() {
          await withAdminClient(adminUrl, (client) =>
            client.query(`drop database if exists ${name} with (force)`),
          );
        },
      };
    },
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
