// Where Spora's time goes: Spora on SQLite runs tasks of 50 steps under V8's sampling profiler,
// and the samples are summed by where the running code comes from. Native frames
// (SQLite's C code inside better-sqlite3 calls) count where the JavaScript that called them lives,
// except calls into SQLite, which are a bucket of their own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixed } from '../lib/format.mjs';
import { placement, startRpcChild } from '../lib/processes.mjs';

export const id = 'profile';
export const title = 'Where the time goes: CPU profile of Spora on SQLite, N = 50';

const sizes = {
  smoke: { tasks: 1, steps: 3 },
  quick: { tasks: 4, steps: 50 },
  full: { tasks: 10, steps: 50 },
};

const buckets = [
  ['garbage collector', ({ name }) => name === '(garbage collector)'],
  [
    'SQLite (native, better-sqlite3)',
    ({ url, native }) => native && /better-sqlite3|dialect\/sqlite/.test(url),
  ],
  ['Kysely (building, compiling, running queries)', ({ url }) => url.includes('/kysely/')],
  ['OpenAI SDK', ({ url }) => url.includes('/openai/')],
  ['fetch (undici)', ({ url }) => url.includes('undici')],
  [
    'Node HTTP, net and streams',
    ({ url }) => /^node:(_http|http|net|stream|internal\/(streams|stream_base|http|net))/.test(url),
  ],
  ['pino (logging)', ({ url }) => url.includes('/pino')],
  ['Spora orchestrator', ({ url }) => url.includes('/packages/server/dist/orchestrator/')],
  ['Spora live events', ({ url }) => url.includes('/packages/server/dist/realtime/')],
  ['Spora LLM drivers', ({ url }) => url.includes('/packages/server/dist/llm/')],
  ['Spora worker', ({ url }) => url.includes('/packages/server/dist/worker/')],
  ['Spora, other', ({ url }) => url.includes('/packages/')],
  ['Node internals, other', ({ url }) => url.startsWith('node:')],
  ['other JavaScript', ({ url }) => url !== ''],
];

/** Sums self samples per bucket; a frame without a URL (native code) takes its caller's URL. */
export function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const urlOf = (node) => {
    let current = node;
    while (current && !current.callFrame.url) current = byId.get(parent.get(current.id));
    return current?.callFrame.url ?? '';
  };
  const totals = new Map();
  let all = 0;
  for (const node of profile.nodes) {
    const name = node.callFrame.functionName;
    if (!node.hitCount || name === '(idle)' || name === '(program)' || name === '(root)') continue;
    const native = node.callFrame.url === '';
    const url = urlOf(node);
    const [bucket] = buckets.find(([, matches]) => matches({ url, native, name })) ?? ['other'];
    totals.set(bucket, (totals.get(bucket) ?? 0) + node.hitCount);
    all += node.hitCount;
  }
  return [...totals]
    .map(([bucket, hits]) => ({ bucket, share: hits / all }))
    .sort((a, b) => b.share - a.share);
}

export async function run({ mode, llm }) {
  const { tasks, steps } = sizes[mode];
  const dir = mkdtempSync(join(tmpdir(), 'bench-profiled-'));
  const child = await startRpcChild(new URL('../lib/system-host.mjs', import.meta.url), {
    args: ['spora-sqlite'],
    cpus: placement.systems,
  });
  let shares;
  try {
    await child.call('open', { llmUrl: llm.ready.openaiBaseUrl, dir });
    await child.call('run', { tasks: 1, steps });
    const file = await child.call('profile', { tasks, steps, intervalUs: 200 });
    shares = summarise(JSON.parse(readFileSync(file, 'utf8')));
    rmSync(file, { force: true });
  } finally {
    await child.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    id,
    title,
    description:
      `Spora on SQLite in its own process, profiled with V8's sampling profiler (200 µs) while it runs ${tasks} tasks of ` +
      `${steps} steps after a warm-up task; idle time left out. Shares of the busy samples, by where the code comes from.`,
    table: {
      columns: ['where', 'share of CPU'],
      rows: shares.map(({ bucket, share }) => [bucket, `${fixed(share * 100, 1)} %`]),
    },
    chart: {
      unit: '% of busy CPU samples',
      bars: shares.map(({ bucket, share }) => ({ label: bucket, value: share * 100 })),
    },
  };
}
