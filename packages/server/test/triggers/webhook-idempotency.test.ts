/**
 * An idempotency key whose task has been deleted since, on every engine: a later delivery with the
 * key (a sender's retry, freshly signed) is refused as a replay in the error envelope and listed,
 * instead of failing on the unique index with a server error, and nothing starts again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

describe.each(testEngines)('webhook idempotency after task deletion on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await fixture.dispose();
  });

  it('refuses a retry of a key whose task was deleted, and starts nothing', async () => {
    const hook = await fixture.create({ name: 'Tickets', prompt_text: 'A ticket arrived.' });
    llm.enqueue({ kind: 'text', text: 'Filed.' });
    const first = await fixture.deliver(
      hook,
      { ticket: 1 },
      {
        headers: { 'idempotency-key': 'ticket-1' },
        query: '?wait=20',
      },
    );
    expect(first.statusCode).toBe(200);
    const taskId = (first.json() as { data: { task_id: number } }).data.task_id;
    const deleted = await fixture.owner.request('DELETE', `/api/v1/tasks/${taskId}`);
    expect(deleted.statusCode).toBe(200);

    const retry = await fixture.deliver(
      hook,
      { ticket: 1 },
      {
        timestamp: Math.floor(Date.now() / 1000) + 1,
        headers: { 'idempotency-key': 'ticket-1' },
      },
    );
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: { code: 'WEBHOOK_REPLAYED' } });
    expect(await fixture.tasks()).toHaveLength(0);
    const listed = await fixture.owner.request(
      'GET',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/deliveries`,
    );
    const { data } = listed.json() as {
      data: { deliveries: { outcome: string; refusal_code: string | null }[] };
    };
    expect(data.deliveries[0]).toMatchObject({ outcome: 'refused', refusal_code: 'WEBHOOK_REPLAYED' });
  });
});
