/**
 * One inbound delivery, from the URL token to a started task. In order: the hook must exist, its
 * rate limit must allow the delivery (first, so that no refusal is written faster than it
 * allows), the hook must be enabled (its owner, and the teammate who made it, in good standing),
 * the signature (and timestamp) must verify against the current secret or the previous one while
 * its grace lasts, a repeated idempotency key answers with the task the first delivery started, a
 * repeated signature is a replay, and the payload must make a prompt. Every delivery of a known
 * hook is recorded, refused ones with why (beyond the rate limit, only the first of each minute).
 * The delivery that starts a task is written in the task's own transaction, under indexes unique
 * per hook on the idempotency key and the signature: two identical deliveries at once start one task.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RateLimiter } from '../accounts/index.js';
import type { Database, Task, Webhook } from '../db/index.js';
import { isUniqueViolation } from '../db/index.js';
import type { Orchestrator } from '../orchestrator/index.js';
import { parseTaskData } from '../orchestrator/index.js';
import { userNameOf } from '../schedules/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { promptOf } from './payload-prompt.js';
import { tokenHashOf } from './webhook-credentials.js';
import {
  type AcceptedDelivery,
  type DeliveryEntry,
  maximumKeyLength,
  recordDelivery,
  type VerifiedDelivery,
} from './webhook-delivery-log.js';
import { earlierDelivery } from './webhook-earlier-delivery.js';
import { WebhookError, type WebhookErrorCode } from './webhook-error.js';
import { isHttpUrl } from './webhook-input.js';
import { standingProblem } from './webhook-standing.js';
import { verificationProblem } from './webhook-verification.js';

/** The header a delivery names its own callback URL with. */
export const callbackUrlHeader = 'x-spora-callback-url';
/** Rate-limited deliveries listed per hook: one a minute, however many arrive. */
const throttledListing = { name: 'webhook-throttled', limit: 1, windowMs: 60_000 } as const;

export interface InboundDelivery {
  readonly token: string;
  /** The body exactly as it arrived: the signature covers these bytes. */
  readonly body: Buffer;
  /** A request header by its lower-case name. */
  readonly header: (name: string) => string | undefined;
}

export interface WebhookReceiverDependencies {
  readonly db: Kysely<Database>;
  readonly encryption: FieldEncryption;
  readonly rateLimiter: RateLimiter;
  readonly orchestrator: Pick<Orchestrator, 'start'>;
  readonly clock?: () => Date;
}

export class WebhookReceiver {
  private readonly clock: () => Date;

