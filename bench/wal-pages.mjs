#!/usr/bin/env node
// Pages a step writes to SQLite's write-ahead log, and which b-tree each page belongs to: Spora
// with the read-only `add`, Spora with the side-effecting addition, and floor-sqlite, side by side.
//
// How: the WAL is emptied (checkpoint TRUNCATE) and a read transaction is held open on a connection
// of this script's own, so no checkpoint can copy pages back or restart the log meanwhile. Tasks
// of N and 2N steps then run; every frame they append is read from the WAL file (its header names
// the page; a frame with a database size is a commit), and the pages are named with SQLite's
// `dbstat` table. Per step: (frames of the 2N task - frames of the N task) / N.
//
//   npx tsc -b packages/sdk packages/fake-llm packages/server && node bench/wal-pages.mjs [steps]
import { mkdirSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeLlmProcess } from './lib/processes.mjs';
import { BetterSqlite3 } from './lib/server-deps.mjs';
import { openSpora } from './lib/spora-platform.mjs';
import { open as openFloor } from './systems/floor-sqlite.mjs';

const steps = Number(process.argv[2] ?? 10);
const walHeaderBytes = 32;
const frameHeaderBytes = 24;

/** The frames appended to `walPath` between byte offsets `from` and `to`: page numbers and commits. */
function framesBetween(walPath, pageSize, from, to) {
  const frameBytes = frameHeaderBytes + pageSize;
  const file = openSync(walPath, 'r');
  const header = Buffer.alloc(frameHeaderBytes);
  const pages = [];
  let commits = 0;
  for (let offset = Math.max(from, walHeaderBytes); offset + frameBytes <= to; offset += frameBytes) {
    readSync(file, header, 0, frameHeaderBytes, offset);
    pages.push(header.readUInt32BE(0));
    if (header.readUInt32BE(4) !== 0) commits++;
  }
  return { pages, commits };
}

/** Runs `runTask(n)` and `runTask(2n)` with the WAL pinned; frames per step by b-tree. */
async function measure(dbPath, runTask) {
  await runTask(steps); // warm: tables and indexes exist, statements compiled
  const walPath = `${dbPath}-wal`;
  const pin = new BetterSqlite3(dbPath);
  pin.pragma('wal_checkpoint(TRUNCATE)');
  const pageSize = pin.pragma('page_size', { simple: true });
  pin.prepare('begin').run();
  pin.prepare('select count(*) from sqlite_schema').get();
  const size = () => statSync(walPath).size;
  const start = size();
  await runTask(steps);
  const middle = size();
  await runTask(2 * steps);
  const end = size();
  pin.prepare('commit').run();
  const short = framesBetween(walPath, pageSize, start, middle);
  const long = framesBetween(walPath, pageSize, middle, end);
  const names = new Map(
    pin
      .prepare('select pageno, name from dbstat')
      .all()
      .map((row) => [row.pageno, row.name]),
  );
  pin.close();
  const byTree = new Map();
  const add = (pages, sign) => {
    for (const page of pages) {
      const name =
        page === 1 ? 'sqlite_schema (page 1: file change counter)' : (names.get(page) ?? `free page`);
      byTree.set(name, (byTree.get(name) ?? 0) + sign);
    }
  };
  add(long.pages, 1);
  add(short.pages, -1);
  return {
    pagesPerStep: (long.pages.length - short.pages.length) / steps,
    commitsPerStep: (long.commits - short.commits) / steps,
    byTree: [...byTree]
      .map(([name, pages]) => [name, pages / steps])
      .filter(([, pages]) => Math.abs(pages) >= 0.05)
      .sort((a, b) => b[1] - a[1]),
  };
}

function print(title, figure) {
  console.log(
    `\n${title}: ${figure.pagesPerStep.toFixed(2)} WAL pages and ${figure.commitsPerStep.toFixed(2)} commits per step`,
  );
  for (const [name, pages] of figure.byTree) console.log(`  ${pages.toFixed(2).padStart(6)}  ${name}`);
}

const llm = await startFakeLlmProcess();
const dir = mkdtempSync(join(tmpdir(), 'bench-wal-pages-'));
try {
  mkdirSync(join(dir, 'db'));
  const dbPath = join(dir, 'db', 'spora.db');
  const spora = await openSpora({ llmUrl: llm.ready.openaiBaseUrl, dir, databaseUrl: `sqlite:${dbPath}` });
  print('Spora on SQLite, read-only step', await measure(dbPath, (n) => spora.runTask({ steps: n })));
  print(
    'Spora on SQLite, side-effecting step',
    await measure(dbPath, (n) => spora.runTask({ steps: n, sideEffecting: true })),
  );
  await spora.close();
  const floor = await openFloor({ llmUrl: llm.ready.openaiBaseUrl, dir });
  print(
    'floor-sqlite',
    await measure(join(dir, 'floor.db'), (n) => floor.runTask({ steps: n, delayMs: 0, historyRows: 0 })),
  );
  await floor.close();
} finally {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
}
