/**
 * Seed 000: "single-op agents may omit op". With one operation of a multi-operation tool enabled,
 * the narrowed schema no longer requires the discriminator, and a call without it runs that
 * operation — auto-approved, approved as proposed, or approved with edited arguments.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeModel, loopCases, scriptedModel } from '../support/http-scripted-model.js';
import { setOperationOverride } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(loopCases(testEngines))('single-operation calls on $label', ({ engine, mode, transport }) => {
  let harness: LoopHarness;
  let model: ReturnType<typeof scriptedModel>;

  beforeEach(async () => {
    executions.length = 0;
    model = scriptedModel(transport);
    harness = await openLoopHarness(engine, mode, () => model);
  });

  afterEach(async () => {
    await harness.dispose();
    await closeModel(model);
  });

  const db = () => harness.test.platform.database.db;
  /** An agent whose `files` tool has only `only` enabled. */
  const agentWithOnly = async (only: 'read' | 'delete') => {
    const agent = await harness.agent();
    const other = only === 'read' ? 'delete' : 'read';
    await setOperationOverride(db(), agent.id, 'core/FilesTool', other, { enabled: 0 });
    return agent;
  };
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();

  it('offers the narrowed schema without the discriminator required, and runs a call that omits it', async () => {
    const agent = await agentWithOnly('read');
    model.enqueue({ toolCalls: [{ id: 'r', name: 'files', arguments: { path: '/a' } }] }, { text: 'Read.' });
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Read /a')).id);

    const files = model.requests[0]?.tools.find((tool) => tool.name === 'files');
    expect(files?.parameters.required).not.toContain('action');
    expect(task.status).toBe('COMPLETED');
    expect(executions).toEqual([{ tool: 'files.read', args: { path: '/a', action: 'read' } }]);
    expect(await callsOf(task.id)).toMatchObject([{ status: 'COMPLETED', operation: 'read' }]);
    expect(model.requests[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: 'read /a done' });
  });

  it('still refuses a call naming an operation that is not enabled', async () => {
    const agent = await agentWithOnly('read');
    model.enqueue(
      { toolCalls: [{ id: 'd', name: 'files', arguments: { action: 'delete', path: '/a' } }] },
      { text: 'ok' },
    );
    const task = await harness.settled((await harness.orchestrator.start(agent.id, 'Delete /a')).id);
    expect(executions).toEqual([]);
    expect(await callsOf(task.id)).toMatchObject([{ status: 'DISABLED', operation: 'delete' }]);
  });

  it('pauses a call without the discriminator for approval and runs that operation once approved', async () => {
    const agent = await agentWithOnly('delete');
    model.enqueue({ toolCalls: [{ id: 'd', name: 'files', arguments: { path: '/b' } }] }, { text: 'Gone.' });
    const paused = await harness.settled((await harness.orchestrator.start(agent.id, 'Delete /b')).id);
    expect(paused.status).toBe('PENDING_APPROVAL');
    const [pending] = await callsOf(paused.id);
    expect(pending).toMatchObject({
      status: 'PENDING_APPROVAL',
      operation: 'delete',
      human_description: 'delete /b',
    });

    await harness.orchestrator.resume(paused.id, [{ provider_call_id: 'd', decision: 'approve' }]);
    expect((await harness.settled(paused.id)).status).toBe('COMPLETED');
    expect(executions).toEqual([{ tool: 'files.delete', args: { path: '/b', action: 'delete' } }]);
  });

  it('accepts edited arguments that leave the discriminator out', async () => {
    const agent = await agentWithOnly('delete');
    model.enqueue(
      { toolCalls: [{ id: 'd', name: 'files', arguments: { action: 'delete', path: '/b' } }] },
      { text: 'Gone.' },
    );
    const paused = await harness.settled((await harness.orchestrator.start(agent.id, 'Delete /b')).id);
    await harness.orchestrator.resume(paused.id, [
      { provider_call_id: 'd', decision: 'approve', arguments: { path: '/c' } },
    ]);
    expect((await harness.settled(paused.id)).status).toBe('COMPLETED');
    expect(executions).toEqual([{ tool: 'files.delete', args: { path: '/c', action: 'delete' } }]);
  });
});
