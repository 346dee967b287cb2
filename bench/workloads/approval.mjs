// W5: approval latency. While 200 tasks keep running (6 calls of 200 ms each, started again as they
// end), tasks parked on an approval are approved one by one through the HTTP API, from the
// coordinator's process: the time from sending `POST /api/v1/tasks/:id/approve` to its 200, and to
// the moment the approved call's tool begins to run in the worker (both processes read the same
// system clock: performance.timeOrigin + performance.now()). On
// PostgreSQL also with the API in a process of its own beside the worker's (`spora serve
// --no-worker` and `spora worker`), the deployment that keeps requests off the loop's event loop.
// A process's first approvals run the decision path's code for the first time: they go first,
// under the same load, and the first of them is reported on its own, not in the percentiles.
import { fixed, verdict } from '../lib/format.mjs';
import { percentile } from '../lib/stats.mjs';
import { labelOf, startSystem } from '../lib/systems.mjs';

export const id = 'approval';
export const title = 'Approval latency under load: approve → 200, approve → tool running';

const sizes = {
  smoke: { load: 5, approvals: 3, warmUps: 1, delayMs: 20 },
  quick: { load: 200, approvals: 60, warmUps: 5, delayMs: 200 },
  full: { load: 200, approvals: 200, warmUps: 5, delayMs: 200 },
};
const goalP50Ms = 10;
/** Issue 32: approve → 200 at p99 while 200 tasks run. */
const goalP99Ms = 50;
const now = () => performance.timeOrigin + performance.now();

/** When each approved call's tool began to run; waits up to 30 s for the last of them. */
async function toolStarts(invoke, taskIds) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const starts = await invoke('toolStarts', { taskIds });
    if (starts.every((start) => start !== null)) return starts;
    if (Date.now() > deadline) throw new Error('an approved call did not start running within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function run({ mode, systems: names, llm, log }) {
  const { load, approvals, warmUps, delayMs } = sizes[mode];
  const figures = [];
  const setups = names.flatMap((name) => [
    { name, http: true, loopThreads: false, label: `${labelOf(name)}, loop beside the API` },
    { name, http: true, loopThreads: true, label: `${labelOf(name)}, loop on threads (default)` },
    ...(name === 'spora-postgres'
      ? [{ name, http: 'separate', loopThreads: false, label: `${labelOf(name)}, API in its own process` }]
      : []),
  ]);
  for (const { name, http, loopThreads, label } of setups) {
    const system = await startSystem(name, llm, {
      http,
      loopThreads,
      concurrency: Math.min(256, load + warmUps + approvals),
    });
    try {
      const invoke = (method, args = {}) => system.call('invoke', { method, args });
      const parked = await invoke('parkedTasks', { count: warmUps + approvals });
      const { url, token } = await system.call('invoke', { method: 'connection' });
      await invoke('startLoad', { count: load, steps: 5, delayMs });
      await new Promise((resolve) => setTimeout(resolve, 2 * delayMs));
      const latencies = [];
      const sentAt = [];
      for (const { taskId, callId } of parked) {
        sentAt.push(now());
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
      const first = latencies[0];
      const measured = latencies.slice(warmUps);
      const measuredSentAt = sentAt.slice(warmUps);
      const starts = await toolStarts(
        invoke,
        parked.slice(warmUps).map(({ taskId }) => taskId),
      );
      await invoke('stopLoad');
      const untilRunning = starts.map((start, index) => start - measuredSentAt[index]);
      figures.push({
        label,
        first,
        p50: percentile(measured, 0.5),
        p95: percentile(measured, 0.95),
        p99: percentile(measured, 0.99),
        running: {
          p50: percentile(untilRunning, 0.5),
          p95: percentile(untilRunning, 0.95),
          p99: percentile(untilRunning, 0.99),
        },
        count: measured.length,
      });
      log(`approval: ${label} done`);
    } finally {
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures.flatMap((figure) => [
      {
        goal: `${figure.label}: approve → 200 p50 ≤ ${goalP50Ms} ms while ${load} tasks run`,
        figure: `p50 ${fixed(figure.p50, 1)} ms, p99 ${fixed(figure.p99, 1)} ms`,
        met: figure.p50 <= goalP50Ms,
      },
      {
        goal: `${figure.label}: approve → 200 p99 ≤ ${goalP99Ms} ms while ${load} tasks run`,
        figure: `p99 ${fixed(figure.p99, 1)} ms (a fresh process's first approval: ${fixed(figure.first, 1)} ms); approve → tool running p50 ${fixed(figure.running.p50, 1)} ms, p99 ${fixed(figure.running.p99, 1)} ms`,
        met: figure.p99 <= goalP99Ms,
      },
    ]),
    description:
      `${load} tasks kept in flight (5 tool steps and an answer, ${delayMs} ms per model call); ${warmUps + approvals} parked tasks ` +
      'approved one at a time, 20 ms apart, over HTTP with an API token, from another process. ' +
      `The first ${warmUps} warm the decision path of a fresh process and are not in the percentiles; ` +
      '"first" is the very first approval a process answers, its code not yet compiled. ' +
      '"→ 200" is the answer to the approve request; "→ tool running" is when the approved call\'s tool began to run ' +
      '(the worker claims the task again, loads it and runs the call). ' +
      'With the loop beside the API, one thread runs both (SPORA_LOOP_THREADS=0); with the loop on threads, as `spora serve` ' +
      "runs by default, the process's main thread only serves and loop threads (one per core the process may use) run the tasks. " +
      "With the API in its own process, the load runs in the worker's process and the API only serves.",
    table: {
      columns: [
        'system',
        'approvals',
        'first → 200 ms',
        '→ 200 p50 ms',
        '→ 200 p95 ms',
        '→ 200 p99 ms',
        '→ tool running p50 ms',
        '→ tool running p95 ms',
        '→ tool running p99 ms',
        'goal',
        'verdict',
      ],
      rows: figures.map((figure) => [
        figure.label,
        figure.count,
        fixed(figure.first, 1),
        fixed(figure.p50, 1),
        fixed(figure.p95, 1),
        fixed(figure.p99, 1),
        fixed(figure.running.p50, 1),
        fixed(figure.running.p95, 1),
        fixed(figure.running.p99, 1),
        `→ 200 p50 ≤ ${goalP50Ms} ms, p99 ≤ ${goalP99Ms} ms`,
        verdict(figure.p50 <= goalP50Ms && figure.p99 <= goalP99Ms),
      ]),
    },
    chart: {
      unit: 'approve → 200 and → tool running, p99 ms',
      bars: figures.flatMap((figure) => [
        { label: `${figure.label} → 200`, value: figure.p99, goal: goalP99Ms },
        { label: `${figure.label} → tool running`, value: figure.running.p99 },
      ]),
    },
  };
}
