/**
 * Sends each delivery's callback once its task has settled: a POST of the final answer to the
 * delivery's callback URL through the SSRF-safe fetch, signed as the hook's deliveries are (when
 * it has a secret). The queue is the deliveries table itself, so callbacks survive a restart; a
 * sender claims a callback by moving its `callback_next_at` on before sending, so two processes
 * do not both send it. Failures are retried with growing pauses, then given up.
 */
import type { ToolFetch } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, TaskStatus, Webhook } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import type { FieldEncryption } from '../secrets/index.js';
import { schemeOf, signatureOf, signedContent } from './webhook-signature.js';

/** Statuses with a final answer (or none to come): the callback goes out. */
const settledStatuses: readonly TaskStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'ABORTED'];
export const maximumCallbackAttempts = 5;
/** How long a claimed callback is left to its sender before another may try it. */
const claimMs = 60_000;
const batchSize = 20;

export interface WebhookCallbackDependencies {
  readonly db: Kysely<Database>;
  readonly fetch: ToolFetch;
  readonly encryption: FieldEncryption;
  readonly logger: Pick<Logger, 'warn'>;
  /** The address of a task in the web UI. */
  readonly taskUrl: (taskId: number) => string;
  readonly clock?: () => Date;
}

/** What a callback receiver gets, as JSON. */
export interface WebhookCallbackBody {
  readonly webhook_id: number;
  readonly delivery_id: number;
  readonly task_id: number;
  readonly task_url: string;
  readonly status: TaskStatus;
  readonly final_response: string | null;
  readonly error_code: string | null;
  readonly error_message: string | null;
}

export class WebhookCallbacks {
  private readonly clock: () => Date;

  constructor(private readonly deps: WebhookCallbackDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * One pass: sends the callbacks that are due and whose tasks have settled; answers how many went
   * out. Once `signal` aborts, the pass claims no more and cuts the send under way short (a retry).
   */
  async sendDue(signal?: AbortSignal): Promise<number> {
    const now = this.clock().toISOString();
    const due = await this.deps.db
      .selectFrom('webhook_deliveries')
      .leftJoin('tasks', 'tasks.id', 'webhook_deliveries.task_id')
      .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
      .select([
        'webhook_deliveries.id as delivery_id',
        'webhook_deliveries.callback_url',
        'webhook_deliveries.callback_next_at',
        'webhook_deliveries.callback_attempts',
        'tasks.id as task_id',
        'tasks.status',
        'tasks.final_response',
        'tasks.error_code',
        'tasks.error_message',
      ])
      .selectAll('webhooks')
      .where('webhook_deliveries.callback_status', '=', 'pending')
      .where('webhook_deliveries.callback_next_at', '<=', now)
      // A task deleted before it settled: the callback is given up below.
      .where((eb) => eb.or([eb('tasks.status', 'in', settledStatuses), eb('tasks.id', 'is', null)]))
      .orderBy('webhook_deliveries.id')
      .limit(batchSize)
      .execute();
    let sent = 0;
    for (const row of due) {
      if (signal?.aborted) break;
      if (row.callback_url === null || row.callback_next_at === null) continue;
      if (row.task_id === null || row.status === null) {
        await this.giveUp(row.delivery_id, 'The task was deleted before it settled.');
        continue;
      }
      const attempt = Number(row.callback_attempts) + 1;
      const claimed = await this.deps.db
        .updateTable('webhook_deliveries')
        .set({
          callback_attempts: attempt,
          callback_next_at: new Date(this.clock().getTime() + claimMs).toISOString(),
        })
        .where('id', '=', row.delivery_id)
        .where('callback_status', '=', 'pending')
        .where('callback_next_at', '=', row.callback_next_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const body: WebhookCallbackBody = {
        webhook_id: row.id,
        delivery_id: row.delivery_id,
        task_id: row.task_id,
        task_url: this.deps.taskUrl(row.task_id),
        status: row.status,
        final_response: row.final_response,
        error_code: row.error_code,
        error_message: row.error_message,
      };
      const failure = await this.send(row, row.callback_url, body, signal);
      if (failure === null) sent += 1;
      await this.deps.db
        .updateTable('webhook_deliveries')
        .set(
          failure === null
            ? { callback_status: 'delivered', callback_next_at: null, callback_error: null }
            : attempt >= maximumCallbackAttempts
              ? { callback_status: 'failed', callback_next_at: null, callback_error: failure }
              : { callback_next_at: this.retryAt(attempt), callback_error: failure },
        )
        .where('id', '=', row.delivery_id)
        .execute();
    }
    return sent;
  }

  /**
   * Sends a pass now and then until `stop`; a failing pass is logged and tried again. `stop`
   * resolves once the pass under way has ended (its send cut short), so the database it writes to
   * can close after it.
   */
  start(intervalMs: number): { readonly kick: () => void; readonly stop: () => Promise<void> } {
    // One pass at a time; a kick during a pass runs another after it, so no settled task waits a sweep.
    let running: Promise<void> | null = null;
    let again = false;
    const stopping = new AbortController();
    const pass = () => {
      if (stopping.signal.aborted) return;
      if (running !== null) {
        again = true;
        return;
      }
      running = this.sendDue(stopping.signal)
        .then(() => undefined)
        .catch((error: unknown) =>
          this.deps.logger.warn({ err: error }, 'sending webhook callbacks failed; will retry'),
        )
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            pass();
          }
        });
    };
    const timer = setInterval(pass, intervalMs);
    timer.unref();
    pass();
    return {
      kick: pass,
      stop: async () => {
        clearInterval(timer);
        stopping.abort(new Error('the server is closing'));
        await running;
      },
    };
  }

  /** Why sending failed, or null when the receiver took it (any 2xx). */
  private async send(
    hook: Webhook,
    url: string,
    body: WebhookCallbackBody,
    signal: AbortSignal | undefined,
  ): Promise<string | null> {
    const text = Buffer.from(JSON.stringify(body), 'utf8');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (hook.signing_secret !== null) {
      const secret = this.deps.encryption.decrypt(hook.signing_secret, `webhook #${hook.id} signing secret`);
      // A hook that signs never sends its answer unsigned: the receiver may accept what it cannot check.
      if (!secret.ok)
        return 'The signing secret cannot be decrypted (was the secret key replaced?); nothing was sent.';
      const timestamp =
        hook.timestamp_header === null ? null : String(Math.floor(this.clock().getTime() / 1000));
      if (hook.timestamp_header !== null && timestamp !== null) headers[hook.timestamp_header] = timestamp;
      headers[hook.signature_header] = signatureOf(
        schemeOf(hook),
        secret.value,
        signedContent(text, timestamp),
      );
    }
    try {
      const response = await this.deps.fetch(url, {
        method: 'POST',
        headers,
        body: text,
        ...(signal === undefined ? {} : { signal }),
      });
      await response.body?.cancel();
      return response.ok ? null : `The receiver answered HTTP ${response.status}.`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private retryAt(attempt: number): string {
    return new Date(this.clock().getTime() + 30_000 * 2 ** (attempt - 1)).toISOString();
  }

  private async giveUp(deliveryId: number, reason: string): Promise<void> {
    await this.deps.db
      .updateTable('webhook_deliveries')
      .set({ callback_status: 'failed', callback_next_at: null, callback_error: reason })
      .where('id', '=', deliveryId)
      .execute();
  }
}
