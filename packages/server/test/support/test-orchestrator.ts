import type { LlmDriver } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, DatabaseEngine, Task } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import { type ExecutionMode, Orchestrator } from '../../src/orchestrator/orchestrator.js';
import type { LlmDriverProvider } from '../../src/orchestrator/task-run.js';
import { isSettled } from '../../src/orchestrator/task-status.js';
import {
  declaredDefaultSettings,
  refuseNetwork,
  type ToolEnvironment,
} from '../../src/orchestrator/tool-execution.js';
import type { Platform } from '../../src/runtime/index.js';
import { settingsSubjectOf } from '../../src/settings/index.js';
import type { ToolRegistry } from '../../src/tools/index.js';
import { TaskWorker } from '../../src/worker/task-worker.js';
import { type AgentSeed, createAgent, createLlmConfiguration, createUser } from './seed.js';
import type { TestEngine } from './test-databases.js';
import { openTestPlatform, type TestPlatform } from './test-platform.js';
import { testToolClasses } from './test-tools.js';

export interface LoopHarness {
  readonly test: TestPlatform;
  readonly orchestrator: Orchestrator;
  readonly worker: TaskWorker | null;
  readonly userId: number;
  /** An agent with the test tools enabled (`core/EchoTool`, `core/FilesTool`, `core/SlowTool`, `core/ExplodingTool`, `core/TimeTool`). */
  agent(seed?: AgentSeed): Promise<{ id: number }>;
  /** Polls until the task settles (worker mode). */
  settled(taskId: number, timeoutMs?: number): Promise<Task>;
  waitFor(taskId: number, predicate: (task: Task) => boolean, timeoutMs?: number): Promise<Task>;
  dispose(): Promise<void>;
}

export const testToolNames: Record<string, string> = {
  'core/EchoTool': 'echo',
  'core/FilesTool': 'files',
  'core/SlowTool': 'slow',
  'core/ExplodingTool': 'explode',
  'core/TimeTool': 'time',
};

/** A platform with test tools, a global default LLM configuration and an orchestrator whose model is `driver()`. */
export async function openLoopHarness(
  engine: TestEngine,
  mode: ExecutionMode,
  driver: () => LlmDriver,
  options: {
    leaseTtlMs?: number;
    withLlmConfiguration?: boolean;
    /** Builds drivers from the stored configuration instead of `driver` (real drivers over HTTP). */
    provider?: LlmDriverProvider;
    /** Worker mode without a worker: the test claims and runs tasks itself. */
    withoutWorker?: boolean;
    /** Services merged into core tools' contexts, built from the platform (an agent directory …). */
    coreCapabilities?: (platform: Platform) => ToolEnvironment['coreCapabilities'];
    /** Record live events and notifications as the platform does. */
    liveEvents?: boolean;
    /** Receives the stop signals the orchestrator sends to other processes. */
    onStopped?: (leaseOwner: string) => void;
  } = {},
): Promise<LoopHarness> {
  const test = await openTestPlatform(engine);
  const { platform } = test;
  for (const ToolClass of testToolClasses) platform.tools.register({ kind: 'core' }, ToolClass);
  const db = platform.database.db;
  const user = await createUser(db);
  if (options.withLlmConfiguration !== false) await createLlmConfiguration(db);
  const leaseTtlMs = options.leaseTtlMs ?? 10_000;
  let worker: TaskWorker | null = null;
  const orchestrator = new Orchestrator({
    db,
    tools: platform.tools,
    drivers: options.provider ?? (() => driver()),
    toolEnvironment: {
      http: refuseNetwork,
      // The platform's cascade, so a test may store settings (with none stored: the declared defaults).
      settingsFor: (tool, agentId, principal) =>
        platform.toolSettings.getEffectiveSettings(settingsSubjectOf(tool), agentId, principal.ownerUserId),
      agentNames: (ids, ownerUserId) => platform.toolSettings.agentNames(ids, ownerUserId),
      logger: createLogger('silent', false),
      timeoutMs: 5_000,
      ...(options.coreCapabilities ? { coreCapabilities: options.coreCapabilities(platform) } : {}),
    },
    logger: createLogger('silent', false),
    leaseTtlMs,
    toolConcurrency: 4,
    onQueued: () => worker?.wake(),
    ...(options.onStopped ? { onStopped: options.onStopped } : {}),
    ...(options.liveEvents ? { events: platform.liveEvents.recorder } : {}),
    mode,
  });
  if (mode === 'worker' && !options.withoutWorker) {
    worker = new TaskWorker(db, platform.database.engine, orchestrator, createLogger('silent', false), {
      concurrency: 4,
      pollIntervalMs: 50,
      leaseTtlMs,
      maxClaimAttempts: 3,
    });
    worker.start();
  }
  const waitFor = async (taskId: number, predicate: (task: Task) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = await orchestrator.getTask(taskId);
      if (predicate(task)) return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} stayed ${task.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    test,
    orchestrator,
    worker,
    userId: user.id,
    agent: (seed = {}) => createAgent(db, user.id, { tools: testToolNames, ...seed }),
    settled: (taskId, timeoutMs) => waitFor(taskId, (task) => isSettled(task.status), timeoutMs),
    waitFor,
    async dispose() {
      await worker?.stop();
      await test.dispose();
    },
  };
}

export interface OtherWorkerOptions {
  readonly db: Kysely<Database>;
  readonly engine: DatabaseEngine;
  readonly tools: ToolRegistry;
  readonly model: LlmDriver;
  readonly leaseTtlMs: number;
  readonly pollIntervalMs: number;
  readonly processId: string;
}

/** A worker as another process would run it: its own orchestrator and lease owner on the given database. */
export function otherWorker(options: OtherWorkerOptions): TaskWorker {
  const logger = createLogger('silent', false);
  let worker: TaskWorker | null = null;
  const orchestrator = new Orchestrator({
    db: options.db,
    tools: options.tools,
    drivers: () => options.model,
    toolEnvironment: { http: refuseNetwork, settingsFor: declaredDefaultSettings, logger, timeoutMs: 10_000 },
    logger,
    leaseTtlMs: options.leaseTtlMs,
    toolConcurrency: 4,
    onQueued: () => worker?.wake(),
    mode: 'worker',
    processId: options.processId,
  });
  worker = new TaskWorker(options.db, options.engine, orchestrator, logger, {
    concurrency: 2,
    pollIntervalMs: options.pollIntervalMs,
    leaseTtlMs: options.leaseTtlMs,
    maxClaimAttempts: 3,
  });
  return worker;
}
