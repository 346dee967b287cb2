import type { LlmDriver } from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { SporaConfig } from '../../src/config/index.js';
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
import { catchUpMcpTools } from '../../src/runtime/platform-mcp.js';
import { settingsSubjectOf } from '../../src/settings/index.js';
import type { ToolRegistry } from '../../src/tools/index.js';
import { TaskWorker } from '../../src/worker/task-worker.js';
import { type AgentSeed, createAgent, createLlmConfiguration, createUser } from './seed.js';
import { standIn } from './stand-in.js';
import type { TestEngine } from './test-databases.js';
import { openTestPlatform, type TestPlatform } from './test-platform.js';
import { executions, testToolClasses } from './test-tools.js';

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

export interface LoopHarnessOptions {
  readonly leaseTtlMs?: number;
  readonly withLlmConfiguration?: boolean;
  /** Builds drivers from the stored configuration instead of `driver` (real drivers over HTTP). */
  readonly provider?: LlmDriverProvider;
  /** Worker mode without a worker: the test claims and runs tasks itself. */
  readonly withoutWorker?: boolean;
  /** Services merged into core tools' contexts, built from the platform (an agent directory …). */
  readonly coreCapabilities?: (platform: Platform) => ToolEnvironment['coreCapabilities'];
  /** Record live events and notifications as the platform does. */
  readonly liveEvents?: boolean;
  /** Receives the stop signals the orchestrator sends to other processes. */
  readonly onStopped?: (leaseOwner: string) => void;
  /** Configuration the platform opens with besides the test defaults (a plugins folder …). */
  readonly platform?: Partial<SporaConfig>;
}

/** A platform with test tools, a global default LLM configuration and an orchestrator whose model is `driver()`. */
export async function openLoopHarness(
  engine: TestEngine,
  mode: ExecutionMode,
  driver: () => LlmDriver,
  options: LoopHarnessOptions = {},
): Promise<LoopHarness> {
  const test = await openTestPlatform(engine, options.platform);
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
    catchUpTools: catchUpMcpTools(platform.mcpServers),
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

/**
 * What a loop test reads of the harness `useLoopHarness` opens for it. `harness` and `model` stand
 * for the current test's (each read goes to the one open now), so a file names them once.
 */
export interface LoopFixture {
  readonly harness: LoopHarness;
  /** The harness's model: the test enqueues its answers. */
  readonly model: ScriptedLlmDriver;
  db(): Kysely<Database>;
}

/**
 * The set-up most loop tests share, as hooks of the enclosing suite: before each test the test
 * tools' executions are forgotten and a harness is opened on a new database, its model a new
 * `ScriptedLlmDriver`; after each test the harness is closed. Hooks a file adds after this call
 * run after the harness opened and before it closes.
 */
export function useLoopHarness(
  engine: TestEngine,
  mode: ExecutionMode,
  options: LoopHarnessOptions = {},
): LoopFixture {
  let current: { readonly harness: LoopHarness; readonly model: ScriptedLlmDriver } | null = null;
  beforeEach(async () => {
    executions.length = 0;
    const model = new ScriptedLlmDriver();
    current = { model, harness: await openLoopHarness(engine, mode, () => model, options) };
  });
  afterEach(async () => {
    await current?.harness.dispose();
    current = null;
  });
  const opened = () => {
    if (current === null) throw new Error('the loop harness is open only while a test runs');
    return current;
  };
  return {
    harness: standIn(() => opened().harness),
    model: standIn(() => opened().model),
    db: () => opened().harness.test.platform.database.db,
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
