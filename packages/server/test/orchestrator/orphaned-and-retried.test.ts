/**
 * What the reaper and retries leave behind: only claims that ended without progress count towards
 * ORPHANED, an orphaned task's open calls are closed as interrupted, and a retried task that
 * completes carries nothing of the failure it was retried from.
 */
import { ScriptedLlmDriver } from '@spora/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoAfter } from '../../src/db/index.js';
import { loadHistory } from '../../src/orchestrator/history.js';
import { queueDueRetries, reapExpiredLeases } from '../../src/orchestrator/task-leases.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { executions } from '../support/test-tools.js';

describe.each(testEngines)('orphaned and retried tasks on $name', (engine) => {
  let harness: LoopHarness;
  let model: ScriptedLlmDriver;
  const dyingRuns: Promise<unknown>[] = [];

  beforeEach(async () => {
    executions.length = 0;
    model = new ScriptedLlmDriver();
    harness = await openLoopHarness(engine, 'worker', () => model, {
      leaseTtlMs: 60_000,
      withoutWorker: true,
    });
  });

  afterEach(async () => {
    harness.orchestrator.cancelAllLocalRuns();
    await Promise.allSettled(dyingRuns.splice(0));
    await harness.dispose();
  });

  const db = () => harness.test.platform.database.db;
  const maxClaimAttempts = 3;

  /** A claim that records a model turn and starts a long call, then stops renewing its lease. */
  async function claimThatProgressesAndDies(taskId: number, round: number): Promise<void> {
    model.enqueue({ toolCalls: [{ id: `slow-${round}`, name: 'slow', arguments: { ms: 30_000 } }] });
    dyingRuns.push(harness.orchestrator.tick(taskId));
    await harness.waitFor(taskId, () => executions.length === round + 1);
    await db()
      .updateTable('tasks')
      .set({ lease_expires_at: isoAfter(-1000) })
      .where('id', '=', taskId)
      .execute();
  }

  it('requeues a task whose every claim made progress, however often its worker stopped', async () => {
    // Each claim leaves a call with effects running; this agent lets the model hear of it and go on
    // (a reconciling one would wait for a person after the first), so every claim can progress.
    const agent = await harness.agent({ maxSteps: 20, reconcileUncertainCalls: false });
    const task = await harness.orchestrator.start(agent.id, 'Keep going');
    for (let round = 0; round < maxClaimAttempts + 1; round += 1) {
      await claimThatProgressesAndDies(task.id, round);
      await reapExpiredLeases(db(), maxClaimAttempts);
      expect((await harness.orchestrator.getTask(task.id)).status).toBe('QUEUED');
    }
  });

  it('fails a task as ORPHANED after claims without progress, closing its open calls as interrupted', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Go');
    await claimThatProgressesAndDies(task.id, 0);
    // Later claims that never got as far as a model turn.
    await db()
      .updateTable('tasks')
      .set({ claim_attempts: maxClaimAttempts })
      .where('id', '=', task.id)
      .execute();
    expect(await reapExpiredLeases(db(), maxClaimAttempts)).toEqual({ requeued: 0, orphaned: 1 });
    const failed = await harness.orchestrator.getTask(task.id);
    expect(failed).toMatchObject({ status: 'FAILED', error_code: 'ORPHANED' });
    const calls = await db().selectFrom('tool_calls').selectAll().where('task_id', '=', task.id).execute();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ provider_call_id: 'slow-0', status: 'INTERRUPTED', result_success: 0 });
    expect(calls[0]?.result_content).toContain('may or may not have taken effect');
    const history = await loadHistory(db(), task.id);
    expect(history.at(-1)).toMatchObject({ role: 'tool', toolCallId: 'slow-0' });
    expect(history.at(-1)?.content).toBe(calls[0]?.result_content);
  });

  it('clears the failure of a task retried by hand once it completes', async () => {
    const agent = await harness.agent({ maxSteps: 1, pauseAtStepLimit: false });
    model.enqueue({ toolCalls: [{ id: 'e', name: 'echo', arguments: { text: 'one' } }] });
    const task = await harness.orchestrator.start(agent.id, 'Loop');
    const failed = await harness.orchestrator.tick(task.id);
    expect(failed).toMatchObject({ status: 'FAILED', error_code: 'MAX_STEPS_REACHED' });
    expect(failed.error_message).not.toBeNull();
    expect(JSON.parse(failed.data ?? '{}')).toMatchObject({ max_steps_reached: true });

    model.enqueue({ text: 'Done.' });
    await harness.orchestrator.retry(task.id);
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      error_code: null,
      error_message: null,
      failure_reason: null,
    });
    expect(JSON.parse(done.data ?? '{}')).not.toHaveProperty('max_steps_reached');
  });

  it('clears the failure of a task retried automatically once it completes', async () => {
    const agent = await harness.agent();
    const task = await harness.orchestrator.start(agent.id, 'Try');
    await db()
      .updateTable('tasks')
      .set({
        status: 'FAILED',
        error_code: 'RATE_LIMIT',
        error_message: 'The provider is rate limiting.',
        failure_reason: '429',
        retry_of_task_id: task.id,
        retry_after: isoAfter(-1000),
        data: JSON.stringify({ max_steps_reached: true, run_id: 7 }),
      })
      .where('id', '=', task.id)
      .execute();
    expect(await queueDueRetries(db())).toBe(1);
    model.enqueue({ text: 'Done.' });
    const done = await harness.orchestrator.tick(task.id);
    expect(done).toMatchObject({ status: 'COMPLETED', error_code: null, error_message: null });
    expect(JSON.parse(done.data ?? '{}')).toEqual({ run_id: 7 });
  });
});
