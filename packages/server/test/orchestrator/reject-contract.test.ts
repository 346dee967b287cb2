/**
 * Rejections as seed 001 states them, and the record of decisions both paths keep: the bulk
 * reject leaves the calls' rejected_at / rejected_by / reject_reason empty and tells the model
 * "Action rejected by user: {reason}"; per-call decisions write those columns; both append who
 * decided what, when and why to `tool_call_decisions`.
 */
import { describe, expect, it } from 'vitest';
import { loadHistory } from '../../src/orchestrator/history.js';
import { loadDecisions } from '../../src/orchestrator/tool-call-decisions.js';
import { testEngines } from '../support/test-databases.js';
import { useLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('rejections and the decisions record on $name', (engine) => {
  const { harness, model } = useLoopHarness(engine, 'worker', { withoutWorker: true });

  const db = () => harness.test.platform.database.db;
  const callsOf = (taskId: number) =>
    db().selectFrom('tool_calls').selectAll().where('task_id', '=', taskId).orderBy('call_index').execute();

  async function paused(...ids: string[]): Promise<number> {
    model.enqueue({
      toolCalls: ids.map((id) => ({ id, name: 'files', arguments: { action: 'delete', path: `/${id}` } })),
    });
    const task = await harness.orchestrator.start((await harness.agent()).id, 'Delete');
    expect((await harness.orchestrator.tick(task.id)).status).toBe('PENDING_APPROVAL');
    return task.id;
  }

  it('bulk reject: calls REJECTED without per-call columns, the seed’s text, the task queued, the record kept', async () => {
    const taskId = await paused('a', 'b');
    const queued = await harness.orchestrator.reject(taskId, ' Too risky ', harness.userId);
    expect(queued).toMatchObject({ status: 'QUEUED', pending_state: null });
    const calls = await callsOf(taskId);
    expect(
      calls.map((call) => [call.status, call.rejected_at, call.rejected_by, call.reject_reason]),
    ).toEqual([
      ['REJECTED', null, null, null],
      ['REJECTED', null, null, null],
    ]);
    const history = await loadHistory(db(), taskId);
    expect(history.slice(-2).map((entry) => [entry.role, entry.toolCallId, entry.content])).toEqual([
      ['tool', 'a', 'Action rejected by user: Too risky'],
      ['tool', 'b', 'Action rejected by user: Too risky'],
    ]);
    const decisions = await loadDecisions(db(), taskId);
    expect(
      decisions.map((row) => [row.tool_call_id, row.decision, row.via, row.decided_by, row.reason]),
    ).toEqual(calls.map((call) => [call.id, 'reject', 'bulk', harness.userId, 'Too risky']));
    expect(Date.parse(decisions[0]?.decided_at ?? '')).not.toBeNaN();
    expect(executions).toEqual([]);
  });

  it('bulk reject without a reason says so, and is refused once nothing awaits a decision', async () => {
    const taskId = await paused('a');
    await harness.orchestrator.reject(taskId, '');
    expect((await loadHistory(db(), taskId)).at(-1)?.content).toBe(
      'Action rejected by user: No reason given.',
    );
    expect(await loadDecisions(db(), taskId)).toMatchObject([
      { decided_by: null, reason: 'No reason given.' },
    ]);
    await expect(harness.orchestrator.reject(taskId, 'again')).rejects.toMatchObject({
      code: 'INVALID_STATE',
      details: { status: 'QUEUED' },
    });
    expect(await loadDecisions(db(), taskId)).toHaveLength(1);
  });

  it('per-call decisions write the call’s columns and record approve, edit and reject', async () => {
    const taskId = await paused('a', 'b', 'c');
    await harness.orchestrator.resume(
      taskId,
      [
        { provider_call_id: 'a', decision: 'approve' },
        { provider_call_id: 'b', decision: 'approve', arguments: { action: 'delete', path: '/elsewhere' } },
      ],
      harness.userId,
    );
    await harness.orchestrator.resume(
      taskId,
      [{ provider_call_id: 'c', decision: 'reject', reason: 'Keep c' }],
      harness.userId,
    );
    const calls = await callsOf(taskId);
    expect(
      calls.map((call) => [call.status, call.approved_by, call.rejected_by, call.reject_reason]),
    ).toEqual([
      ['APPROVED', harness.userId, null, null],
      ['APPROVED', harness.userId, null, null],
      ['REJECTED', null, harness.userId, 'Keep c'],
    ]);
    const decisions = await loadDecisions(db(), taskId);
    expect(decisions.map((row) => [row.tool_call_id, row.decision, row.via, row.reason])).toEqual([
      [calls[0]?.id, 'approve', 'per_call', null],
      [calls[1]?.id, 'edit', 'per_call', null],
      [calls[2]?.id, 'reject', 'per_call', 'Keep c'],
    ]);
    expect(new Set(decisions.map((row) => row.decided_by))).toEqual(new Set([harness.userId]));
  });

  it('an approval whose "edit" repeats the proposed arguments is recorded as a plain approval', async () => {
    const taskId = await paused('a');
    await harness.orchestrator.resume(taskId, [
      { provider_call_id: 'a', decision: 'approve', arguments: { action: 'delete', path: '/a' } },
    ]);
    expect(await loadDecisions(db(), taskId)).toMatchObject([{ decision: 'approve' }]);
  });
});
