import type { FastifyInstance } from 'fastify';
import type { MetricsExposure } from '../../config/index.js';
import type { PlatformMetrics } from '../../telemetry/metrics.js';
import { carriesMetricsToken, metricsTokenRefusal } from '../../telemetry/metrics-access.js';
import { ApiError } from '../api-error.js';

/**
 * `GET /metrics` on the main port: Prometheus' text format for `Authorization: Bearer
 * <SPORA_METRICS_TOKEN>`. Not served here (404) when metrics are off or have a port of their own,
 * and answered for the path anyway so that it never falls through to the UI's pages. Left out of
 * the OpenAPI document: it is for Prometheus, not for API clients, and its body is not JSON.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  exposure: MetricsExposure,
  metrics: PlatformMetrics,
): void {
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (exposure.kind !== 'token') {
      throw new ApiError(
        'NOT_FOUND',
        exposure.kind === 'off'
          ? 'Metrics are not served: set SPORA_METRICS_TOKEN or SPORA_METRICS_PORT.'
          : 'Metrics are served on their own port (SPORA_METRICS_PORT).',
      );
    }
    if (!carriesMetricsToken(request.headers.authorization, exposure.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiError(metricsTokenRefusal.code, metricsTokenRefusal.message);
    }
    const { contentType, body } = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
