// W11: the approval inbox at scale. With 10,000 calls awaiting approval across 500 agents of one
// user (inserted directly), the time from sending a request to its 200 over the HTTP API with an
// API token: listing the first page of `GET /api/v1/approvals` (50 calls, oldest first, with the
// total), a page deep in the list, one agent's calls, and deciding one call
// (`POST /api/v1/tasks/:id/approve`, a different task each time). Nothing else runs meanwhile.
import { fixed, verdict } from '../lib/format.mjs';
import { percentile } from '../lib/stats.mjs';
import { labelOf, startSystem } from '../lib/systems.mjs';

export const id = 'inbox-scale';
export const title = 'Approval inbox at scale: list a page and decide one call';

const sizes = {
  smoke: { agents: 20, calls: 200, runs: 5 },
  quick: { agents: 500, calls: 10_000, runs: 50 },
  full: { agents: 500, calls: 10_000, runs: 200 },
};
const goalMs = 100;

export async function run({ mode, systems: names, llm, log }) {
  const { agents, calls, runs } = sizes[mode];
  const figures = [];
  for (const name of names) {
    const system = await startSystem(name, llm, { http: true, concurrency: 4 });
    try {
      const invoke = (method, args = {}) => system.call('invoke', { method, args });
      const seededAt = performance.now();
      const parked = await invoke('seedInbox', { agents, calls });
      log(
        `inbox-scale: ${labelOf(name)} seeded ${parked.length} calls in ${fixed((performance.now() - seededAt) / 1000, 1)} s`,
      );
      const { url, token } = await invoke('connection');
      const request = async (method, path, body) => {
        const started = performance.now();
        const response = await fetch(`${url}/api/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        if (response.status !== 200)
          throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
        return { ms: performance.now() - started, body: JSON.parse(text) };
      };
      const first = await request('GET', '/approvals?per_page=50');
      if (first.body.data.pagination.total !== calls)
        throw new Error(`the inbox lists ${first.body.data.pagination.total} calls, not ${calls}`);
      const agentId = first.body.data.approvals[0].agent.id;
      const timed = async (label, send) => {
        const latencies = [];
        // One unmeasured request warms the statement caches.
        await send(0);
        for (let index = 1; index <= runs; index++) latencies.push((await send(index)).ms);
        figures.push({
          system: labelOf(name),
          label,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          count: latencies.length,
        });
      };
      await timed('list the first page (50)', () => request('GET', '/approvals?per_page=50'));
      const deepPage = Math.max(1, Math.floor(calls / 100));
      await timed(
        `list a page deep in the inbox (from call ${((deepPage - 1) * 50 + 1).toLocaleString('en')})`,
        () => request('GET', `/approvals?per_page=50&page=${deepPage}`),
      );
      await timed("list one agent's calls", () =>
        request('GET', `/approvals?per_page=50&agent_id=${agentId}`),
      );
      // The newest calls, so the pages measured above stay the same.
      const toDecide = parked.slice(-(runs + 1));
      await timed('decide one call (approve)', (index) => {
        const { taskId, callId } = toDecide[index];
        return request('POST', `/tasks/${taskId}/approve`, {
          decisions: [{ provider_call_id: callId, decision: 'approve' }],
        });
      });
      log(`inbox-scale: ${labelOf(name)} done`);
    } finally {
      await system.close();
    }
  }
  return {
    id,
    title,
    goals: figures.map((figure) => ({
      goal: `${figure.system}: ${figure.label} p95 ≤ ${goalMs} ms with ${calls.toLocaleString('en')} calls waiting across ${agents} agents`,
      figure: `p50 ${fixed(figure.p50, 1)} ms, p95 ${fixed(figure.p95, 1)} ms`,
      met: figure.p95 <= goalMs,
    })),
    description:
      `${calls.toLocaleString('en')} calls awaiting approval across ${agents} agents of one user, inserted directly; ` +
      `each request timed ${runs} times (after one unmeasured) over HTTP with an API token, from another process, ` +
      'one at a time. Deciding approves a different call each time (its task is then queued for the worker).',
    table: {
      columns: ['system', 'request', 'runs', 'p50 ms', 'p95 ms', 'goal', 'verdict'],
      rows: figures.map((figure) => [
        figure.system,
        figure.label,
        figure.count,
        fixed(figure.p50, 1),
        fixed(figure.p95, 1),
        `p95 ≤ ${goalMs}`,
        verdict(figure.p95 <= goalMs),
      ]),
    },
  };
}
