/**
 * Webhook deliveries past the retention period are deleted, except a delivery whose answer still
 * waits to be sent and, for a hook that signs no timestamp, the delivery whose signature digest
 * refuses a replay of the same request — which stays refused after the job ran.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookDeliveryRetentionJob } from '../../src/worker/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

const dayMs = 86_400_000;

describe.each(testEngines)('webhook delivery retention on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('deletes old deliveries and keeps those that still have a purpose', async () => {
    const { db } = fixture.api.platform.database;
    const stamped = await fixture.create({ name: 'Stamped', prompt_text: 'A ticket arrived.' });
    const unstamped = await fixture.create({
      name: 'Unstamped',
      prompt_text: 'A ticket arrived.',
      timestamp_header: null,
    });
    llm.enqueue({ kind: 'text', text: 'Filed.' }, { kind: 'text', text: 'Filed.' });
    expect((await fixture.deliver(stamped, { ticket: 1 })).statusCode).toBe(202);
    const body = JSON.stringify({ ticket: 2 });
    const unstampedHeaders = {
      'x-spora-signature': `sha256=${createHmac('sha256', unstamped.secret ?? '')
        .update(body)
        .digest('hex')}`,
    };
    const accepted = await fixture.deliver(unstamped, body, { secret: null, headers: unstampedHeaders });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect((await fixture.deliver(stamped, { ticket: 3 }, { secret: 'not-the-secret' })).statusCode).toBe(
      401,
    );
    expect((await fixture.deliver(stamped, { ticket: 4 }, { secret: 'not-the-secret' })).statusCode).toBe(
      401,
    );

    const rows = await db.selectFrom('webhook_deliveries').select(['id', 'outcome']).orderBy('id').execute();
    expect(rows.map((row) => row.outcome)).toEqual(['task_started', 'task_started', 'refused', 'refused']);
    const [stampedStart, unstampedStart, oldRefusal, recentRefusal] = rows.map((row) => row.id);
    const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
    // The time a delivery arrived is never updated by Spora; the test moves it back.
    const receivedAt = (id: number | undefined, at: string) =>
      sql`update webhook_deliveries set received_at = ${at} where id = ${id ?? 0}`.execute(db);
    for (const id of [stampedStart, unstampedStart, oldRefusal]) await receivedAt(id, daysAgo(40));
    await receivedAt(recentRefusal, daysAgo(10));
    // An answer still to be sent, not due before the job runs.
    await db
      .updateTable('webhook_deliveries')
      .set({
        callback_url: 'http://127.0.0.1:9/answer',
        callback_status: 'pending',
        callback_next_at: new Date(Date.now() + dayMs).toISOString(),
      })
      .where('id', '=', stampedStart ?? 0)
      .execute();

    const job = new WebhookDeliveryRetentionJob(db, pino({ level: 'silent' }), {
      days: 30,
      intervalMs: 60_000,
      clock: () => new Date(),
    });
    expect(await job.runOnce()).toBe(1);
    const remaining = async () =>
      (await db.selectFrom('webhook_deliveries').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(await remaining()).toEqual([stampedStart, unstampedStart, recentRefusal]);

    await db
      .updateTable('webhook_deliveries')
      .set({ callback_status: 'delivered', callback_next_at: null })
      .where('id', '=', stampedStart ?? 0)
      .execute();
    expect(await job.runOnce()).toBe(1);
    expect(await remaining()).toEqual([unstampedStart, recentRefusal]);

    const replayed = await fixture.deliver(unstamped, body, { secret: null, headers: unstampedHeaders });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ error: { code: 'WEBHOOK_REPLAYED' } });
  });
});
