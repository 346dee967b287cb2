import { SporaError } from '@spora/sdk';

export type UsageErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'VALIDATION_ERROR'
  | 'MODEL_PRICE_EXISTS'
  | 'USAGE_RANGE_INVALID'
  | 'TIME_ZONE_UNKNOWN';

/**
 * `NOT_FOUND`: no such price. `FORBIDDEN`: a member changing a global configuration's prices.
 * `MODEL_PRICE_EXISTS`: the table prices the model already. `USAGE_RANGE_INVALID`: a report's
 * dates do not parse, run backwards or span too long. `TIME_ZONE_UNKNOWN`: not an IANA time zone.
 * `details.fields` names the field. (A price that is not positive is refused by the route schema.)
 */
export class UsageError extends SporaError<UsageErrorCode> {}
