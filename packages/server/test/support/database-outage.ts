/** A PostgreSQL database made unreachable for a while, and the listeners that must come back after. */
import pg from 'pg';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DatabaseOutage {
  /** Lets connections in again; resolves once new ones are accepted. */
  end(): Promise<void>;
}

/** An outage of one database: every connection to it ended, new ones refused until `end()`. */
export async function startOutage(url: string): Promise<DatabaseOutage> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  // Connected to the maintenance database, which stays open throughout.
  const admin = new pg.Client({
    connectionString: Object.assign(target, { pathname: '/postgres' }).toString(),
  });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`alter database "${name}" allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  return {
    async end() {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    },
  };
}

/**
 * Waits until `count` connections of the listener named `spora <name>` listen on the database
 * again; resolves how long that took. Throws after `timeoutMs`.
 */
export async function untilListening(
  url: string,
  listener: string,
  count: number,
  timeoutMs = 20_000,
): Promise<number> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where datname = current_database() and application_name = $1 and query ilike 'listen %'",
        [`spora ${listener}`],
      );
      if (Number(rows[0]?.count) >= count) return Date.now() - started;
      if (Date.now() - started > timeoutMs)
        throw new Error(`the ${listener} did not come back after the outage`);
      await sleep(20);
    }
  } finally {
    await client.end();
  }
}
