/**
 * A delivery is accepted only once its task and its delivery row are committed, on every engine:
 * when the transaction that creates them fails after the delivery was written into it, the
 * receiver throws (the sender hears an error and retries) instead of answering with a task that
 * no longer exists, and the retry then starts the task.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StartOptions } from '../../src/orchestrator/index.js';
import { WebhookReceiver, Webhooks } from '../../src/triggers/index.js';
import { createAgent, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('webhook receiver and the task transaction on $name', (engine) => {
  let test: TestPlatform | null = null;

  afterEach(async () => {
    await test?.dispose();
    test = null;
  });

  it('throws when the transaction fails after the delivery was written, and starts the task on a retry', async () => {
    test = await openTestPlatform(engine);
    const { platform } = test;
    const { db } = platform.database;
    const owner = await createUser(db);
    const agent = await createAgent(db, owner.id, { name: 'Intake' });
    const created = await new Webhooks(db, platform.encryption).create(
      agent.id,
      { name: 'Intake', verify_signature: false },
      owner.id,
    );
    let failCommit = true;
    const receiver = new WebhookReceiver({
      db,
      encryption: platform.encryption,
      rateLimiter: platform.rateLimiter,
      orchestrator: {
        start: (agentId: number, prompt: string, options: StartOptions = {}) =>
          platform.orchestrator.start(agentId, prompt, {
            ...options,
            onCreated: async (trx, task) => {
              await options.onCreated?.(trx, task);
              // As a lost connection or a failed commit after the delivery row was written.
              if (failCommit) throw new Error('the transaction failed');
            },
          }),
      },
    });
    const delivery = {
      token: created.token ?? '',
      body: Buffer.from(JSON.stringify({ event: 'opened' })),
      header: (name: string) => (name === 'idempotency-key' ? 'evt-1' : undefined),
    };
    await expect(receiver.receive(delivery)).rejects.toThrow('the transaction failed');
    expect(await db.selectFrom('tasks').select('id').execute()).toEqual([]);
    expect(
      await db.selectFrom('webhook_deliveries').select('id').where('outcome', '=', 'task_started').execute(),
    ).toEqual([]);

    failCommit = false;
    const retried = await receiver.receive(delivery);
    expect(retried.kind).toBe('started');
    const tasks = await db.selectFrom('tasks').select('id').execute();
    expect(tasks).toEqual([{ id: retried.task.id }]);
  });
});
