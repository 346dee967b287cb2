// Spora as the platform really runs a task: `openPlatform` with a worker in this process, the
// agent's model reached through the OpenAI-compatible driver over HTTP, tasks queued through the
// orchestrator and claimed by the worker.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createLogger,
  loadConfig,
  loopThreadConcurrencies,
  nowIso,
  openPlatform,
  PrecompiledQuery,
  queuedTaskValues,
} from '@spora/server';
import { AddTool, addToolClass, SideEffectingAddTool, sideEffectingAddToolClass } from './add-tool.mjs';
import { seededHistory } from './floor-loop.mjs';
import { insertAgent, insertFakeModel, insertUser } from './spora-seed.mjs';

const insertSeededRow = new PrecompiledQuery((db, slots) =>
  db.insertInto('task_history').values({
    task_id: slots.task_id,
    sequence: slots.sequence,
    role: slots.role,
    content: slots.content,
    created_at: slots.created_at,
  }),
);

const settledStatuses = new Set(['COMPLETED', 'FAILED', 'ABORTED', 'PENDING_APPROVAL']);
const settlePollMs = 10;

/** The bench's tools as an App, which loop threads load for themselves. */
const benchAppDir = fileURLToPath(new URL('./bench-app', import.meta.url));

/** The configuration `spora serve` / `spora worker` would load, with everything kept under `dir`. */
export function benchConfig(dir, databaseUrl, overrides = {}) {
  mkdirSync(dir, { recursive: true });
  return loadConfig({
    env: {},
    cwd: dir,
    overrides: {
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      secretKeyFile: join(dir, 'spora.key'),
      skillsDirectory: join(dir, 'skills'),
      pluginsDir: join(dir, 'plugins'),
      appDir: join(dir, 'app'),
      ...overrides,
    },
  });
}

/**
 * Spora with a worker in this process, or with `loopThreads` as `spora serve` runs by default: the
 * loop on threads of its own (one per core this process may use), the tools loaded from an App.
 */
