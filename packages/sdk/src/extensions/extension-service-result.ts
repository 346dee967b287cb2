import type { Result } from '../result.js';

/**
 * Why a platform service refused an extension's request. The codes are the API's, so a route
 * handler can throw the failure on as a `SporaError` and the caller gets the same answer the API
 * would give: another user's agent or task is `NOT_FOUND` (as one that does not exist), a shared
 * agent the user may use but not configure (or any call for a suspended user) is `FORBIDDEN`, a
 * task in the wrong status is `INVALID_STATE`, bad input is `VALIDATION_ERROR`.
 */
export type ExtensionServiceFailureCode = 'NOT_FOUND' | 'FORBIDDEN' | 'INVALID_STATE' | 'VALIDATION_ERROR';

export interface ExtensionServiceFailure {
  readonly code: ExtensionServiceFailureCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * What a platform service call answers: the value, or the refusal. Nothing was changed when it
 * is a refusal. Failures that are nobody's input (the database is down) are thrown.
 */
export type ExtensionServiceResult<Value> = Result<Value, ExtensionServiceFailure>;
