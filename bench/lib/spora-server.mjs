// What the approval and SSE workloads need of Spora beyond running tasks: its HTTP API (the same
// Fastify app `spora serve` starts) with an API token, tasks parked on an approval, background load
// that keeps tasks in flight, and a publish that records a live event.
import { join } from 'node:path';
import { startServer } from '@spora/server';
import { toolStartsOf, watchToolStarts } from './add-tool.mjs';
import { placement, startRpcChild } from './processes.mjs';
import { seedInbox } from './spora-inbox-seed.mjs';
import { insertAgent } from './spora-seed.mjs';

const now = () => performance.timeOrigin + performance.now();

export async function withServer(spora) {
  const server = await startServer(spora.platform);
  return serving(spora, { url: server.url, stop: () => server.stop() });
}

/**
 * The API in a process of its own (`spora serve --no-worker`) on the same PostgreSQL database,
 * pinned like the system; this process keeps the worker and the load.
 */
export async function withSeparateServer(spora, { dir, databaseUrl }) {
  const api = await startRpcChild(new URL('./spora-api-process.mjs', import.meta.url), {
    args: [join(dir, 'api'), databaseUrl],
    cpus: placement.systems,
  });
  return serving(spora, { url: api.ready.url, stop: () => api.close() });
}

async function serving(spora, server) {
  const { platform } = spora;
  const token = await platform.apiTokens.create(spora.userId, { name: 'bench' });
  const { db } = platform.database;
  const approvalAgent = await insertAgent(db, spora.userId, 'Bench approvals', {
    tools: { [spora.toolClasses.add[0]]: spora.toolClasses.add[1] },
    approval: true,
  });
  const load = { running: false, loops: [] };
  return {
    ...spora,
    /** Where the coordinator reaches the API, and the token it signs its requests with. */
    connection: () => ({ url: server.url, token: token.secret }),
    /** Keeps `count` tasks in flight, each starting again when it ends, until `stopLoad`. */
    startLoad({ count, steps, delayMs }) {
      load.running = true;
      load.loops = Array.from({ length: count }, async () => {
        while (load.running) await spora.runTask({ steps, delayMs });
      });
      return null;
    },
    async stopLoad() {
      load.running = false;
      await Promise.all(load.loops);
      return null;
    },
    /** Tasks each parked on one `add` call awaiting approval: `{ taskId, callId }`. */
    async parkedTasks({ count }) {
      const parked = [];
      for (let index = 0; index < count; index++) {
        const started = await platform.orchestrator.start(approvalAgent.id, 'bench steps=1 delay=0', {
          maxSteps: 3,
        });
        const task = await spora.settled(started.id);
        if (task.status !== 'PENDING_APPROVAL')
          throw new Error(`task ${task.id} is ${task.status}, not parked`);
        const call = await db
          .selectFrom('tool_calls')
          .select('provider_call_id')
          .where('task_id', '=', task.id)
          .executeTakeFirstOrThrow();
        parked.push({ taskId: task.id, callId: call.provider_call_id });
      }
      watchToolStarts(parked.map(({ taskId }) => taskId));
      return parked;
    },
    /** When the approved call of each task began to run (shared clock; null: not yet). */
    toolStarts({ taskIds }) {
      return toolStartsOf(taskIds);
    },
    /** The approval inbox at scale (`spora-inbox-seed.mjs`): the parked `{ taskId, callId }`. */
    seedInbox({ agents, calls }) {
      return seedInbox(db, spora.userId, { agents, calls });
    },
    /** Starts a task whose prompt carries `marker`; the time just before, on the shared clock. */
    async publish({ marker }) {
      const at = now();
      await platform.orchestrator.start(spora.agentId, `bench steps=0 delay=0 ${marker}`, { maxSteps: 1 });
      return at;
    },
    async close() {
      load.running = false;
      await Promise.all(load.loops);
      await server.stop();
      await spora.close();
    },
  };
}
