// Spora on PostgreSQL (synchronous_commit on), its worker in this process, on a database of its own.

import { createDatabase } from '../lib/postgres-databases.mjs';
import { openSpora } from '../lib/spora-platform.mjs';

export async function open({ llmUrl, dir, concurrency }) {
  const database = await createDatabase('spora_bench');
  const spora = await openSpora({ llmUrl, dir, databaseUrl: database.url, concurrency });
  return {
    ...spora,
    async close() {
      await spora.close();
      await database.drop();
    },
  };
}
