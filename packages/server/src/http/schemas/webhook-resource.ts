import Type from 'typebox';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';
import { Pagination } from './pagination.js';

const HeaderName = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' });
const Algorithm = Type.Enum(['sha256', 'sha1', 'sha512']);
const Encoding = Type.Enum(['hex', 'base64']);
const PayloadMode = Type.Enum(['template', 'text'], {
  description:
    '`template`: payload fields fill the prompt template; `text`: the whole payload follows `prompt_text`',
});
const VariablePaths = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'A dotted path into the payload, such as ticket.title',
  }),
  { maxProperties: 50 },
);

const settingFields = {
  verify_signature: Type.Optional(
    Type.Boolean({
      description: 'Require an HMAC signature; a secret is created (and shown once) when it turns on',
    }),
  ),
  signature_header: Type.Optional(HeaderName),
  signature_algorithm: Type.Optional(Algorithm),
  signature_encoding: Type.Optional(Encoding),
  signature_prefix: Type.Optional(
    Type.String({ maxLength: 32, description: 'Text before the digest, such as sha256=' }),
  ),
  /** The header with the Unix time that is signed with the body; null: none. */
  timestamp_header: Type.Optional(Nullable(HeaderName)),
  tolerance_seconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 86_400 })),
  payload_mode: Type.Optional(PayloadMode),
  prompt_template_id: Type.Optional(Nullable(Id)),
  variable_paths: Type.Optional(VariablePaths),
  prompt_text: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  idempotency_header: Type.Optional(HeaderName),
  callback_url: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2000 }))),
  rate_limit_per_minute: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  enabled: Type.Optional(Type.Boolean()),
};

export const WebhookBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), ...settingFields },
  { additionalProperties: false, ...named('NewWebhook') },
);

export const WebhookPatch = Type.Partial(WebhookBody, {
  additionalProperties: false,
  ...named('WebhookPatch'),
});

export const SecretRotationBody = Type.Object(
  {
    grace_seconds: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 604_800,
        description: 'How long the replaced secret stays valid (default one day)',
      }),
    ),
  },
  { additionalProperties: false, ...named('WebhookSecretRotation') },
);

export const WebhookParams = Type.Object({ id: Id, webhookId: Id }, { additionalProperties: false });

export const WebhookDeliveryResource = Type.Object(
  {
    id: Type.Integer(),
    webhook_id: Type.Integer(),
    received_at: Timestamp,
    verified: Type.Boolean(),
    outcome: Type.Enum(['task_started', 'duplicate', 'refused']),
    refusal_code: Nullable(Type.String()),
    refusal_message: Nullable(Type.String()),
    task_id: Nullable(Type.Integer()),
    idempotency_key: Nullable(Type.String()),
    callback_url: Nullable(Type.String()),
    callback_status: Nullable(Type.Enum(['pending', 'delivered', 'failed'])),
    callback_attempts: Type.Integer(),
    callback_error: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('WebhookDelivery') },
);

export const WebhookResource = Type.Object(
  {
    id: Type.Integer(),
    agent_id: Type.Integer(),
    name: Type.String(),
    token_hint: Type.String({ description: "The URL token's first characters" }),
    enabled: Type.Boolean(),
    verify_signature: Type.Boolean(),
    signature_header: Type.String(),
    signature_algorithm: Algorithm,
    signature_encoding: Encoding,
    signature_prefix: Type.String(),
    timestamp_header: Nullable(Type.String()),
    tolerance_seconds: Type.Integer(),
    previous_secret_expires_at: Nullable(Timestamp),
    payload_mode: PayloadMode,
    prompt_template_id: Nullable(Type.Integer()),
    variable_paths: Type.Record(Type.String(), Type.String()),
    prompt_text: Nullable(Type.String()),
    idempotency_header: Type.String(),
    callback_url: Nullable(Type.String()),
    rate_limit_per_minute: Type.Integer(),
    last_delivery: Nullable(WebhookDeliveryResource),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('Webhook') },
);

/** A hook with what is shown only once: its URL at creation, its secret when one was made. */
export const RevealedWebhookResource = Type.Object(
  {
    webhook: WebhookResource,
    url: Nullable(Type.String({ description: 'The secret URL deliveries are POSTed to; shown once' })),
    secret: Nullable(Type.String({ description: 'The signing secret; shown once' })),
  },
  { additionalProperties: false, ...named('RevealedWebhook') },
);

export const WebhookDeliveryPage = Type.Object(
  { deliveries: Type.Array(WebhookDeliveryResource), pagination: Pagination },
  { additionalProperties: false },
);

export const InboundParams = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);

export const InboundQuery = Type.Object(
  {
    wait: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 60,
        description: 'Seconds to wait for the final answer (at most 60)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const InboundAnswer = Type.Object(
  {
    task_id: Type.Integer(),
    task_url: Type.String(),
    delivery_id: Type.Integer(),
    duplicate: Type.Boolean({
      description: 'The idempotency key was seen: this is the task the first delivery started',
    }),
    status: Type.String(),
    final_response: Nullable(Type.String()),
  },
  { additionalProperties: false, ...named('WebhookDeliveryAccepted') },
);
