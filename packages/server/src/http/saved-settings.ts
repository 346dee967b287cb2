import type { Result } from '@spora/sdk';
import type { SettingsValidationFailure } from '../settings/index.js';
import { ApiError } from './api-error.js';

/**
 * The value of a settings write, or VALIDATION_ERROR with a reason per field, keyed by its path in
 * the body (`settings.api_key`) as other services' field errors are.
 */
export function savedSettings<Value>(result: Result<Value, SettingsValidationFailure>): Value {
  if (result.ok) return result.value;
  const fields = Object.fromEntries(
    Object.entries(result.error.fieldErrors).map(([key, reason]) => [`settings.${key}`, reason]),
  );
  throw new ApiError('VALIDATION_ERROR', result.error.message, { fields });
}
