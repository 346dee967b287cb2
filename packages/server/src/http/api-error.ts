import { SporaError } from '@spora/sdk';
import type { ApiErrorCode } from './error-catalogue.js';

/** An error a route or hook answers with directly; its code decides the HTTP status. */
export class ApiError extends SporaError<ApiErrorCode> {
  static notFound(what: string): ApiError {
    return new ApiError('NOT_FOUND', `${what} not found.`);
  }

  static tooManyRequests(retryAfterSeconds: number): ApiError {
    return new ApiError('TOO_MANY_REQUESTS', `Too many attempts; retry in ${retryAfterSeconds} s.`, {
      retry_after_seconds: retryAfterSeconds,
    });
  }
}
