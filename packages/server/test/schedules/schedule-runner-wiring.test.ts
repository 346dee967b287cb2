/**
 * The platform starts due schedules in every process that runs work: the embedded worker, and a
 * sync-mode server that has only its lease reaper. On every engine.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('schedules in a running platform on $name', (engine) => {
  let test: TestPlatform | null = null;

  afterEach(async () => {
    await test?.dispose();
    test = null;
  });

  const startedTaskOf = async (platform: TestPlatform['platform'], scheduleId: number) => {
    await expect
      .poll(
        async () =>
          (
            await platform.database.db
              .selectFrom('schedule_occurrences')
              .select(['status', 'task_id'])
              .where('schedule_id', '=', scheduleId)
              .execute()
          ).map((row) => row.status),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual(['STARTED']);
  };

  for (const mode of ['embedded worker', 'sync mode'] as const) {
    it(`fires a one-shot that is due, once, with the ${mode}`, async () => {
      test = await openTestPlatform(engine, { syncMode: mode === 'sync mode' });
      const { platform } = test;
      const user = await createUser(platform.database.db);
      const agent = await createAgent(platform.database.db, user.id);
      const schedule = await platform.schedulesOf(user.id).create(agent.id, {
        name: 'Now',
        raw_prompt: 'Go.',
        run_at: new Date(Date.now() - 60_000).toISOString(),
      });
      if (mode === 'sync mode') platform.startLeaseReaper();
      else await platform.startWorker();
      await startedTaskOf(platform, schedule.id);
      const tasks = await platform.database.db.selectFrom('tasks').select(['data', 'user_prompt']).execute();
      expect(tasks).toEqual([{ data: JSON.stringify({ run_id: schedule.id }), user_prompt: 'Go.' }]);
    });
  }
});
