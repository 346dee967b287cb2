import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/** The `charset` parameter of a Content-Type header, lower-cased; undefined when there is none. */
function charsetOf(contentType: string | undefined): string | undefined {
  for (const parameter of (contentType ?? '').split(';').slice(1)) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset')
      return value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return undefined;
}

const utf8Labels = new Set([undefined, 'utf-8', 'utf8']);

/**
 * Bodies are JSON in UTF-8 and nothing else: Fastify's `text/plain` parser is removed, so such a
 * body is 415 like any other type, and so is JSON declared in another charset (the bytes would be
 * read as UTF-8 regardless). JSON goes through Fastify's own parser (which refuses `__proto__`
 * and `constructor` keys), with one difference: an empty body is `{}`, so clients may call
 * body-less actions either way.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (!utf8Labels.has(charsetOf(request.headers['content-type']))) {
      done(
        new ApiError(
          'UNSUPPORTED_MEDIA_TYPE',
          'JSON bodies must be UTF-8: send `application/json` or `application/json; charset=utf-8`.',
        ),
        undefined,
      );
      return;
    }
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) request.body = {};
  });
}
