/**
 * The extension services act for one user only while that account is active: once it is
 * suspended, every entry point (start, continue, abort, append, get, settings) refuses with
 * FORBIDDEN and changes nothing, as the API refuses the suspended account's credentials; an id of
 * no user is NOT_FOUND. Reactivated, the same calls work again.
 */
import { coreServices } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('extension services and the acting user on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  it("refuses every call in a suspended account's name, and acts again once it is active", async () => {
    const { platform } = test;
    const { db } = platform.database;
    const owner = await createUser(db);
    const agent = await createAgent(db, owner.id, { name: 'Relay' });
    const tasks = platform.services.resolve(coreServices.tasks).forUser(owner.id);
    const settings = platform.services.resolve(coreServices.toolSettings).forUser(owner.id);
    const started = await tasks.start({ agentId: agent.id, prompt: 'Queued while active.' });
    if (!started.ok) throw new Error(started.error.message);
    const taskId = started.value.id;
    const historyRows = async () =>
      Number(
        (
          await db
            .selectFrom('task_history')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('task_id', '=', taskId)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const rowsBefore = await historyRows();

    const setStatus = (status: 'active' | 'suspended') =>
      db.updateTable('users').set({ status }).where('id', '=', owner.id).execute();
    await setStatus('suspended');
    const forbidden = { ok: false, error: { code: 'FORBIDDEN' } };
    expect(await tasks.start({ agentId: agent.id, prompt: 'Run for a suspended account.' })).toMatchObject(
      forbidden,
    );
    expect(await tasks.continue(taskId, { prompt: 'Go on.' })).toMatchObject(forbidden);
    expect(await tasks.appendHistory(taskId, { role: 'user', content: 'Injected.' })).toMatchObject(
      forbidden,
    );
    expect(await tasks.abort(taskId)).toMatchObject(forbidden);
    expect(await tasks.get(taskId)).toMatchObject(forbidden);
    expect(await settings.effective(agent.id, 'core/WebSearchTool')).toMatchObject(forbidden);
    const stored = await db.selectFrom('tasks').select(['id', 'status']).execute();
    expect(stored).toEqual([{ id: taskId, status: 'QUEUED' }]);
    expect(await historyRows()).toBe(rowsBefore);

    const nobody = platform.services.resolve(coreServices.tasks).forUser(owner.id + 1000);
    expect(await nobody.start({ agentId: agent.id, prompt: 'Who am I?' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });

    await setStatus('active');
    expect(await tasks.get(taskId)).toMatchObject({ ok: true, value: { id: taskId, status: 'QUEUED' } });
    expect(await settings.effective(agent.id, 'core/WebSearchTool')).toMatchObject({ ok: true });
    expect(await tasks.appendHistory(taskId, { role: 'user', content: 'Active again.' })).toMatchObject({
      ok: true,
    });
    expect(await historyRows()).toBe(rowsBefore + 1);
  });
});
