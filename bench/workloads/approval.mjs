// W5: approval latency. While 200 tasks keep running (6 calls of 200 ms each, started again as they
// end), tasks parked on an approval are approved one by one through the HTTP API, from the
// coordinator's process: the time from sending `POST /api/v1/tasks/:id/approve` to its 200. On
// PostgreSQL also with the API in a process of its own beside the worker's (`spora serve
// --no-worker` and `spora worker`), the deployment that keeps requests off the loop's event loop.
import { fixed, verdict } from '../lib/format.mjs';
import { percentile } from '../lib/stats.mjs';
import { labelOf, startSystem } from '../lib/systems.mjs';

export const id = 'approval';
export const title = 'Approval latency under load: approve → 200';

const sizes = {
  smoke: { load: 5, approvals: 3, delayMs: 20 },
  quick: { load: 200, approvals: 20, delayMs: 200 },
  full: { load: 200, approvals: 60, delayMs: 200 },
};
const goalP50Ms = 10;

export async function run({ mode, systems: names, llm, log }) {
  const { load, approvals, delayMs } = sizes[mode];
  const figures = [];
  const setups = names.flatMap((name) => [
    { name, http: true, label: labelOf(name) },
    ...(name === 'spora-postgres'
      ? [{ name, http: 'separate', label: `${labelOf(name)}, API in its own process` }]
      : []),
  ]);
  for (const { name, http, label } of setups) {
    const system = await startSystem(name, llm, { http, concurrency: Math.min(256, load + approvals) });
    try {
      const invoke = (method, args = {}) => system.call('invoke', { method, args });
      const parked = await invoke('parkedTasks', { count: approvals });
      const { url, token } = await system.call('invoke', { method: 'connection' });
      await invoke('startLoad', { count: load, steps: 5, delayMs });
      await new Promise((resolve) => setTimeout(resolve, 2 * delayMs));
      const latencies = [];
      for (const { taskId, callId } of parked) {
        const started = performance.now();
        const response = await fetch(`${url}/api/v1/tasks/${taskId}/approve`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ decisions: [{ provider_call_id: callId, decision: 'approve' }] }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`approve answered ${response.status}`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await invoke('stopLoad');
      figures.push({
        label,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        count: latencies.length,
      });
      log(`approval: ${label} done`);
    } finally {
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures.map((figure) => ({
      goal: `${figure.label}: approve → 200 p50 ≤ ${goalP50Ms} ms while ${load} tasks run`,
      figure: `p50 ${fixed(figure.p50, 1)} ms, p99 ${fixed(figure.p99, 1)} ms`,
      met: figure.p50 <= goalP50Ms,
    })),
    description:
      `${load} tasks kept in flight (5 tool steps and an answer, ${delayMs} ms per model call); ${approvals} parked tasks ` +
      'approved one at a time, 20 ms apart, over HTTP with an API token, from another process. ' +
      "With the API in its own process, the load runs in the worker's process and the API only serves.",
    table: {
      columns: ['system', 'approvals', 'p50 ms', 'p99 ms', 'goal', 'verdict'],
      rows: figures.map((figure) => [
        figure.label,
        figure.count,
        fixed(figure.p50, 1),
        fixed(figure.p99, 1),
        `p50 ≤ ${goalP50Ms} ms`,
        verdict(figure.p50 <= goalP50Ms),
      ]),
    },
    chart: {
      unit: 'approve → 200, p99 ms',
      bars: figures.map((figure) => ({ label: figure.label, value: figure.p99 })),
    },
  };
}
