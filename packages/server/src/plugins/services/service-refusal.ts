import {
  type ExtensionServiceFailureCode,
  type ExtensionServiceResult,
  fail,
  ok,
  SporaError,
} from '@spora/sdk';

const refusalCodes: ReadonlySet<string> = new Set<ExtensionServiceFailureCode>([
  'NOT_FOUND',
  'FORBIDDEN',
  'INVALID_STATE',
  'VALIDATION_ERROR',
]);

/** A refusal an extension service decides itself, before asking the platform's services. */
export class ServiceRefusal extends SporaError<ExtensionServiceFailureCode> {}

/**
 * Runs one service call and answers its outcome: the value, or the refusal when the platform's
 * services refused the request with one of the API's refusal codes. Anything else (the database
 * is down, a bug) is thrown on, as it would be from any other service.
 */
export async function serviceResult<Value>(
  call: () => Promise<Value>,
): Promise<ExtensionServiceResult<Value>> {
  try {
    return ok(await call());
  } catch (error) {
    if (SporaError.isInstance(error) && refusalCodes.has(error.code)) {
      return fail({
        code: error.code as ExtensionServiceFailureCode,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    throw error;
  }
}

/** The largest id the id columns hold; a larger one would fail the query on PostgreSQL. */
const maximumId = 2_147_483_647;

/** Refuses an id no row can have as NOT_FOUND, like a row that does not exist. */
export function assertId(id: number, what: string): void {
  if (!Number.isSafeInteger(id) || id < 1 || id > maximumId) {
    throw new ServiceRefusal('NOT_FOUND', `${what} #${id} not found.`, { id });
  }
}
