import { i18n } from '../i18n/i18n';

/** An error the API answered with, in its `{error: {code, message, details}}` envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per-field reasons for validation errors (`details.fields`), when the API sent them. */
  readonly fields: Readonly<Record<string, string>>;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError'; // i18n-exempt: the class's name
    this.status = status;
    this.code = code;
    this.details = details;
    this.fields = fieldsOf(details);
  }

  /** No answer at all: the server is down or the network is gone. */
  static unreachable(cause: unknown): ApiError {
    const error = new ApiError(0, 'NETWORK_ERROR', i18n.t('common:apiError.unreachable'));
    error.cause = cause;
    return error;
  }
}

function fieldsOf(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null || !('fields' in details)) return {};
  const fields = (details as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Reads an error envelope from a failed response, whatever its body turned out to be. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { code, message, details } = (
      body as { error: { code?: unknown; message?: unknown; details?: unknown } }
    ).error;
    if (typeof code === 'string' && typeof message === 'string')
      return new ApiError(status, code, message, details);
  }
  return new ApiError(status, `HTTP_${status}`, i18n.t('common:apiError.status', { status }));
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
