import type { Kysely, Transaction } from 'kysely';
import type { Database, Task, Webhook } from '../db/index.js';

/** The longest idempotency key a delivery may carry. */
export const maximumKeyLength = 200;

export interface AcceptedDelivery {
  /** `duplicate`: the idempotency key was seen; the task is the one the first delivery started. */
  readonly kind: 'started' | 'duplicate';
  readonly deliveryId: number;
  readonly task: Task;
  /** Whom the task belongs to (the agent's owner), to follow it. */
  readonly ownerUserId: number;
  /** Whether this delivery queued a callback for when the task settles. */
  readonly callbackQueued: boolean;
}

/** What a delivery that passed its checks carries on to the task it starts. */
export interface VerifiedDelivery {
  readonly idempotencyKey: string | null;
  readonly signatureDigest: string | null;
  readonly callbackUrl: string | null;
}

export interface DeliveryEntry {
  readonly verified: boolean;
  readonly key: string | null;
  readonly outcome: 'task_started' | 'duplicate' | 'refused';
  readonly code?: string;
  readonly message?: string;
  readonly taskId?: number;
  /** Set on the delivery that starts a task: its key and signature become unique per hook. */
  readonly started?: VerifiedDelivery;
}

/** Writes one row of a hook's delivery log (in `db`, or the task's transaction); answers its id. */
export async function recordDelivery(
  db: Kysely<Database> | Transaction<Database>,
  hook: Webhook,
  entry: DeliveryEntry,
  now: Date,
): Promise<number> {
  const callbackUrl = entry.started?.callbackUrl ?? null;
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      webhook_id: hook.id,
      received_at: now.toISOString(),
      verified: entry.verified ? 1 : 0,
      outcome: entry.outcome,
      refusal_code: entry.code ?? null,
      refusal_message: entry.message ?? null,
      task_id: entry.taskId ?? null,
      idempotency_key: entry.key?.slice(0, maximumKeyLength) ?? null,
      started_key: entry.started?.idempotencyKey ?? null,
      signature_digest: entry.started?.signatureDigest ?? null,
      callback_url: callbackUrl,
      callback_status: callbackUrl === null ? null : 'pending',
      callback_next_at: callbackUrl === null ? null : now.toISOString(),
      callback_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
