/**
 * A task started by hand under a rehearsal's task (`parent_task_id`) belongs to that rehearsal,
 * as its sub-agent tasks do: its calls are simulated, and it is reported, cancelled and deleted
 * with the rehearsal instead of being real work that goes with it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openRehearsalApiFixture, type RehearsalApiFixture } from './rehearsal-api-fixture.js';

describe.each(testEngines)('a task started under a rehearsal task on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: RehearsalApiFixture;

  beforeEach(async () => {
    fixture = await openRehearsalApiFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('belongs to the rehearsal of its parent', async () => {
    llm.enqueue({ kind: 'text', text: 'Rehearsed.' });
    const made = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Check the queue' },
    });
    const rehearsal = (made.json() as { data: { id: number; runs: { task_id: number }[] } }).data;

    llm.enqueue({ kind: 'text', text: 'Child.' });
    const started = await fixture.owner.request('POST', '/api/v1/tasks', {
      agent_id: fixture.agentId,
      prompt: 'Look closer',
      parent_task_id: rehearsal.runs[0]?.task_id,
    });
    expect(started.statusCode).toBe(201);
    const child = (started.json() as { data: { task: { id: number; rehearsal_id: number | null } } }).data
      .task;
    expect(child.rehearsal_id).toBe(rehearsal.id);
  });
});
