import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export type WebhookSignatureAlgorithm = 'sha256' | 'sha1' | 'sha512';
export type WebhookSignatureEncoding = 'hex' | 'base64';
/** `template`: payload fields fill the prompt template's variables; `text`: the payload is sent whole. */
export type WebhookPayloadMode = 'template' | 'text';

/** An inbound webhook of an agent: a secret URL that starts a task for the agent's owner. */
export interface WebhooksTable {
  id: Generated<number>;
  agent_id: number;
  name: string;
  /** SHA-256 (hex) of the URL token; the token itself is shown once and never stored. */
  token_hash: string;
  /** The token's first characters, so a person can tell URLs apart. */
  token_hint: string;
  /** The HMAC secret, encrypted (`enc:v1:`); NULL when the hook does not verify signatures. */
  signing_secret: string | null;
  /** The secret before the last rotation, encrypted, valid until `previous_secret_expires_at`. */
  previous_signing_secret: string | null;
  previous_secret_expires_at: Timestamp | null;
  signature_header: string;
  signature_algorithm: WebhookSignatureAlgorithm;
  signature_encoding: WebhookSignatureEncoding;
  /** Text before the digest in the header, such as `sha256=`; empty for none. */
  signature_prefix: string;
  /** The header carrying the Unix time (seconds) the sender signed; NULL: no timestamp is signed. */
  timestamp_header: string | null;
  tolerance_seconds: number;
  payload_mode: WebhookPayloadMode;
  prompt_template_id: number | null;
  /** JSON: template variable → dotted path into the payload (`ticket.title`). */
  variable_paths: string;
  /** Text mode: the instruction the payload follows. */
  prompt_text: string | null;
  idempotency_header: string;
  /** Where the final answer goes, unless a delivery names its own; NULL for none. */
  callback_url: string | null;
  rate_limit_per_minute: number;
  enabled: Generated<0 | 1>;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** How a delivery ended: it started a task, it was a retry of one that did, or it was refused. */
export type WebhookDeliveryOutcome = 'task_started' | 'duplicate' | 'refused';
export type WebhookCallbackStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  received_at: CreatedAt;
  /** 1 when the signature (and timestamp) checked out, or the hook verifies none. */
  verified: 0 | 1;
  outcome: WebhookDeliveryOutcome;
  refusal_code: string | null;
  refusal_message: string | null;
  task_id: number | null;
  idempotency_key: string | null;
  /** Set on the delivery that started a task: the key that a retry repeats (unique per hook). */
  started_key: string | null;
  /** SHA-256 of the signature header on deliveries that started a task (unique per hook): replays are refused. */
  signature_digest: string | null;
  callback_url: string | null;
  callback_status: WebhookCallbackStatus | null;
  callback_attempts: Generated<number>;
  /** When the callback may next be tried (also a claim: a sender moves it on before it sends). */
  callback_next_at: Timestamp | null;
  callback_error: string | null;
}
