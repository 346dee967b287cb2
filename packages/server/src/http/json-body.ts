import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (which refuses `__proto__` and `constructor` keys), with
 * one difference: an empty body is `{}`, so clients may call body-less actions either way.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
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
