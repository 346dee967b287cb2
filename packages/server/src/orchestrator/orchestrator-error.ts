import { SporaError } from '@spora/sdk';

export type OrchestratorErrorCode = 'INVALID_STATE' | 'NOT_FOUND' | 'VALIDATION_ERROR';

/**
 * A request the task's state or the input does not allow. The API maps `INVALID_STATE` to 409,
 * `NOT_FOUND` to 404 and `VALIDATION_ERROR` to 422.
 */
export class OrchestratorError extends SporaError<OrchestratorErrorCode> {}
