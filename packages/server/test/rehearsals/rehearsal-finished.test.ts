/**
 * A rehearsal's tasks tell nobody of their own ends; when the rehearsal's last task settles for
 * good, the person who rehearsed is told once, even when its tasks settle at the same time.
 */
import { LlmError } from '@spora/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { rehearsalReport } from '../../src/rehearsals/rehearsal-report.js';
import { rehearsalSummaries } from '../../src/rehearsals/rehearsal-summaries.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { createRehearsal, ModelsBySystemPrompt } from './rehearsal-support.js';

describe.each(testEngines)('rehearsal_finished on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  afterEach(() => harness.dispose());

  const open = async (withoutWorker: boolean) => {
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'worker', () => models, { liveEvents: true, withoutWorker });
  };
  const db = () => harness.test.platform.database.db;
  const notifications = () =>
    db().selectFrom('notifications').select(['type', 'user_id', 'task_id', 'data']).orderBy('id').execute();

  it('tells nothing of a rehearsal task itself, and tells the rehearsal once its last prompt settles', async () => {
    await open(true);
    const agent = await harness.agent({ systemPrompt: 'agent' });
    const rehearsal = await createRehearsal(db(), { agentId: agent.id, userId: harness.userId });
    models.for('agent').enqueue({ text: 'First.' }, { text: 'Second.' });
    const marker = { rehearsal: { id: rehearsal.id, ofTaskId: null } };
    const one = await harness.orchestrator.start(agent.id, 'One', marker);
    const two = await harness.orchestrator.start(agent.id, 'Two', marker);
    expect((await harness.orchestrator.tick(one.id)).status).toBe('COMPLETED');
    expect(await notifications()).toEqual([]);
    expect((await harness.orchestrator.tick(two.id)).status).toBe('COMPLETED');
    expect(await notifications()).toMatchObject([
      { type: 'rehearsal_finished', user_id: harness.userId, task_id: null },
    ]);
    expect(JSON.parse((await notifications())[0]?.data ?? '{}')).toEqual({
      rehearsal_id: rehearsal.id,
      agent_id: agent.id,
      prompts: 2,
      status: 'completed',
    });
    // A real task still tells its own completion.
    models.for('agent').enqueue({ text: 'Real.' });
    const real = await harness.orchestrator.start(agent.id, 'Real');
    await harness.orchestrator.tick(real.id);
    expect((await notifications()).map((row) => row.type)).toEqual(['rehearsal_finished', 'task_completed']);
  });

  it('is not finished while a failed prompt waits for its automatic retry', async () => {
    await open(true);
    const agent = await harness.agent({ systemPrompt: 'agent', retryAfterMinutes: 5, maxRetries: 1 });
    const rehearsal = await createRehearsal(db(), { agentId: agent.id, userId: harness.userId });
    models.for('agent').enqueue({ error: new LlmError('SERVER_OVERLOADED', 'overloaded', { status: 529 }) });
    const task = await harness.orchestrator.start(agent.id, 'One', {
      rehearsal: { id: rehearsal.id, ofTaskId: null },
    });
    const failed = await harness.orchestrator.tick(task.id);
    expect(failed).toMatchObject({ status: 'FAILED', retry_count: 1 });
    expect(failed.retry_after).not.toBeNull();
    expect(await notifications()).toEqual([]);
    // The report agrees: still running, not failed, while the retry is due.
    const row = await db()
      .selectFrom('rehearsals')
      .selectAll()
      .where('id', '=', rehearsal.id)
      .executeTakeFirstOrThrow();
    expect((await rehearsalReport(db(), row)).status).toBe('running');
    expect(
      (await rehearsalSummaries(db(), agent.id, null, { limit: 10, offset: 0 })).rehearsals,
    ).toMatchObject([{ id: rehearsal.id, status: 'running' }]);
  });

  it('tells once when its prompts settle side by side on several workers', async () => {
    await open(false);
    const agent = await harness.agent({ systemPrompt: 'agent' });
    const rehearsal = await createRehearsal(db(), { agentId: agent.id, userId: harness.userId });
    const marker = { rehearsal: { id: rehearsal.id, ofTaskId: null } };
    const prompts = ['One', 'Two', 'Three', 'Four'];
    models.for('agent').enqueue(...prompts.map((text) => ({ text, delayMs: 50 })));
    const tasks = await Promise.all(
      prompts.map((prompt) => harness.orchestrator.start(agent.id, prompt, marker)),
    );
    for (const task of tasks) expect((await harness.settled(task.id)).status).toBe('COMPLETED');
    expect((await notifications()).map((row) => row.type)).toEqual(['rehearsal_finished']);
  });
});
