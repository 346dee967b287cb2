import { SporaError } from '@spora/sdk';

export type WebhookErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'TOO_MANY_REQUESTS'
  | 'WEBHOOK_DISABLED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WEBHOOK_TIMESTAMP_STALE'
  | 'WEBHOOK_REPLAYED'
  | 'WEBHOOK_PAYLOAD_INVALID';

/**
 * Why a webhook could not be configured or a delivery was refused. `NOT_FOUND`: no such hook (or
 * URL token), or another owner's; `VALIDATION_ERROR`: `details.fields` maps each field to why.
 */
export class WebhookError extends SporaError<WebhookErrorCode> {
  static notFound(what: string): WebhookError {
    return new WebhookError('NOT_FOUND', `${what} not found.`);
  }

  static invalid(fields: Readonly<Record<string, string>>): WebhookError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new WebhookError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, { fields });
  }
}
