import { SporaError } from '@spora/sdk';

export type UsageErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'MODEL_PRICE_EXISTS'
  | 'MODEL_PRICE_INVALID'
  | 'USAGE_RANGE_INVALID'
  | 'TIME_ZONE_UNKNOWN';

/**
 * `NOT_FOUND`: no such price (or configuration the caller may change). `MODEL_PRICE_EXISTS`: the
 * table prices the model already. `MODEL_PRICE_INVALID`: a price that is not a positive, finite
 * number. `USAGE_RANGE_INVALID`: a report's dates do not parse, run backwards or span too long.
 * `TIME_ZONE_UNKNOWN`: not an IANA time zone. `details.fields` names the field.
 */
export class UsageError extends SporaError<UsageErrorCode> {}
