import { SporaError } from '@spora/sdk';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiErrorBody,
  type ApiErrorCode,
  apiErrorCatalogue,
  isApiErrorCode,
} from './error-catalogue.js';

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
    return send(error.code, error.message, error.details);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = fastifyError.validation.map((issue) => ({
      field: `${issue.instancePath}${'missingProperty' in issue.params ? `/${String(issue.params.missingProperty)}` : ''}`,
      message: issue.message ?? 'is invalid',
    }));
    return send('VALIDATION_ERROR', fastifyError.message, { fields });
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return send('INVALID_JSON', 'The request body is not valid JSON.');
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return send('BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'request failed');
  return send('INTERNAL_SERVER_ERROR', 'An internal error occurred.');
}
