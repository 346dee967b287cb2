import { describe, expect, it } from 'vitest';
import { derivedTitle } from '../../src/tasks/index.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { eventsOf, expectError, settledTask, taskOf, useConversationApi } from './conversation-api.js';

describe('a derived title', () => {
  it('is the first non-empty line, white space collapsed', () => {
    expect(derivedTitle('\n  \n  Plan   the\ttrip  \nto Rome')).toBe('Plan the trip');
  });

  it('is cut at a word boundary to at most 80 characters with an ellipsis', () => {
    const title = derivedTitle(`${'word '.repeat(30)}end`);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toBe(`${'word '.repeat(15).trimEnd()}…`);
    expect(derivedTitle('x'.repeat(100))).toBe(`${'x'.repeat(79)}…`);
  });
});

describe.each(testEngines)('conversation titles on $name', (engine) => {
  const { llm, api, alice, bob, agent } = useConversationApi(engine);

  const rename = (user: ApiUser, taskId: number, title: unknown) =>
    user.request('PATCH', `/api/v1/tasks/${taskId}`, { title });

  it('derives the title from the first prompt, also after a follow-up, in the list and the detail', async () => {
    llm.enqueue({ kind: 'text', text: 'Sure.' }, { kind: 'text', text: 'Done.' });
    const taskId = await settledTask(api, agent.id, 'Summarise   the report\nin three lines');
    await api.platform.orchestrator.continue(taskId, 'Now shorter');
    await api.platform.orchestrator.tick(taskId);

    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`)).title).toBe('Summarise the report');
    const list = await alice.request('GET', '/api/v1/tasks');
    expect(list.json().data.tasks[0]).toMatchObject({ id: taskId, title: 'Summarise the report' });
  });

  it('renames, trims, resets with null, and tells the other tabs', async () => {
    llm.enqueue({ kind: 'text', text: 'Sure.' });
    const taskId = await settledTask(api, agent.id, 'Plan the trip');
    const notifications = () =>
      api.platform.database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', alice.id)
        .execute();
    const notifiedBefore = await notifications();

    expect(taskOf(await rename(alice, taskId, '  Rome in May  ')).title).toBe('Rome in May');
    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`)).title).toBe('Rome in May');
    const [renamed] = (await eventsOf(api, taskId, 'task_status')).slice(-1);
    expect(renamed).toMatchObject({
      task_id: taskId,
      task: { id: taskId, title: 'Rome in May', status: 'COMPLETED' },
    });

    expect(taskOf(await rename(alice, taskId, null)).title).toBe('Plan the trip');
    const [reset] = (await eventsOf(api, taskId, 'task_status')).slice(-1);
    expect(reset).toMatchObject({ task: { title: 'Plan the trip' } });
    // A rename is no new status: nothing is notified again.
    expect(await notifications()).toEqual(notifiedBefore);
  });

  it('takes 200 characters and refuses 201, an empty title and an empty body', async () => {
    llm.enqueue({ kind: 'text', text: 'Sure.' });
    const taskId = await settledTask(api, agent.id, 'Plan the trip');
    expect(taskOf(await rename(alice, taskId, 'a'.repeat(200))).title).toBe('a'.repeat(200));
    expectError(await rename(alice, taskId, 'a'.repeat(201)), 422, 'VALIDATION_ERROR');
    expectError(await rename(alice, taskId, '   '), 422, 'VALIDATION_ERROR');
    expectError(await rename(alice, taskId, ''), 422, 'VALIDATION_ERROR');
    expectError(await alice.request('PATCH', `/api/v1/tasks/${taskId}`, {}), 422, 'VALIDATION_ERROR');
    expectError(
      await alice.request('PATCH', `/api/v1/tasks/${taskId}`, { title: 'x', status: 'QUEUED' }),
      422,
      'VALIDATION_ERROR',
    );
    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`)).title).toBe('a'.repeat(200));
  });

  it("refuses another user's rename as a task that does not exist, and changes nothing", async () => {
    llm.enqueue({ kind: 'text', text: 'Sure.' });
    const taskId = await settledTask(api, agent.id, 'Plan the trip');
    expectError(await rename(bob, taskId, 'Mine now'), 404, 'NOT_FOUND');
    expect(taskOf(await alice.request('GET', `/api/v1/tasks/${taskId}`)).title).toBe('Plan the trip');
  });
});
