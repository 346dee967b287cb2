import type {
  Webhook,
  WebhookCallbackStatus,
  WebhookDelivery,
  WebhookDeliveryOutcome,
  WebhookPayloadMode,
  WebhookSignatureAlgorithm,
  WebhookSignatureEncoding,
} from '../db/index.js';
import { variablePathsOf } from './webhook-input.js';

/** A delivery as its hook's owner sees it. */
export interface WebhookDeliveryView {
  readonly id: number;
  readonly webhook_id: number;
  readonly received_at: string;
  readonly verified: boolean;
  readonly outcome: WebhookDeliveryOutcome;
  readonly refusal_code: string | null;
  readonly refusal_message: string | null;
  readonly task_id: number | null;
  readonly idempotency_key: string | null;
  readonly callback_url: string | null;
  readonly callback_status: WebhookCallbackStatus | null;
  readonly callback_attempts: number;
  readonly callback_error: string | null;
}

/** A hook as its owner sees it: never its secrets or its URL token, only the token's start. */
export interface WebhookView {
  readonly id: number;
  readonly agent_id: number;
  readonly name: string;
  readonly token_hint: string;
  readonly enabled: boolean;
  readonly verify_signature: boolean;
  readonly signature_header: string;
  readonly signature_algorithm: WebhookSignatureAlgorithm;
  readonly signature_encoding: WebhookSignatureEncoding;
  readonly signature_prefix: string;
  readonly timestamp_header: string | null;
  readonly tolerance_seconds: number;
  /** Until when the secret before the last rotation is still accepted; null when none is. */
  readonly previous_secret_expires_at: string | null;
  readonly payload_mode: WebhookPayloadMode;
  readonly prompt_template_id: number | null;
  readonly variable_paths: Readonly<Record<string, string>>;
  readonly prompt_text: string | null;
  readonly idempotency_header: string;
  readonly callback_url: string | null;
  readonly rate_limit_per_minute: number;
  readonly last_delivery: WebhookDeliveryView | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export function deliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery.id,
    webhook_id: delivery.webhook_id,
    received_at: delivery.received_at,
    verified: delivery.verified === 1,
    outcome: delivery.outcome,
    refusal_code: delivery.refusal_code,
    refusal_message: delivery.refusal_message,
    task_id: delivery.task_id,
    idempotency_key: delivery.idempotency_key,
    callback_url: delivery.callback_url,
    callback_status: delivery.callback_status,
    callback_attempts: Number(delivery.callback_attempts),
    callback_error: delivery.callback_error,
  };
}

export function webhookView(webhook: Webhook, lastDelivery: WebhookDelivery | null, now: Date): WebhookView {
  const previousValid =
    webhook.previous_secret_expires_at !== null &&
    Date.parse(webhook.previous_secret_expires_at) > now.getTime();
  return {
    id: webhook.id,
    agent_id: webhook.agent_id,
    name: webhook.name,
    token_hint: webhook.token_hint,
    enabled: webhook.enabled === 1,
    verify_signature: webhook.signing_secret !== null,
    signature_header: webhook.signature_header,
    signature_algorithm: webhook.signature_algorithm,
    signature_encoding: webhook.signature_encoding,
    signature_prefix: webhook.signature_prefix,
    timestamp_header: webhook.timestamp_header,
    tolerance_seconds: webhook.tolerance_seconds,
    previous_secret_expires_at: previousValid ? webhook.previous_secret_expires_at : null,
    payload_mode: webhook.payload_mode,
    prompt_template_id: webhook.prompt_template_id,
    variable_paths: variablePathsOf(webhook),
    prompt_text: webhook.prompt_text,
    idempotency_header: webhook.idempotency_header,
    callback_url: webhook.callback_url,
    rate_limit_per_minute: webhook.rate_limit_per_minute,
    last_delivery: lastDelivery ? deliveryView(lastDelivery) : null,
    created_at: webhook.created_at,
    updated_at: webhook.updated_at,
  };
}
