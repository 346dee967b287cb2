// Spora on SQLite (WAL, synchronous = NORMAL), its worker in this process.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSpora } from '../lib/spora-platform.mjs';

export async function open({ llmUrl, dir, concurrency }) {
  mkdirSync(join(dir, 'db'), { recursive: true });
  return openSpora({ llmUrl, dir, databaseUrl: `sqlite:${join(dir, 'db', 'spora.db')}`, concurrency });
}
