// W6: SSE fan-out. 1,000 clients follow one user's live updates (`GET /api/v1/events`) from the
// coordinator's process; Spora then starts tasks one at a time, and each client's delay from just
// before the start to receiving that task's first event is one sample. Clocks: both processes
// read the same system clock (performance.timeOrigin + performance.now()).
import { request } from 'node:http';
import { fixed, verdict } from '../lib/format.mjs';
import { percentile } from '../lib/stats.mjs';
import { labelOf, startSystem } from '../lib/systems.mjs';

export const id = 'sse-fanout';
export const title = 'SSE fan-out: publish → receive';

const sizes = {
  smoke: { subscribers: 20, publishes: 3, gapMs: 100 },
  quick: { subscribers: 1000, publishes: 10, gapMs: 300 },
  full: { subscribers: 1000, publishes: 30, gapMs: 300 },
};
const goalP95Ms = 50;
const now = () => performance.timeOrigin + performance.now();

/** One client: resolves once the stream is open; `seen(marker)` resolves when the marker arrives. */
function subscribe(url, token) {
  const waiting = new Map();
  let tail = '';
  let req;
  const opened = new Promise((resolve, reject) => {
    req = request(`${url}/api/v1/events`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const text = tail + chunk;
        for (const [marker, resolveMarker] of waiting) {
          if (text.includes(marker)) {
            waiting.delete(marker);
            resolveMarker(now());
          }
        }
        tail = text.slice(-64);
        resolve();
      });
    });
    req.on('error', reject);
    req.end();
  });
  return {
    opened,
    seen: (marker) => new Promise((resolve) => waiting.set(marker, resolve)),
    close: () => req.destroy(),
  };
}

export async function run({ mode, systems: names, llm, log }) {
  const { subscribers, publishes, gapMs } = sizes[mode];
  const figures = [];
  const setups = names.flatMap((name) => [
    { name, loopThreads: false, label: `${labelOf(name)}, loop beside the API` },
    { name, loopThreads: true, label: `${labelOf(name)}, loop on threads (default)` },
  ]);
  for (const { name, loopThreads, label } of setups) {
    const system = await startSystem(name, llm, { http: true, loopThreads });
    const clients = [];
    try {
      const invoke = (method, args = {}) => system.call('invoke', { method, args });
      const { url, token } = await invoke('connection');
      for (let index = 0; index < subscribers; index += 100) {
        const batch = Array.from({ length: Math.min(100, subscribers - index) }, () => subscribe(url, token));
        clients.push(...batch);
        await Promise.all(batch.map((client) => client.opened));
      }
      const latencies = [];
      for (let index = 0; index < publishes; index++) {
        const marker = `sse-marker-${index}-${Date.now()}`;
        const arrivals = clients.map((client) => client.seen(marker));
        const publishedAt = await invoke('publish', { marker });
        const times = await Promise.race([
          Promise.all(arrivals),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('an event did not arrive in 30 s')), 30_000),
          ),
        ]);
        latencies.push(...times.map((time) => time - publishedAt));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      figures.push({
        label,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        samples: latencies.length,
      });
      log(`sse fan-out: ${label} done`);
    } finally {
      for (const client of clients) client.close();
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures.map((figure) => ({
      goal: `${figure.label}: SSE publish → receive p95 < ${goalP95Ms} ms at ${subscribers} subscribers`,
      figure: `p50 ${fixed(figure.p50, 1)} ms, p95 ${fixed(figure.p95, 1)} ms, p99 ${fixed(figure.p99, 1)} ms`,
      met: figure.p95 < goalP95Ms,
    })),
    description:
      `${subscribers} SSE clients of one user in another process; ${publishes} tasks started ${gapMs} ms apart, each ` +
      "one model call; a sample is one client's delay from the start to the task's first event (its status).",
    table: {
      columns: ['system', 'subscribers', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'goal', 'verdict'],
      rows: figures.map((figure) => [
        figure.label,
        subscribers,
        figure.samples,
        fixed(figure.p50, 1),
        fixed(figure.p95, 1),
        fixed(figure.p99, 1),
        `p95 < ${goalP95Ms} ms`,
        verdict(figure.p95 < goalP95Ms),
      ]),
    },
    chart: {
      unit: 'publish → receive, ms (p50, p95, p99)',
      bars: figures.flatMap((figure) => [
        { label: `${figure.label} p50`, value: figure.p50 },
        { label: `${figure.label} p95`, value: figure.p95, goal: goalP95Ms },
        { label: `${figure.label} p99`, value: figure.p99 },
      ]),
    },
  };
}