export async function openSpora({
  llmUrl,
  dir,
  databaseUrl,
  concurrency = 4,
  approval = false,
  loopThreads = false,
}) {
  const config = benchConfig(dir, databaseUrl, {
    workerConcurrency: concurrency,
    ...(loopThreads ? { appDir: benchAppDir, loopThreads: 'auto' } : {}),
  });
  const platform = await openPlatform(config, createLogger('warn', false), {
    processKind: loopThreads ? 'server' : 'worker',
    sqliteSignalScope: loopThreads ? 'threads' : 'process',
  });
  const toolClasses = loopThreads
    ? { add: ['app/AddTool', 'app:add'], addOnce: ['app/SideEffectingAddTool', 'app:add_once'] }
    : { add: [addToolClass, 'add'], addOnce: [sideEffectingAddToolClass, 'add_once'] };
  if (!loopThreads) {
    platform.tools.register({ kind: 'core' }, AddTool);
    platform.tools.register({ kind: 'core' }, SideEffectingAddTool);
  }
  const { db } = platform.database;
  const user = await insertUser(db, 'bench@example.test');
  const agent = await insertAgent(db, user.id, 'Bench', {
    tools: { [toolClasses.add[0]]: toolClasses.add[1] },
    approval,
  });
  // The same agent with the side-effecting addition: two commits per step (intent, result).
  const sideEffectingAgent = await insertAgent(db, user.id, 'Bench, side effects', {
    tools: { [toolClasses.addOnce[0]]: toolClasses.addOnce[1] },
  });
  await insertFakeModel(db, llmUrl);
  const { orchestrator } = platform;
  const finished = new Map();
  const waiters = new Map();
  const settle = (task) => {
    const waiter = waiters.get(task.id);
    waiters.delete(task.id);
    if (waiter) waiter(task);
    else finished.set(task.id, task);
  };
  const { worker, stopFollowing } = loopThreads
    ? await followOnThreads(platform, config, waiters, settle)
    : await followInProcess(platform, settle);
  const settled = (taskId) => {
    const task = finished.get(taskId);
    if (task) {
      finished.delete(taskId);
      return Promise.resolve(task);
    }
    return new Promise((resolve) => waiters.set(taskId, resolve));
  };

  /** A queued task whose conversation already holds `historyRows` messages before the prompt. */
  async function queueWithHistory(prompt, maxSteps, historyRows) {
    if (!worker) throw new Error('tasks with seeded history are queued for a worker in this process');
    const now = nowIso();
    const taskId = await db.transaction().execute(async (trx) => {
      const task = await trx
        .insertInto('tasks')
        .values(
          queuedTaskValues({
            agentId: agent.id,
            userId: user.id,
            runnerUserId: null,
            prompt,
            maxSteps,
            parentTaskId: null,
            data: null,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = [...seededHistory(historyRows), { role: 'user', content: prompt }].map(
        (message, index) => ({
          task_id: task.id,
          sequence: index,
          role: message.role,
          content: message.content,
          created_at: now,
        }),
      );
      // SQLite: one compiled insert per row, as the floor seeds its rows with one prepared
      // statement. PostgreSQL: one statement, since there each statement is a round trip.
      if (platform.database.engine === 'postgres')
        await trx.insertInto('task_history').values(rows).execute();
      else for (const row of rows) await insertSeededRow.execute(trx, row);
      return task.id;
    });
    worker.wake();
    return taskId;
  }

  return {
    platform,
    toolClasses,
    agentId: agent.id,
    userId: user.id,
    settled,
    /** One task of `steps` tool steps; with `sideEffecting`, of the side-effecting addition. */
    async runTask({ steps, delayMs = 0, historyRows = 0, sideEffecting = false }) {
      const prompt = `bench steps=${steps} delay=${delayMs}`;
      const maxSteps = Math.min(100, steps + 1);
      const agentId = sideEffecting ? sideEffectingAgent.id : agent.id;
      const taskId =
        historyRows > 0
          ? await queueWithHistory(prompt, maxSteps, historyRows)
          : (await orchestrator.start(agentId, prompt, { maxSteps })).id;
      const task = await settled(taskId);
      if (task.status !== 'COMPLETED' || task.step_count !== steps + 1) {
        throw new Error(
          `task ${taskId} ended ${task.status} after ${task.step_count} steps: ${task.error_message}`,
        );
      }
      return task;
    },
    async close() {
      stopFollowing();
      await platform.close();
    },
  };
}

/**
 * A worker in this process. It has no completion callback, so the harness learns that a run ended
 * by wrapping the one method the worker calls per run.
 */
async function followInProcess(platform, settle) {
  const { orchestrator } = platform;
  const worker = await platform.startWorker();
  const runClaimed = orchestrator.runClaimed.bind(orchestrator);
  orchestrator.runClaimed = async (taskId, ...rest) => {
    try {
      return await runClaimed(taskId, ...rest);
    } finally {
      const task = await orchestrator.getTask(taskId);
      if (settledStatuses.has(task.status)) settle(task);
    }
  };
  return { worker, stopFollowing: () => {} };
}

/**
 * The loop on threads: the harness looks for the tasks it waits on every few milliseconds, in one
 * read, which costs this thread (the API's) less than following the user's live events would. No
 * worker runs in this thread.
 */
async function followOnThreads(platform, config, waiting, settle) {
  await platform.startLoopThreads(loopThreadConcurrencies(config));
  const { db } = platform.database;
  let polling = false;
  const poll = setInterval(async () => {
    if (polling || waiting.size === 0) return;
    polling = true;
    try {
      const tasks = await db
        .selectFrom('tasks')
        .select(['id', 'status', 'step_count', 'error_message'])
        .where('id', 'in', [...waiting.keys()])
        .where('status', 'in', [...settledStatuses])
        .execute();
      for (const task of tasks) settle(task);
    } catch {
      // A look cut short (the database closing under it) is made again at the next tick.
    } finally {
      polling = false;
    }
  }, settlePollMs);
  return { worker: null, stopFollowing: () => clearInterval(poll) };
}
