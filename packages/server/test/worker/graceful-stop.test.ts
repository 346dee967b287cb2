/**
 * A worker stopped gracefully hands its tasks back: running tool calls finish within the grace
 * period and are recorded, calls it never started wait for the next worker, a model request in
 * flight is dropped, and the task is queued again at once without the claim counting towards
 * ORPHANED. Another worker then finishes the task without running any call twice.
 */
import {
  AbstractTool,
  Tool,
  type ToolArguments,
  type ToolContext,
  ToolParameter,
  ToolResult,
} from '@spora/sdk';
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';
import { cutShortByShutdownMessage } from '../../src/orchestrator/hand-back.js';
import { TaskWorker } from '../../src/worker/task-worker.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness, otherWorker } from '../support/test-orchestrator.js';

const started: string[] = [];
const gate = { open: () => {}, opened: Promise.resolve() };

function closeGate(): void {
  let open = () => {};
  gate.opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate.open = open;
}

/** Works until the test opens the gate; gives up only when its signal fires. */
@Tool({ name: 'gated', description: 'Works until the gate opens.' })
@ToolParameter({ name: 'label', type: 'string', description: 'Which call this is.' })
class GatedTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    ctx.signal.throwIfAborted();
    started.push(String(args.label));
    await new Promise<void>((resolve, reject) => {
      ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
      void gate.opened.then(resolve);
    });
    return ToolResult.ok(`done ${String(args.label)}`);
  }

  describeAction(args: ToolArguments): string {
    return `Work on ${String(args.label)}`;
  }
}

describe.each(testEngines)('graceful stop of a worker on $name', (engine) => {
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  const workers: TaskWorker[] = [];

  beforeEach(async () => {
    started.length = 0;
    closeGate();
    model = new ScriptedLlmDriver();
    harness = await openLoopHarness(engine, 'worker', () => model, { withoutWorker: true });
    harness.test.platform.tools.register({ kind: 'core' }, GatedTool);
  });

  afterEach(async () => {
    gate.open();
    for (const worker of workers.splice(0)) await worker.stop();
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;

  function stoppingWorker(shutdownGraceMs: number): TaskWorker {
    const worker = new TaskWorker(
      db(),
      harness.test.platform.database.engine,
      harness.orchestrator,
      createLogger('silent', false),
      {
        concurrency: 2,
        pollIntervalMs: 50,
        leaseTtlMs: 10_000,
        maxClaimAttempts: 3,
        shutdownGraceMs,
      },
    );
    workers.push(worker);
    return worker;
  }

  function nextWorker(): TaskWorker {
    const worker = otherWorker({
      db: db(),
      engine: harness.test.platform.database.engine,
      tools: harness.test.platform.tools,
      model,
      leaseTtlMs: 10_000,
      pollIntervalMs: 50,
      processId: 'next-worker',
    });
    workers.push(worker);
    return worker;
  }

  const calls = (taskId: number) =>
    db()
      .selectFrom('tool_calls')
      .select(['provider_call_id', 'status', 'result_content'])
      .where('task_id', '=', taskId)
      .orderBy('call_index')
      .execute();

  async function startTask(prompt: string) {
    const agent = await harness.agent({ tools: { 'core/GatedTool': 'gated' } });
    return harness.orchestrator.start(agent.id, prompt);
  }

  it('lets running calls finish, keeps the others for the next worker, and hands the task back', async () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f'];
    model.enqueue(
      { toolCalls: labels.map((label) => ({ id: `call-${label}`, name: 'gated', arguments: { label } })) },
      { text: 'All six done.' },
    );
    const task = await startTask('Six things');
    const first = stoppingWorker(60_000);
    await first.start();
    await waitUntil(() => started.length === 4);

    const stopped = first.stop();
    // The stop waits for the running calls; they finish once the gate opens.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gate.open();
    await stopped;

    const handedBack = await harness.orchestrator.getTask(task.id);
    expect(handedBack).toMatchObject({ status: 'QUEUED', lease_owner: null, claim_attempts: 0 });
    expect((await calls(task.id)).map((call) => [call.provider_call_id, call.status])).toEqual([
      ['call-a', 'COMPLETED'],
      ['call-b', 'COMPLETED'],
      ['call-c', 'COMPLETED'],
      ['call-d', 'COMPLETED'],
      ['call-e', 'APPROVED'],
      ['call-f', 'APPROVED'],
    ]);

    await nextWorker().start();
    const done = await harness.settled(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', final_response: 'All six done.' });
    expect([...started].sort()).toEqual(labels);
    expect((await calls(task.id)).map((call) => call.status)).toEqual(labels.map(() => 'COMPLETED'));
    const results = model.requests[1]?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(results.map((message) => message.content).sort()).toEqual(labels.map((label) => `done ${label}`));
  });

  it('closes calls still running when the grace period ends as interrupted, and never runs them again', async () => {
    model.enqueue(
      { toolCalls: [{ id: 'call-slow', name: 'gated', arguments: { label: 'slow' } }] },
      { text: 'It may have happened.' },
    );
    const task = await startTask('One slow thing');
    const first = stoppingWorker(20);
    await first.start();
    await waitUntil(() => started.length === 1);
    await first.stop();

    expect(await harness.orchestrator.getTask(task.id)).toMatchObject({
      status: 'QUEUED',
      lease_owner: null,
    });
    expect(await calls(task.id)).toEqual([
      { provider_call_id: 'call-slow', status: 'INTERRUPTED', result_content: cutShortByShutdownMessage },
    ]);

    await nextWorker().start();
    expect(await harness.settled(task.id)).toMatchObject({ status: 'COMPLETED' });
    expect(started).toEqual(['slow']);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: cutShortByShutdownMessage,
    });
  });

  it('drops a model request in flight and gives its step back', async () => {
    model.enqueue({ text: 'never delivered', delayMs: 60_000 }, { text: 'Answered by the next worker.' });
    const task = await startTask('Think slowly');
    const first = stoppingWorker(60_000);
    await first.start();
    await harness.waitFor(task.id, (current) => current.status === 'RUNNING' && current.step_count === 1);
    await waitUntil(() => model.requests.length === 1);
    await first.stop();

    expect(await harness.orchestrator.getTask(task.id)).toMatchObject({
      status: 'QUEUED',
      lease_owner: null,
      step_count: 0,
      claim_attempts: 0,
    });
    await nextWorker().start();
    expect(await harness.settled(task.id)).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Answered by the next worker.',
      step_count: 1,
    });
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
