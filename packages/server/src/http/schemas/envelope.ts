import Type, { type TSchema } from 'typebox';
import { type ApiErrorCode, apiErrorCatalogue } from '../error-catalogue.js';
import { named } from './named.js';

/** `{data: …}`: the shape of every successful JSON response under `/api/v1`. */
export function dataEnvelope<Schema extends TSchema>(data: Schema) {
  return Type.Object({ data }, { additionalProperties: false });
}

export const errorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.Unknown()),
    }),
  },
  { additionalProperties: false, ...named('ErrorResponse') },
);

/**
 * Response schemas for the error codes a route documents, keyed by HTTP status. Every route under
 * `/api/v1` may also answer 401/403 (authentication, CSRF, an API token's scope or agent list), 422
 * and 500; those are always listed.
 */
export function errorResponses(...codes: readonly ApiErrorCode[]): Record<number, typeof errorEnvelope> {
  const always: ApiErrorCode[] = [
    'UNAUTHENTICATED',
    'CSRF_INVALID',
    'TOKEN_SCOPE_INSUFFICIENT',
    'VALIDATION_ERROR',
    'INTERNAL_SERVER_ERROR',
  ];
  const statuses = new Set([...always, ...codes].map((code) => apiErrorCatalogue[code].status));
  return Object.fromEntries([...statuses].map((status) => [status, errorEnvelope]));
}

/** The body of a route that takes no input: nothing, or an empty object. */
export const emptyBody = Type.Object({}, { additionalProperties: false });

export const deletedResponse = dataEnvelope(
  Type.Object({ deleted: Type.Literal(true) }, { additionalProperties: false }),
);
