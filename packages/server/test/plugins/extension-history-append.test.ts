/**
 * `appendHistory` through the extension services, on every engine: appends at the same moment
 * are numbered one after the other (the task's row is locked first), and a RUNNING task is
 * refused with INVALID_STATE — its run numbers its own rows, so a row slipped in under it would
 * take the number of the run's next one — while the run goes on and completes untouched.
 */
import { coreServices, type UserTaskControl } from '@spora/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSettled } from '../../src/orchestrator/index.js';
import { createAgent, createLlmConfiguration, createUser } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('appending history through the extension services on $name', (engine) => {
  const llm = sharedFakeLlm();
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  async function seed() {
    const { platform } = test;
    const { db } = platform.database;
    await createLlmConfiguration(db, {
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    const owner = await createUser(db);
    const agent = await createAgent(db, owner.id, { name: 'Scribe' });
    return { db, agent, tasks: platform.services.resolve(coreServices.tasks).forUser(owner.id) };
  }

  async function statusOf(tasks: UserTaskControl, taskId: number) {
    const read = await tasks.get(taskId);
    if (!read.ok) throw new Error(read.error.message);
    return read.value.status;
  }

  it('numbers appends that arrive together one after the other', async () => {
    const { db, agent, tasks } = await seed();
    const started = await tasks.start({ agentId: agent.id, prompt: 'Keep notes.' });
    if (!started.ok) throw new Error(started.error.message);
    const appended = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        tasks.appendHistory(started.value.id, { role: 'user', content: `Note ${index}.` }),
      ),
    );
    expect(appended.map((result) => result.ok)).toEqual([true, true, true, true, true, true]);
    const rows = await db
      .selectFrom('task_history')
      .select('sequence')
      .where('task_id', '=', started.value.id)
      .orderBy('sequence')
      .execute();
    expect(rows.map((row) => Number(row.sequence))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses a RUNNING task, and its run completes as if nothing was tried', async () => {
    const { db, agent, tasks } = await seed();
    await test.platform.startWorker();
    llm.enqueue({ kind: 'text', text: 'Noted.', delayMs: 1_500 });
    const started = await tasks.start({ agentId: agent.id, prompt: 'Take your time.' });
    if (!started.ok) throw new Error(started.error.message);
    const taskId = started.value.id;
    await llm.waitForRequests(1);
    expect(await statusOf(tasks, taskId)).toBe('RUNNING');
    expect(await tasks.appendHistory(taskId, { role: 'user', content: 'Slipped in.' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE' },
    });
    await expect.poll(async () => isSettled(await statusOf(tasks, taskId)), { timeout: 10_000 }).toBe(true);
    expect(await statusOf(tasks, taskId)).toBe('COMPLETED');
    const contents = await db
      .selectFrom('task_history')
      .select('content')
      .where('task_id', '=', taskId)
      .orderBy('sequence')
      .execute();
    expect(contents.map((row) => row.content)).not.toContain('Slipped in.');
    expect(await tasks.appendHistory(taskId, { role: 'user', content: 'After the run.' })).toMatchObject({
      ok: true,
    });
  });
});
