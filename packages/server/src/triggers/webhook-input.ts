import type {
  Webhook,
  WebhookPayloadMode,
  WebhookSignatureAlgorithm,
  WebhookSignatureEncoding,
} from '../db/index.js';

/** What a person sets on a hook; on update, every field is optional. */
export interface WebhookInput {
  readonly name: string;
  /** Whether deliveries must be signed; a secret is created when this turns on. */
  readonly verify_signature?: boolean;
  readonly signature_header?: string;
  readonly signature_algorithm?: WebhookSignatureAlgorithm;
  readonly signature_encoding?: WebhookSignatureEncoding;
  readonly signature_prefix?: string;
  readonly timestamp_header?: string | null;
  readonly tolerance_seconds?: number;
  readonly payload_mode?: WebhookPayloadMode;
  readonly prompt_template_id?: number | null;
  readonly variable_paths?: Readonly<Record<string, string>>;
  readonly prompt_text?: string | null;
  readonly idempotency_header?: string;
  readonly callback_url?: string | null;
  readonly rate_limit_per_minute?: number;
  readonly enabled?: boolean;
}

export const webhookDefaults = {
  signature_header: 'x-spora-signature',
  signature_algorithm: 'sha256',
  signature_encoding: 'hex',
  signature_prefix: 'sha256=',
  timestamp_header: 'x-spora-timestamp',
  tolerance_seconds: 300,
  idempotency_header: 'idempotency-key',
  rate_limit_per_minute: 60,
} as const;

const headerName = /^[A-Za-z0-9-]{1,100}$/;
const payloadPath = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** The settings a hook ends up with: `input` over `current` (or the defaults, for a new hook). */
export interface ResolvedWebhookSettings {
  readonly name: string;
  readonly signature_header: string;
  readonly signature_algorithm: WebhookSignatureAlgorithm;
  readonly signature_encoding: WebhookSignatureEncoding;
  readonly signature_prefix: string;
  readonly timestamp_header: string | null;
  readonly tolerance_seconds: number;
  readonly payload_mode: WebhookPayloadMode;
  readonly prompt_template_id: number | null;
  readonly variable_paths: Readonly<Record<string, string>>;
  readonly prompt_text: string | null;
  readonly idempotency_header: string;
  readonly callback_url: string | null;
  readonly rate_limit_per_minute: number;
}

export function resolveSettings(
  input: Partial<WebhookInput>,
  current: Webhook | null,
): ResolvedWebhookSettings {
  const templateId =
    input.prompt_template_id !== undefined ? input.prompt_template_id : (current?.prompt_template_id ?? null);
  return {
    name: (input.name ?? current?.name ?? '').trim(),
    signature_header: (
      input.signature_header ??
      current?.signature_header ??
      webhookDefaults.signature_header
    ).toLowerCase(),
    signature_algorithm:
      input.signature_algorithm ?? current?.signature_algorithm ?? webhookDefaults.signature_algorithm,
    signature_encoding:
      input.signature_encoding ?? current?.signature_encoding ?? webhookDefaults.signature_encoding,
    signature_prefix: input.signature_prefix ?? current?.signature_prefix ?? webhookDefaults.signature_prefix,
    timestamp_header:
      (input.timestamp_header !== undefined
        ? input.timestamp_header
        : current
          ? current.timestamp_header
          : webhookDefaults.timestamp_header
      )?.toLowerCase() ?? null,
    tolerance_seconds:
      input.tolerance_seconds ?? current?.tolerance_seconds ?? webhookDefaults.tolerance_seconds,
    payload_mode: input.payload_mode ?? current?.payload_mode ?? (templateId === null ? 'text' : 'template'),
    prompt_template_id: templateId,
    variable_paths: input.variable_paths ?? (current ? variablePathsOf(current) : {}),
    prompt_text: input.prompt_text !== undefined ? input.prompt_text : (current?.prompt_text ?? null),
    idempotency_header: (
      input.idempotency_header ??
      current?.idempotency_header ??
      webhookDefaults.idempotency_header
    ).toLowerCase(),
    callback_url: input.callback_url !== undefined ? input.callback_url : (current?.callback_url ?? null),
    rate_limit_per_minute:
      input.rate_limit_per_minute ?? current?.rate_limit_per_minute ?? webhookDefaults.rate_limit_per_minute,
  };
}

/**
 * Why the settings cannot be saved, field by field: header names, payload paths, the callback
 * URL, and in template mode a template (whose declared variables the paths must name).
 */
export function settingsIssues(
  settings: ResolvedWebhookSettings,
  declaredVariables: readonly string[] | null,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (settings.name === '') issues.name = 'must not be empty';
  for (const field of ['signature_header', 'timestamp_header', 'idempotency_header'] as const) {
    const value = settings[field];
    if (value !== null && !headerName.test(value)) issues[field] = 'must be an HTTP header name';
  }
  if (settings.payload_mode === 'template') {
    if (settings.prompt_template_id === null) {
      issues.prompt_template_id = 'template mode needs a prompt template of this agent';
    } else if (declaredVariables === null) {
      issues.prompt_template_id = 'no prompt template of this agent has this id';
    }
  }
  for (const [variable, path] of Object.entries(settings.variable_paths)) {
    if (!payloadPath.test(path))
      issues[`variable_paths.${variable}`] = 'must be a dotted path such as ticket.title';
    else if (declaredVariables !== null && !declaredVariables.includes(variable)) {
      issues[`variable_paths.${variable}`] = 'the template declares no such variable';
    }
  }
  if (settings.callback_url !== null && !isHttpUrl(settings.callback_url)) {
    issues.callback_url = 'must be an http or https URL';
  }
  return issues;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function variablePathsOf(webhook: Pick<Webhook, 'variable_paths'>): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(webhook.variable_paths);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
