// W5: approval latency. While 200 tasks keep running (6 calls of 200 ms each, started again as they
// end), tasks parked on an approval are approved one by one through the HTTP API, from the
// coordinator's process: the time from sending `POST /api/v1/tasks/:id/approve` to its 200.
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
  for (const name of names) {
    const system = await startSystem(name, llm, { http: true, concurrency: Math.min(256, load + approvals) });
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
        name,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        count: latencies.length,
      });
      log(`approval: ${name} done`);
    } finally {
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures.map((figure) => ({
      goal: `${labelOf(figure.name)}: approve → 200 p50 ≤ ${goalP50Ms} ms while ${load} tasks run`,
      figure: `p50 ${fixed(figure.p50, 1)} ms, p99 ${fixed(figure.p99, 1)} ms`,
      met: figure.p50 <= goalP50Ms,
    })),
    description:
      `${load} tasks kept in flight (5 tool steps and an answer, ${delayMs} ms per model call); ${approvals} parked tasks ` +
      'approved one at a time, 20 ms apart, over HTTP with an API token, from another process.',
    table: {
      columns: ['system', 'approvals', 'p50 ms', 'p99 ms', 'goal', 'verdict'],
      rows: figures.map((figure) => [
        labelOf(figure.name),
        figure.count,
        fixed(figure.p50, 1),
        fixed(figure.p99, 1),
        `p50 ≤ ${goalP50Ms} ms`,
        verdict(figure.p50 <= goalP50Ms),
      ]),
    },
    chart: {
      unit: 'approve → 200, p99 ms',
      bars: figures.map((figure) => ({ label: labelOf(figure.name), value: figure.p99 })),
    },
  };
}
