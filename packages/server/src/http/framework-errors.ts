import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type ApiErrorBody, type ApiErrorCode, apiErrorCatalogue } from './error-catalogue.js';

/**
 * The longest path parameter the router passes on, as sent: 200 characters (the most any
 * parameter's schema allows) of up to four UTF-8 bytes each, written as `%XX`. Longer is 414
 * URI_TOO_LONG; anything between the schema's limit and this one is a VALIDATION_ERROR.
 */
export const maximumPathParameterLength = 200 * 4 * 3;

function errorBody(code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/**
 * Errors Fastify's router raises before any route or error handler runs: a URL whose
 * percent-encoding does not decode, or a path parameter over {@link maximumPathParameterLength}.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const send = (code: ApiErrorCode, message: string) =>
    reply.code(apiErrorCatalogue[code].status).send(errorBody(code, message));
  if (error.code === 'FST_ERR_BAD_URL')
    return send('BAD_REQUEST', 'The URL is not valid: a percent-encoded part does not decode.');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send('URI_TOO_LONG', apiErrorCatalogue.URI_TOO_LONG.meaning);
  request.log.error({ err: error }, 'request failed in the router');
  return send('INTERNAL_SERVER_ERROR', 'An internal error occurred.');
};

/**
 * A URL no route matches: 404, unless one of its path segments is longer than any parameter may
 * be (the router then skips the parametric routes, and the UI's catch-all hands `/api/…` here).
 */
export function answerUnmatchedRoute(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > maximumPathParameterLength))
    return reply.code(414).send(errorBody('URI_TOO_LONG', apiErrorCatalogue.URI_TOO_LONG.meaning));
  return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url}.`));
}

/** What Node's HTTP parser refused, by the error it reports. */
function clientErrorCode(error: NodeJS.ErrnoException): ApiErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed Content-Length or
 * chunk, headers over the size limit, a request too slow to arrive) get the envelope too,
 * written to the socket by hand since there is no request to reply to; then the connection
 * closes, as the parser cannot tell where the next request would start.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection is already gone; there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  const { status, meaning } = apiErrorCatalogue[code];
  const body = JSON.stringify(errorBody(code, meaning));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
