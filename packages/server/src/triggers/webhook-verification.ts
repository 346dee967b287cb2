import type { Webhook } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { WebhookErrorCode } from './webhook-error.js';
import { schemeOf, signatureMatches, signedContent, timestampProblem } from './webhook-signature.js';

/** What a delivery's headers must show, read by their lower-case names. */
export interface SignedDelivery {
  readonly body: Buffer;
  readonly header: (name: string) => string | undefined;
}

/**
 * Why a delivery fails the hook's signature check, or null when it passes (or the hook checks
 * none): the timestamp first (missing, malformed or outside the tolerance), then the signature
 * against the current secret and, while its grace period lasts, the previous one.
 */
export function verificationProblem(
  hook: Webhook,
  delivery: SignedDelivery,
  encryption: FieldEncryption,
  now: Date,
): { readonly code: WebhookErrorCode; readonly message: string } | null {
  if (hook.signing_secret === null) return null;
  let timestamp: string | null = null;
  if (hook.timestamp_header !== null) {
    const value = delivery.header(hook.timestamp_header);
    const stale = timestampProblem(value, hook.tolerance_seconds, now);
    if (stale !== null) return { code: 'WEBHOOK_TIMESTAMP_STALE', message: `Refused: ${stale}.` };
    timestamp = (value ?? '').trim();
  }
  const presented = delivery.header(hook.signature_header);
  if (presented === undefined) {
    return { code: 'WEBHOOK_SIGNATURE_INVALID', message: `The ${hook.signature_header} header is missing.` };
  }
  const content = signedContent(delivery.body, timestamp);
  const matches = secretsOf(hook, encryption, now).some((secret) =>
    signatureMatches(schemeOf(hook), secret, content, presented),
  );
  return matches
    ? null
    : {
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: `The ${hook.signature_header} header does not match the body.`,
      };
}

/** The current secret, and the previous one while its grace period lasts; one that cannot be decrypted verifies nothing. */
function secretsOf(hook: Webhook, encryption: FieldEncryption, now: Date): string[] {
  const stored = [hook.signing_secret];
  if (
    hook.previous_signing_secret !== null &&
    hook.previous_secret_expires_at !== null &&
    Date.parse(hook.previous_secret_expires_at) > now.getTime()
  ) {
    stored.push(hook.previous_signing_secret);
  }
  return stored.flatMap((value) => {
    if (value === null) return [];
    const decrypted = encryption.decrypt(value, `webhook #${hook.id} signing secret`);
    return decrypted.ok ? [decrypted.value] : [];
  });
}
