/**
 * The callback sender's edges, on every engine: a hook that signs never sends its answer unsigned
 * (a secret that no longer decrypts fails the attempt, and nothing reaches the receiver); and
 * closing the server cuts a send to a receiver that never answers short and waits for its pass,
 * so the attempt is recorded (and retried later) before the database closes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../src/network/index.js';
import { WebhookCallbacks } from '../../src/triggers/index.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

describe.each(testEngines)('webhook callback sender on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;
  let receiver: LocalHttpServer | null = null;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await receiver?.close();
    receiver = null;
    await fixture.dispose();
  });

  const deliveryOf = (hookId: number) =>
    fixture.api.platform.database.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', hookId)
      .executeTakeFirstOrThrow();

  it('sends nothing unsigned when the signing secret no longer decrypts', async () => {
    let answer = 500;
    receiver = await startLocalHttpServer((_request, response) => response.writeHead(answer).end());
    const hook = await fixture.create({ name: 'Signed', callback_url: `${receiver.origin}/hook` });
    llm.enqueue({ kind: 'text', text: 'Done.' });
    expect((await fixture.deliver(hook, { event: 'x' }, { query: '?wait=20' })).statusCode).toBe(200);
    await expect
      .poll(async () => (await deliveryOf(hook.id)).callback_error, { timeout: 10_000 })
      .toBe('The receiver answered HTTP 500.');
    const { db } = fixture.api.platform.database;
    // As after the server's secret key was replaced without the old one kept.
    await db
      .updateTable('webhooks')
      .set({ signing_secret: 'v1:not-a-secret' })
      .where('id', '=', hook.id)
      .execute();
    answer = 204;
    const later = new WebhookCallbacks({
      db,
      fetch: createSafeFetch({ allowedRanges: ['127.0.0.0/8'] }),
      encryption: fixture.api.platform.encryption,
      logger: fixture.api.platform.logger,
      taskUrl: (taskId) => `http://spora.test/tasks/${taskId}`,
      clock: () => new Date(Date.now() + 60_000),
    });
    expect(await later.sendDue()).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveryOf(hook.id)).toMatchObject({
      callback_status: 'pending',
      callback_attempts: 2,
      callback_error: expect.stringContaining('cannot be decrypted'),
    });
  });

  it('cuts a hanging send short when the server closes, and records the attempt first', async () => {
    receiver = await startLocalHttpServer(() => undefined);
    const hook = await fixture.create({
      name: 'Hanging',
      verify_signature: false,
      callback_url: `${receiver.origin}/hook`,
    });
    llm.enqueue({ kind: 'text', text: 'Done.' });
    expect((await fixture.deliver(hook, { event: 'x' }, { query: '?wait=20' })).statusCode).toBe(200);
    await expect.poll(() => receiver?.requests.length, { timeout: 10_000 }).toBe(1);

    const started = Date.now();
    await fixture.api.app.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await deliveryOf(hook.id)).toMatchObject({
      callback_status: 'pending',
      callback_attempts: 1,
      callback_error: expect.any(String),
    });
  });
});
