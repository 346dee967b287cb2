import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activeTracer } from './tracing.js';

/** Requests that read (GET, HEAD, OPTIONS) start and decide nothing, and are left out of traces. */
const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route parameters that are credentials (a webhook's `/hooks/:token`): never sent to a collector. */
const secretParameter = /token|secret|key|code/i;

/**
 * The request's path for `url.path`, with the values of credential parameters replaced by
 * `REDACTED`: a webhook's token is its only credential, and a trace travels further than a log.
 */
function scrubbedPath(request: FastifyRequest, route: string): string {
  const path = request.url.split('?')[0] ?? '/';
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!Object.keys(params).some((name) => secretParameter.test(name))) return path;
  return route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    secretParameter.test(name) ? 'REDACTED' : encodeURIComponent(String(params[name] ?? '')),
  );
}

/**
 * The HTTP requests that start or decide work (every method that changes something) as server
 * spans, continuing the caller's trace when it sends a W3C `traceparent`. The span is made when
 * the request arrives and becomes the active span for its handler, so a task the request creates
 * stores it as the task's trace, and a decision it carries links to it.
 */
export function traceWorkRequests(app: FastifyInstance): void {
  if (activeTracer() === null) return;
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const tracer = activeTracer();
    if (tracer !== null && !readingMethods.has(request.method)) {
      const caller = propagation.extract(ROOT_CONTEXT, request.headers);
      // Without a route (a 404), the path is whatever the caller sent: the span is named by its method.
      const route = request.routeOptions.url;
      spans.set(
        request,
        tracer.startSpan(
          route === undefined ? request.method : `${request.method} ${route}`,
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': request.method,
              ...(route !== undefined && { 'http.route': route, 'url.path': scrubbedPath(request, route) }),
            },
          },
          caller,
        ),
      );
    }
    done();
  });
  // Active from the handler on: body parsing, which comes before, has no span to continue.
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span === undefined) return done();
    context.with(trace.setSpan(context.active(), span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span !== undefined) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) {
        span.setAttribute('error.type', String(reply.statusCode));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
      spans.delete(request);
    }
    done();
  });
  // A client that goes away before the answer gets no onResponse: its span ends here.
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span !== undefined) {
      span.setAttribute('error.type', 'request_aborted');
      span.end();
      spans.delete(request);
    }
    done();
  });
}