  constructor(private readonly deps: WebhookReceiverDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async receive(delivery: InboundDelivery): Promise<AcceptedDelivery> {
    const hook = await this.deps.db
      .selectFrom('webhooks')
      .selectAll()
      .where('token_hash', '=', tokenHashOf(delivery.token))
      .executeTakeFirst();
    if (!hook) throw WebhookError.notFound('Webhook');
    const key = delivery.header(hook.idempotency_header)?.trim() || null;
    const refuse = async (
      code: WebhookErrorCode,
      message: string,
      verified: boolean,
      details?: Record<string, unknown>,
    ) => {
      await this.record(this.deps.db, hook, { verified, key, outcome: 'refused', code, message });
      return new WebhookError(code, message, details);
    };
    const limit = await this.deps.rateLimiter.hit(
      { name: 'webhook', limit: hook.rate_limit_per_minute, windowMs: 60_000 },
      String(hook.id),
      this.clock().getTime(),
    );
    if (!limit.allowed) {
      const message = `This webhook takes ${hook.rate_limit_per_minute} deliveries a minute; retry in ${limit.retryAfterSeconds} s.`;
      const details = { retry_after_seconds: limit.retryAfterSeconds };
      // A flood must not grow the log without bound: only the first refusal of a window is listed.
      const listed = await this.deps.rateLimiter.hit(
        throttledListing,
        String(hook.id),
        this.clock().getTime(),
      );
      if (listed.allowed) throw await refuse('TOO_MANY_REQUESTS', message, false, details);
      throw new WebhookError('TOO_MANY_REQUESTS', message, details);
    }
    if (hook.enabled !== 1) throw await refuse('WEBHOOK_DISABLED', 'This webhook is turned off.', false);
    const standing = await standingProblem(this.deps.db, hook);
    if (standing !== null) throw await refuse('WEBHOOK_DISABLED', standing, false);
    const problem = verificationProblem(hook, delivery, this.deps.encryption, this.clock());
    if (problem !== null) throw await refuse(problem.code, problem.message, false);
    if (key !== null && key.length > maximumKeyLength) {
      throw await refuse(
        'VALIDATION_ERROR',
        `The idempotency key exceeds ${maximumKeyLength} characters.`,
        true,
      );
    }
    const callbackUrl = delivery.header(callbackUrlHeader)?.trim() || hook.callback_url;
    if (callbackUrl && !isHttpUrl(callbackUrl)) {
      throw await refuse(
        'VALIDATION_ERROR',
        `The ${callbackUrlHeader} header is not an http or https URL.`,
        true,
      );
    }
    const signature = hook.signing_secret === null ? undefined : delivery.header(hook.signature_header);
    const verified: VerifiedDelivery = {
      idempotencyKey: key,
      signatureDigest:
        signature === undefined ? null : createHash('sha256').update(signature.trim()).digest('hex'),
      callbackUrl: callbackUrl || null,
    };
    const earlier = await this.earlier(hook, verified);
    if (earlier) return earlier;
    let prompt: string;
    try {
      prompt = await this.promptFor(hook, delivery.body);
    } catch (error) {
      if (error instanceof WebhookError)
        throw await refuse(
          error.code,
          error.message,
          true,
          error.details as Record<string, unknown> | undefined,
        );
      throw error;
    }
    return this.start(hook, prompt, verified);
  }

  private async promptFor(hook: Webhook, body: Buffer): Promise<string> {
    const agent = await this.deps.db
      .selectFrom('agents')
      .select(['name', 'user_id'])
      .where('id', '=', hook.agent_id)
      .executeTakeFirstOrThrow();
    const template =
      hook.payload_mode === 'template' && hook.prompt_template_id !== null
        ? ((await this.deps.db
            .selectFrom('prompt_templates')
            .selectAll()
            .where('id', '=', hook.prompt_template_id)
            .executeTakeFirst()) ?? null)
        : null;
    return promptOf(hook, body, {
      template,
      agentName: agent.name,
      userName: await userNameOf(this.deps.db, agent.user_id),
      now: this.clock(),
    });
  }

  private async start(hook: Webhook, prompt: string, verified: VerifiedDelivery): Promise<AcceptedDelivery> {
    const made: { created: { task: Task; deliveryId: number } | null } = { created: null };
    try {
      // The task runs as the agent's owner; the delivery row commits with it, or neither does.
      await this.deps.orchestrator.start(hook.agent_id, prompt, {
        onCreated: async (trx, task) => {
          const deliveryId = await this.record(trx, hook, {
            verified: true,
            key: verified.idempotencyKey,
            outcome: 'task_started',
            taskId: task.id,
            started: verified,
          });
          const data = {
            ...parseTaskData(task.data),
            webhook: { id: hook.id, name: hook.name, delivery_id: deliveryId },
          };
          await trx
            .updateTable('tasks')
            .set({ data: JSON.stringify(data) })
            .where('id', '=', task.id)
            .execute();
          made.created = { task, deliveryId };
        },
      });
    } catch (error) {
      // In sync mode `start` runs the task too: once it exists, how it ends is its own affair. A
      // failure before the commit undid the task, and the sender must hear it and retry.
      if (made.created !== null && (await this.committed(made.created)))
        return accepted(made.created, verified);
      if (!isUniqueViolation(error)) throw error;
      // An identical delivery arriving at the same moment won: answer as for a retry, or a replay.
      const earlier = await this.earlier(hook, verified);
      if (earlier) return earlier;
      throw error;
    }
    if (made.created === null) throw new Error('The orchestrator started a task without creating one.');
    return accepted(made.created, verified);
  }

  /** A delivery seen before answers as earlierDelivery says; what it records goes to this hook's log. */
  private earlier(hook: Webhook, verified: VerifiedDelivery): Promise<AcceptedDelivery | null> {
    return earlierDelivery(this.deps.db, hook, verified, (entry) => this.record(this.deps.db, hook, entry));
  }

  /** Whether the task's transaction committed: its delivery row is there, naming the task. */
  private async committed(created: { task: Task; deliveryId: number }): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', '=', created.deliveryId)
      .where('task_id', '=', created.task.id)
      .executeTakeFirst();
    return row !== undefined;
  }

  private record(
    db: Kysely<Database> | Transaction<Database>,
    hook: Webhook,
    entry: DeliveryEntry,
  ): Promise<number> {
    return recordDelivery(db, hook, entry, this.clock());
  }
}

function accepted(created: { task: Task; deliveryId: number }, verified: VerifiedDelivery): AcceptedDelivery {
  return {
    kind: 'started',
    deliveryId: created.deliveryId,
    task: created.task,
    ownerUserId: created.task.user_id,
    callbackQueued: verified.callbackUrl !== null,
  };
}
