import type { Kysely } from 'kysely';
import type { Database, Webhook } from '../db/index.js';
import type { AcceptedDelivery, DeliveryEntry, VerifiedDelivery } from './webhook-delivery-log.js';
import { WebhookError } from './webhook-error.js';

/**
 * The answer to a delivery seen before: its key answers with its task (a replay once that task
 * was deleted), its signature is a replay.
 */
export async function earlierDelivery(
  db: Kysely<Database>,
  hook: Webhook,
  verified: VerifiedDelivery,
  record: (entry: DeliveryEntry) => Promise<number>,
): Promise<AcceptedDelivery | null> {
  if (verified.idempotencyKey !== null) {
    const started = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'task_id'])
      .where('webhook_id', '=', hook.id)
      .where('started_key', '=', verified.idempotencyKey)
      .executeTakeFirst();
    const first =
      started === undefined || started.task_id === null
        ? undefined
        : await db.selectFrom('tasks').selectAll().where('id', '=', started.task_id).executeTakeFirst();
    // The key's task was deleted since: the event was handled, and a retry must not start it again.
    if (started !== undefined && first === undefined) {
      throw await refusedReplay(
        record,
        verified,
        `This idempotency key started a task (delivery #${started.id}) that has been deleted since; a retry starts nothing.`,
        started.id,
      );
    }
    if (first) {
      const id = await record({
        verified: true,
        key: verified.idempotencyKey,
        outcome: 'duplicate',
        taskId: first.id,
      });
      return {
        kind: 'duplicate',
        deliveryId: id,
        task: first,
        ownerUserId: first.user_id,
        callbackQueued: false,
      };
    }
  }
  if (verified.signatureDigest !== null) {
    const replayed = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', hook.id)
      .where('signature_digest', '=', verified.signatureDigest)
      .executeTakeFirst();
    if (replayed) {
      throw await refusedReplay(
        record,
        verified,
        `This signature was delivered before (delivery #${replayed.id}); a replay starts nothing.`,
        replayed.id,
      );
    }
  }
  return null;
}

async function refusedReplay(
  record: (entry: DeliveryEntry) => Promise<number>,
  verified: VerifiedDelivery,
  message: string,
  earlierId: number,
): Promise<WebhookError> {
  await record({
    verified: true,
    key: verified.idempotencyKey,
    outcome: 'refused',
    code: 'WEBHOOK_REPLAYED',
    message,
  });
  return new WebhookError('WEBHOOK_REPLAYED', message, { delivery_id: earlierId });
}
