import { ApiError } from './api-error.js';

/**
 * A `date-time` query bound as stored times are written (`toISOString()` text), so it compares as
 * text; undefined stays undefined.
 */
export function queryInstant(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  // The date-time format admits a leap second (`23:59:60`), which no Date holds.
  if (Number.isNaN(time)) {
    throw new ApiError('VALIDATION_ERROR', `querystring/${field} is not a time Spora can compare`, {
      in: 'querystring',
      fields: { [field]: 'is not a time Spora can compare' },
    });
  }
  return new Date(time).toISOString();
}
