// Where Spora's time goes: Spora (on SQLite, and on PostgreSQL when selected) runs tasks of 50
// steps, then tasks answered at once (its fixed cost per task), under V8's sampling profiler, and
// the samples are summed by where the running code comes from. Native frames
// (SQLite's C code inside better-sqlite3 calls) count where the JavaScript that called them lives,
// except calls into SQLite, which are a bucket of their own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixed } from '../lib/format.mjs';
import { placement, startRpcChild } from '../lib/processes.mjs';
import { labelOf } from '../lib/systems.mjs';

export const id = 'profile';
export const title = 'Where the time goes: CPU profile of Spora, N = 50 and N = 0';

const sizes = {
  smoke: [
    { tasks: 1, steps: 3 },
    { tasks: 2, steps: 0 },
  ],
  quick: [
    { tasks: 4, steps: 50 },
    { tasks: 300, steps: 0 },
  ],
  full: [
    { tasks: 10, steps: 50 },
    { tasks: 1000, steps: 0 },
  ],
};

const buckets = [
  ['garbage collector', ({ name }) => name === '(garbage collector)'],
  [
    'SQLite (native, better-sqlite3)',
    ({ url, native }) => native && /better-sqlite3|dialect\/sqlite/.test(url),
  ],
  ['Kysely (building, compiling, running queries)', ({ url }) => url.includes('/kysely/')],
  ['pg (PostgreSQL driver)', ({ url }) => /\/node_modules\/pg(-[a-z]+)?\//.test(url)],
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

export async function run({ mode, systems, llm }) {
  const profiles = [];
  for (const system of systems) {
    for (const size of sizes[mode])
      profiles.push({ system, ...size, shares: await profileOf(system, size, llm) });
  }
  const buckets = [...new Set(profiles.flatMap(({ shares }) => shares.map(({ bucket }) => bucket)))];
  const heading = ({ system, steps }) =>
    `${labelOf(system)}, ${steps === 0 ? 'fixed (N = 0)' : `N = ${steps}`}`;
  const shareIn = (profile, bucket) => profile.shares.find((share) => share.bucket === bucket)?.share ?? 0;
  return {
    id,
    title,
    description:
      "Each Spora system in its own process, profiled with V8's sampling profiler (200 µs) after a warm-up task: " +
      `${sizes[mode].map(({ tasks, steps }) => `${tasks} tasks of ${steps} steps`).join(', then ')}; idle time left out. ` +
      'Shares of the busy samples, by where the code comes from.',
    table: {
      columns: ['where', ...profiles.map(heading)],
      rows: buckets.map((bucket) => [
        bucket,
        ...profiles.map((profile) => `${fixed(shareIn(profile, bucket) * 100, 1)} %`),
      ]),
    },
    chart: {
      unit: `% of busy CPU samples, ${heading(profiles[0])}`,
      bars: profiles[0].shares.map(({ bucket, share }) => ({ label: bucket, value: share * 100 })),
    },
  };
}

async function profileOf(system, { tasks, steps }, llm) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profiled-'));
  const child = await startRpcChild(new URL('../lib/system-host.mjs', import.meta.url), {
    args: [system],
    cpus: placement.systems,
  });
  try {
    await child.call('open', { llmUrl: llm.ready.openaiBaseUrl, dir });
    await child.call('run', { tasks: 1, steps });
    const file = await child.call('profile', { tasks, steps, intervalUs: 200 });
    const shares = summarise(JSON.parse(readFileSync(file, 'utf8')));
    rmSync(file, { force: true });
    return shares;
  } finally {
    await child.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
