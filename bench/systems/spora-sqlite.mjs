// Spora on SQLite (WAL, synchronous = NORMAL), its worker in this process; with `http`, also its
// HTTP API as `spora serve` runs it; with `loopThreads`, the loop on threads of this process, as
// `spora serve` runs it by default.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSpora } from '../lib/spora-platform.mjs';
import { withServer } from '../lib/spora-server.mjs';

export async function open({ llmUrl, dir, concurrency, http = false, loopThreads = false }) {
  mkdirSync(join(dir, 'db'), { recursive: true });
  const spora = await openSpora({
    llmUrl,
    dir,
    databaseUrl: `sqlite:${join(dir, 'db', 'spora.db')}`,
    concurrency,
    loopThreads,
  });
  return http ? withServer(spora) : spora;
}
