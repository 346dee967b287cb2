import type { Kysely } from 'kysely';
import type { Database, Webhook, WebhookDelivery } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { variablesOf } from '../schedules/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { newSigningSecret, newUrlToken, tokenHashOf, tokenHintOf } from './webhook-credentials.js';
import { WebhookError } from './webhook-error.js';
import {
  type ResolvedWebhookSettings,
  resolveSettings,
  settingsIssues,
  type WebhookInput,
} from './webhook-input.js';
import { deliveryView, type WebhookDeliveryView, type WebhookView, webhookView } from './webhook-views.js';

/** A hook with what is shown once: the URL token at creation, a signing secret when one was made. */
export interface RevealedWebhook {
  readonly webhook: WebhookView;
  readonly token: string | null;
  readonly secret: string | null;
}

/** The longest a rotated-out secret stays valid. */
export const maximumGraceSeconds = 7 * 24 * 60 * 60;
export const defaultGraceSeconds = 24 * 60 * 60;

/**
 * The webhooks of agents. Callers check first that the person may configure the agent; here every
 * hook is found through its agent, so a hook id of another agent is NOT_FOUND.
 */
export class Webhooks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(agentId: number): Promise<WebhookView[]> {
    const hooks = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('agent_id', '=', agentId)
      .orderBy('id')
      .execute();
    return Promise.all(
      hooks.map(async (hook) => webhookView(hook, await this.lastDelivery(hook.id), this.clock())),
    );
  }

  async get(agentId: number, webhookId: number): Promise<WebhookView> {
    const hook = await this.find(agentId, webhookId);
    return webhookView(hook, await this.lastDelivery(hook.id), this.clock());
  }

  async create(agentId: number, input: WebhookInput, createdByUserId: number): Promise<RevealedWebhook> {
    const settings = await this.checked(agentId, resolveSettings(input, null));
    const token = newUrlToken();
    const secret = input.verify_signature === false ? null : newSigningSecret();
    const now = nowIso();
    const hook = await this.db
      .insertInto('webhooks')
      .values({
        agent_id: agentId,
        ...columnsOf(settings),
        token_hash: tokenHashOf(token),
        token_hint: tokenHintOf(token),
        signing_secret: secret === null ? null : this.encryption.encrypt(secret),
        previous_signing_secret: null,
        previous_secret_expires_at: null,
        enabled: input.enabled === false ? 0 : 1,
        created_by_user_id: createdByUserId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { webhook: webhookView(hook, null, this.clock()), token, secret };
  }

  /**
   * Changes settings; turning verification on creates a secret, which the answer shows once. A
   * patch that only switches the hook (or its signature checks) on or off is not held up by the
   * other settings: a hook whose prompt template was deleted can still be turned off unrepaired.
   */
  async update(agentId: number, webhookId: number, patch: Partial<WebhookInput>): Promise<RevealedWebhook> {
    const current = await this.find(agentId, webhookId);
    const onlySwitches = Object.keys(patch).every(
      (field) => field === 'enabled' || field === 'verify_signature',
    );
    const resolved = resolveSettings(patch, current);
    const settings = onlySwitches ? resolved : await this.checked(agentId, resolved);
    const secret =
      patch.verify_signature === true && current.signing_secret === null ? newSigningSecret() : null;
    const signing =
      patch.verify_signature === false
        ? { signing_secret: null, previous_signing_secret: null, previous_secret_expires_at: null }
        : secret !== null
          ? { signing_secret: this.encryption.encrypt(secret) }
          : {};
    const hook = await this.db
      .updateTable('webhooks')
      .set({
        ...columnsOf(settings),
        ...signing,
        ...(patch.enabled !== undefined && { enabled: patch.enabled ? 1 : 0 }),
        updated_at: nowIso(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      webhook: webhookView(hook, await this.lastDelivery(hook.id), this.clock()),
      token: null,
      secret,
    };
  }

  async remove(agentId: number, webhookId: number): Promise<void> {
    const hook = await this.find(agentId, webhookId);
    await this.db.deleteFrom('webhooks').where('id', '=', hook.id).execute();
  }

  /**
   * A new signing secret, shown once; the one it replaces stays valid for `graceSeconds`, so
   * senders can switch without a delivery being refused.
   */
  async rotateSecret(agentId: number, webhookId: number, graceSeconds: number): Promise<RevealedWebhook> {
    const current = await this.find(agentId, webhookId);
    const secret = newSigningSecret();
    const expires = new Date(this.clock().getTime() + graceSeconds * 1000).toISOString();
    const keepsOld = current.signing_secret !== null && graceSeconds > 0;
    const hook = await this.db
      .updateTable('webhooks')
      .set({
        signing_secret: this.encryption.encrypt(secret),
        previous_signing_secret: keepsOld ? current.signing_secret : null,
        previous_secret_expires_at: keepsOld ? expires : null,
        updated_at: nowIso(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      webhook: webhookView(hook, await this.lastDelivery(hook.id), this.clock()),
      token: null,
      secret,
    };
  }

  /** A new URL token, shown once; the old URL stops working at once. */
  async rotateUrl(agentId: number, webhookId: number): Promise<RevealedWebhook> {
    const current = await this.find(agentId, webhookId);
    const token = newUrlToken();
    const hook = await this.db
      .updateTable('webhooks')
      .set({ token_hash: tokenHashOf(token), token_hint: tokenHintOf(token), updated_at: nowIso() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      webhook: webhookView(hook, await this.lastDelivery(hook.id), this.clock()),
      token,
      secret: null,
    };
  }

  /** The hook's deliveries, newest first. */
  async deliveries(
    agentId: number,
    webhookId: number,
    window: { readonly limit: number; readonly offset: number },
  ): Promise<{ deliveries: WebhookDeliveryView[]; total: number }> {
    const hook = await this.find(agentId, webhookId);
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', hook.id)
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      this.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('webhook_id', '=', hook.id)
        .executeTakeFirstOrThrow(),
    ]);
    return { deliveries: rows.map(deliveryView), total: Number(count.total) };
  }

  private async find(agentId: number, webhookId: number): Promise<Webhook> {
    const hook = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', webhookId)
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (!hook) throw WebhookError.notFound(`Webhook #${webhookId}`);
    return hook;
  }

  private async lastDelivery(webhookId: number): Promise<WebhookDelivery | null> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  private async checked(
    agentId: number,
    settings: ResolvedWebhookSettings,
  ): Promise<ResolvedWebhookSettings> {
    const template =
      settings.prompt_template_id === null
        ? undefined
        : await this.db
            .selectFrom('prompt_templates')
            .selectAll()
            .where('id', '=', settings.prompt_template_id)
            .where('agent_id', '=', agentId)
            .executeTakeFirst();
    const declared = template ? variablesOf(template).map((variable) => variable.name) : null;
    const issues = settingsIssues(settings, settings.payload_mode === 'template' ? declared : null);
    if (settings.prompt_template_id !== null && template === undefined) {
      issues.prompt_template_id = 'no prompt template of this agent has this id';
    }
    if (Object.keys(issues).length > 0) throw WebhookError.invalid(issues);
    return settings;
  }
}

function columnsOf(settings: ResolvedWebhookSettings) {
  return { ...settings, variable_paths: JSON.stringify(settings.variable_paths) };
}
