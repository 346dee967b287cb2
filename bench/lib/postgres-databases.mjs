// Fresh PostgreSQL databases on the server the run was given (SPORA_TEST_DATABASE_URL), one per
// system or measurement, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { pg } from './server-deps.mjs';

export function postgresAdminUrl() {
  const url = process.env.SPORA_TEST_DATABASE_URL;
  if (!url) throw new Error('PostgreSQL is needed: SPORA_TEST_DATABASE_URL is not set');
  return url;
}

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; `drop()` removes it. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
