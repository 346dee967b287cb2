import { SporaError } from '@spora/sdk';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiErrorBody,
  type ApiErrorCode,
  apiErrorCatalogue,
  isApiErrorCode,
} from './error-catalogue.js';

/** Fastify's own request errors, by their code. */
const fastifyRequestErrors: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/**
 * Maps anything a route throws onto the `{error: {code, message, details?}}` envelope: coded
 * service errors by their code, Fastify's schema validation as VALIDATION_ERROR with per-field
 * details, unparsable bodies as INVALID_JSON, and everything else as a 500 whose internals stay in
 * the log.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const send = (code: ApiErrorCode, message: string, details?: unknown) => {
    const body: ApiErrorBody = { error: { code, message, ...(details === undefined ? {} : { details }) } };
    return reply.code(apiErrorCatalogue[code].status).send(body);
  };
  if (SporaError.isInstance(error) && isApiErrorCode(error.code)) {
    const retryAfter = (error.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
    if (error.code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number') {
      reply.header('retry-after', String(retryAfter));
    }
    return send(error.code, error.message, error.details);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const location = fastifyError.validationContext ?? 'body';
    // The same `{field: reason}` map the services answer with, so clients read one shape.
    // A Map, since a field may be named `constructor` or `__proto__`.
    const fields = new Map<string, string>();
    for (const issue of fastifyError.validation) {
      const params = issue.params as Record<string, unknown>;
      const named = params.missingProperty ?? params.additionalProperty;
      const path = [
        ...issue.instancePath.split('/').filter(Boolean),
        ...(named === undefined ? [] : [String(named)]),
      ];
      const field = path.length === 0 ? location : path.join('.');
      if (!fields.has(field))
        fields.set(
          field,
          params.additionalProperty !== undefined ? 'is not a known field' : (issue.message ?? 'is invalid'),
        );
    }
    return send('VALIDATION_ERROR', fastifyError.message, {
      in: location,
      fields: Object.fromEntries(fields),
    });
  }
  const requestErrorCode =
    fastifyError.code === undefined ? undefined : fastifyRequestErrors[fastifyError.code];
  if (requestErrorCode !== undefined)
    return send(requestErrorCode, apiErrorCatalogue[requestErrorCode].meaning);
  if (error instanceof SyntaxError) return send('INVALID_JSON', 'The request body is not valid JSON.');
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return send('BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'request failed');
  return send('INTERNAL_SERVER_ERROR', 'An internal error occurred.');
}
