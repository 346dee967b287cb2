// W10: cold start. `spora serve` started as an operator starts it, timed from spawning the process
// to the first 200 from `GET /api/health` (polled every 5 ms): on a new database (migrations run)
// and again on the database that start left.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixed } from '../lib/format.mjs';
import { createDatabase } from '../lib/postgres-databases.mjs';
import { placement } from '../lib/processes.mjs';
import { median } from '../lib/stats.mjs';
import { labelOf } from '../lib/systems.mjs';

export const id = 'cold-start';
export const title = 'Cold start: spora serve to its first healthy response';

const sizes = { smoke: { repeats: 1 }, quick: { repeats: 1 }, full: { repeats: 3 } };
const cliPath = fileURLToPath(new URL('../../packages/server/bin/spora.js', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function timeToHealthy(databaseUrl, workDirectory) {
  const port = await freePort();
  const command = [process.execPath, cliPath, 'serve'];
  const [file, ...args] = placement.pinned ? ['taskset', '-c', placement.systems, ...command] : command;
  const started = performance.now();
  const child = spawn(file, args, {
    cwd: workDirectory,
    env: {
      PATH: process.env.PATH,
      SPORA_DATABASE_URL: databaseUrl,
      SPORA_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      SPORA_PORT: String(port),
      SPORA_HOST: '127.0.0.1',
      SPORA_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`spora serve exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error('spora serve was not healthy within 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function databaseFor(name, workDirectory) {
  if (name === 'spora-postgres') return createDatabase('spora_cold');
  mkdirSync(join(workDirectory, 'db'), { recursive: true });
  return { url: `sqlite:${join(workDirectory, 'db', 'spora.db')}`, drop: async () => {} };
}

export async function run({ mode, systems: names, log }) {
  const { repeats } = sizes[mode];
  const figures = [];
  for (const name of names) {
    const fresh = [];
    const again = [];
    for (let index = 0; index < repeats; index++) {
      const workDirectory = mkdtempSync(join(tmpdir(), 'spora-cold-'));
      const database = await databaseFor(name, workDirectory);
      try {
        fresh.push(await timeToHealthy(database.url, workDirectory));
        again.push(await timeToHealthy(database.url, workDirectory));
      } finally {
        await database.drop();
        rmSync(workDirectory, { recursive: true, force: true });
      }
    }
    figures.push({ name, fresh: median(fresh), again: median(again) });
    log(`cold start: ${name} done`);
  }
  return {
    id,
    title,
    description: `Median of ${repeats} start(s) of \`spora serve\` each, from spawning the process to the first 200 of \`GET /api/health\`.`,
    table: {
      columns: ['system', 'new database (migrations) ms', 'migrated database ms'],
      rows: figures.map((figure) => [labelOf(figure.name), fixed(figure.fresh, 0), fixed(figure.again, 0)]),
    },
    chart: {
      unit: 'ms from spawn to the first healthy response, migrated database',
      bars: figures.map((figure) => ({ label: labelOf(figure.name), value: figure.again })),
    },
  };
}
