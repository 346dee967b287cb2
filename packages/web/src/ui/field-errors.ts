import { isApiError } from '../api/api-error';

/** The API's reason for one field ("must be 1 to 100 characters"), as a sentence under the input. */
export function apiFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const reason = error.fields[field];
  return reason === undefined ? undefined : reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}

/** Whether the API named any of these fields, so the form shows no second, general error for them. */
export function hasFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && fields.some((field) => error.fields[field] !== undefined);
}
