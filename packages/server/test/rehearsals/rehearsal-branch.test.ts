/**
 * Editing or regenerating a message of a rehearsal's task branches it into a task of the same
 * rehearsal: the branch's calls are simulated as the source's were, never run for real, and it
 * is reported with the rehearsal instead of counting as real work.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openRehearsalApiFixture, type RehearsalApiFixture } from './rehearsal-api-fixture.js';

describe.each(testEngines)('branching a rehearsal task on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: RehearsalApiFixture;

  beforeEach(async () => {
    fixture = await openRehearsalApiFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('keeps a branch or regeneration of a rehearsal task in the rehearsal', async () => {
    llm.enqueue({ kind: 'text', text: 'Rehearsed.' });
    const made = await fixture.rehearse(fixture.owner, {
      source: { kind: 'prompt', prompt: 'Check the queue' },
    });
    const rehearsal = (made.json() as { data: { id: number; runs: { task_id: number }[] } }).data;
    const sourceId = rehearsal.runs[0]?.task_id;

    llm.enqueue({ kind: 'text', text: 'Edited.' }, { kind: 'text', text: 'Again.' });
    const edited = await fixture.owner.request('POST', `/api/v1/tasks/${sourceId}/branch`, {
      sequence: 0,
      prompt: 'Check the other queue',
    });
    const regenerated = await fixture.owner.request('POST', `/api/v1/tasks/${sourceId}/regenerate`, {});
    const branches = [edited, regenerated].map((response) => {
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { task: { id: number; rehearsal_id: number | null } } }).data.task;
    });
    expect(branches.map((task) => task.rehearsal_id)).toEqual([rehearsal.id, rehearsal.id]);

    const rows = await fixture.api.platform.database.db
      .selectFrom('tasks')
      .select(['rehearsal_id', 'rehearsal_of_task_id'])
      .where(
        'id',
        'in',
        branches.map((task) => task.id),
      )
      .execute();
    expect(rows).toEqual([
      { rehearsal_id: rehearsal.id, rehearsal_of_task_id: null },
      { rehearsal_id: rehearsal.id, rehearsal_of_task_id: null },
    ]);
    const real = await fixture.owner.request('GET', '/api/v1/tasks');
    expect((real.json() as { data: { tasks: unknown[] } }).data.tasks).toEqual([]);
  });
});
