import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationKinds } from '../../src/notifications/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('notification preferences on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTaskApi(engine, llm);
    alice = await api.signUp();
    bob = await api.signUp();
  });

  afterEach(async () => {
    await api.dispose();
  });

  const preferencesOf = async (user: ApiUser) =>
    (await user.request('GET', '/api/v1/notification-preferences')).json().data;

  it('lists every kind with its defaults until someone chooses', async () => {
    const listed = await preferencesOf(alice);
    expect(listed.email_available).toBe(false);
    expect(listed.preferences.map((entry: { kind: string }) => entry.kind)).toEqual(
      notificationKinds.map(({ kind }) => kind),
    );
    expect(
      listed.preferences.find((entry: { kind: string }) => entry.kind === 'pending_approval'),
    ).toMatchObject({
      label: 'Approval needed',
      in_app: true,
      email: true,
    });
    expect(
      listed.preferences.find((entry: { kind: string }) => entry.kind === 'scheduled_run_finished'),
    ).toMatchObject({
      in_app: true,
      email: false,
    });
  });

  it('changes only the channels named, for only the person who asked', async () => {
    const changed = await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [
        { kind: 'task_completed', in_app: false },
        { kind: 'task_failed', email: true },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mine = changed.json().data.preferences;
    expect(mine.find((entry: { kind: string }) => entry.kind === 'task_completed')).toMatchObject({
      in_app: false,
      email: false,
    });
    expect(mine.find((entry: { kind: string }) => entry.kind === 'task_failed')).toMatchObject({
      in_app: true,
      email: true,
    });
    const again = await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [{ kind: 'task_completed', email: true }],
    });
    expect(again.json().data.preferences[0]).toMatchObject({
      kind: 'task_completed',
      in_app: false,
      email: true,
    });
    const theirs = await preferencesOf(bob);
    expect(theirs.preferences[0]).toMatchObject({ kind: 'task_completed', in_app: true, email: false });

    const unknown = await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [{ kind: 'task_exploded', in_app: false }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('stores no notification of a kind someone turned off in the app', async () => {
    await alice.request('PUT', '/api/v1/notification-preferences', {
      preferences: [{ kind: 'task_completed', in_app: false }],
    });
    for (const user of [alice, bob]) {
      const agent = await api.agentOf(user.id);
      llm.enqueue({ kind: 'text', text: 'Done.' });
      const task = await api.platform.orchestrator.start(agent.id, 'Answer');
      expect((await api.platform.orchestrator.tick(task.id)).status).toBe('COMPLETED');
    }
    const listed = async (user: ApiUser) =>
      (await user.request('GET', '/api/v1/notifications')).json().data.notifications as {
        id: number;
        type: string;
      }[];
    expect(await listed(alice)).toEqual([]);
    const bobs = await listed(bob);
    expect(bobs.map((entry) => entry.type)).toEqual(['task_completed']);
    // Bob's notification is not Alice's to read or delete.
    expect((await alice.request('POST', `/api/v1/notifications/${bobs[0]?.id}/read`)).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/v1/notifications/${bobs[0]?.id}`)).statusCode).toBe(404);
  });

  it('announces a notification made outside a task change to the live clients of its user', async () => {
    const row = await api.platform.database.db.transaction().execute((trx) =>
      api.platform.notifications.notify(trx, {
        userId: alice.id,
        type: 'scheduled_run_finished',
        title: 'Scheduled run finished',
        body: null,
        taskId: null,
        data: {},
      }),
    );
    expect(row).not.toBeNull();
    const events = await api.platform.database.db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('user_id', '=', alice.id)
      .execute();
    expect(events.map((event) => event.type)).toContain('notification');
  });
});
