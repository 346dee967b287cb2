// Spora on PostgreSQL (synchronous_commit on), its worker in this process, on a database of its
// own; with `http`, also its HTTP API as `spora serve` runs it, and with `http: 'separate'` that API
// in a process of its own, as `spora serve --no-worker` beside `spora worker`; with `loopThreads`,
// the loop on threads of this process, as `spora serve` runs it by default. `databaseUrl` names its
// database, for a script that reads the server's statistics of it.
import { createDatabase } from '../lib/postgres-databases.mjs';
import { openSpora } from '../lib/spora-platform.mjs';
import { withSeparateServer, withServer } from '../lib/spora-server.mjs';

export async function open({ llmUrl, dir, concurrency, http = false, loopThreads = false }) {
  const database = await createDatabase('spora_bench');
  const opened = await openSpora({ llmUrl, dir, databaseUrl: database.url, concurrency, loopThreads });
  const spora =
    http === 'separate'
      ? await withSeparateServer(opened, { dir, databaseUrl: database.url })
      : http
        ? await withServer(opened)
        : opened;
  return {
    ...spora,
    databaseUrl: database.url,
    async close() {
      await spora.close();
      await database.drop();
    },
  };
}
