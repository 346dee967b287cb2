// Spora on PostgreSQL (synchronous_commit on), its worker in this process, on a database of its
// own; with `http`, also its HTTP API as `spora serve` runs it.
import { createDatabase } from '../lib/postgres-databases.mjs';
import { openSpora } from '../lib/spora-platform.mjs';
import { withServer } from '../lib/spora-server.mjs';

export async function open({ llmUrl, dir, concurrency, http = false }) {
  const database = await createDatabase('spora_bench');
  const opened = await openSpora({ llmUrl, dir, databaseUrl: database.url, concurrency });
  const spora = http ? await withServer(opened) : opened;
  return {
    ...spora,
    async close() {
      await spora.close();
      await database.drop();
    },
  };
}
