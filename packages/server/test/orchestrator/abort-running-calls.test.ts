/**
 * An abort that arrives while a turn's tool calls run: the process survives (no unhandled
 * rejection), calls beyond the concurrency bound never start, and each call is closed with what
 * is known about it — running calls "may or may not have taken effect", unstarted ones did not run.
 */

import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
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
import { openTaskApi } from '../support/task-api.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';

const started: string[] = [];

/** Honours its signal the way a careful tool does: refuses to begin once aborted, stops when aborted. */
@Tool({ name: 'guarded', description: 'Works until it is told to stop.' })
@ToolParameter({ name: 'label', type: 'string', description: 'Which call this is.' })
class GuardedTool extends AbstractTool {
  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    ctx.signal.throwIfAborted();
    started.push(String(args.label));
    await new Promise<void>((_resolve, reject) => {
      ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
    });
    return ToolResult.ok('unreachable');
  }

  describeAction(args: ToolArguments): string {
    return `Work on ${String(args.label)}`;
  }
}

describe.each(testEngines)('abort while tool calls run, on $name', (engine) => {
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeEach(async () => {
    started.length = 0;
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    model = new ScriptedLlmDriver();
    harness = await openLoopHarness(engine, 'worker', () => model);
    harness.test.platform.tools.register({ kind: 'core' }, GuardedTool);
  });

  afterEach(async () => {
    await harness.dispose();
    process.off('unhandledRejection', onUnhandled);
  });

  it('stops the running calls, starts none of the others, and closes each honestly', async () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f'];
    model.enqueue({
      toolCalls: labels.map((label) => ({ id: `call-${label}`, name: 'guarded', arguments: { label } })),
    });
    const agent = await harness.agent({ tools: { 'core/GuardedTool': 'guarded' } });
    const task = await harness.orchestrator.start(agent.id, 'Work on six things');
    await waitUntil(() => started.length === 4);

    const aborted = await harness.orchestrator.abort(task.id);
    expect(aborted.status).toBe('ABORTED');
    await harness.worker?.idle();
    // Rejections surface a turn of the event loop after they happen.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(unhandled).toEqual([]);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    const calls = await harness.test.platform.database.db
      .selectFrom('tool_calls')
      .select(['provider_call_id', 'status', 'result_content'])
      .where('task_id', '=', task.id)
      .orderBy('call_index')
      .execute();
    expect(calls.map((call) => call.status)).toEqual(labels.map(() => 'INTERRUPTED'));
    for (const call of calls.slice(0, 4)) {
      expect(call.result_content).toContain('may or may not have taken effect');
    }
    for (const call of calls.slice(4)) {
      expect(call.result_content).toBe('Stopped: the user aborted the task before this call ran.');
    }
    expect((await harness.orchestrator.getTask(task.id)).status).toBe('ABORTED');
  });

  it('answers the abort request of a task the server runs, and keeps serving', async () => {
    const llm: FakeLlm = await startFakeLlm();
    const api = await openTaskApi(engine, llm);
    try {
      api.platform.tools.register({ kind: 'core' }, GuardedTool);
      const alice = await api.signUp();
      const agent = await api.agentOf(alice.id, { tools: { 'core/GuardedTool': 'guarded' } });
      llm.enqueue({
        kind: 'tool_calls',
        calls: ['a', 'b', 'c', 'd', 'e', 'f'].map((label) => ({
          id: `call-${label}`,
          name: 'guarded',
          arguments: { label },
        })),
      });
      const worker = await api.platform.startWorker();
      const task = await api.platform.orchestrator.start(agent.id, 'Work on six things');
      await waitUntil(() => started.length === 4);

      const response = await alice.request('POST', `/api/v1/tasks/${task.id}/abort`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.task.status).toBe('ABORTED');
      await worker.idle();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(started).toEqual(['a', 'b', 'c', 'd']);
      expect((await alice.request('GET', `/api/v1/tasks/${task.id}`)).statusCode).toBe(200);
    } finally {
      await api.dispose();
      await llm.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
