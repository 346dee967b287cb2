/**
 * Cancelling a rehearsal stops everything of it, a failed task's automatic retry included: the
 * retry would otherwise run the prompt again, and spend tokens, after the rehearsal was stopped.
 * Its notice then says it was cancelled, as its report does.
 */
import { LlmError } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RehearsalService } from '../../src/rehearsals/index.js';
import { testEngines } from '../support/test-databases.js';
import { type LoopHarness, openLoopHarness } from '../support/test-orchestrator.js';
import { ModelsBySystemPrompt } from './rehearsal-support.js';

describe.each(testEngines)('cancelling a rehearsal on $name', (engine) => {
  let harness: LoopHarness;
  let models: ModelsBySystemPrompt;

  beforeEach(async () => {
    models = new ModelsBySystemPrompt();
    harness = await openLoopHarness(engine, 'sync', () => models, { liveEvents: true });
  });

  afterEach(() => harness.dispose());

  it("cancels a failed task's scheduled automatic retry", async () => {
    const { platform } = harness.test;
    const db = platform.database.db;
    const { id } = await harness.agent({ systemPrompt: 'agent', retryAfterMinutes: 60, maxRetries: 1 });
    const agent = await db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rehearsals = new RehearsalService({
      db,
      engine: platform.database.engine,
      tools: platform.tools,
      orchestrator: harness.orchestrator,
      events: platform.liveEvents.recorder,
    });
    models.for('agent').enqueue({ error: new LlmError('SERVER_OVERLOADED', 'overloaded', { status: 529 }) });

    const made = await rehearsals.create(agent, harness.userId, { source: { kind: 'prompt', prompt: 'Hi' } });
    const taskId = made.runs[0]?.task_id as number;
    expect(await harness.orchestrator.getTask(taskId)).toMatchObject({ status: 'FAILED' });
    expect((await harness.orchestrator.getTask(taskId)).retry_after).not.toBeNull();

    const cancelled = await rehearsals.cancel(made.id, harness.userId);
    expect(await harness.orchestrator.getTask(taskId)).toMatchObject({
      status: 'CANCELLED',
      retry_after: null,
    });
    expect(cancelled.status).toBe('cancelled');
    // The one notice says what the report says.
    const told = await db.selectFrom('notifications').select(['type', 'data']).execute();
    expect(told.map((row) => [row.type, JSON.parse(row.data ?? '{}').status])).toEqual([
      ['rehearsal_finished', 'cancelled'],
    ]);
  });
});
