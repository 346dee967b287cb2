// Where `GET /metrics` is served, and who may read it.
import type { MetricsExposure, SporaConfigInput } from './config.js';
import { wholeNumber } from './config-values.js';

/** Shorter tokens are refused: the endpoint shows task volumes, model names and tool names. */
export const minimumMetricsTokenLength = 16;

/**
 * The metrics exposure: `SPORA_METRICS_PORT` serves them on a listener of their own (on
 * `SPORA_METRICS_HOST`, loopback by default), `SPORA_METRICS_TOKEN` alone on the main port behind
 * that bearer token; neither: not served. A token set with a port is required there too. Null
 * (with `problems` added) when invalid.
 */
export function parseMetricsExposure(input: SporaConfigInput, problems: string[]): MetricsExposure | null {
  const before = problems.length;
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const token = text(input.metricsToken);
  if (token !== '' && token.length < minimumMetricsTokenLength) {
    problems.push(
      `metricsToken (SPORA_METRICS_TOKEN) must be at least ${minimumMetricsTokenLength} characters long`,
    );
  }
  // `Authorization: Bearer <token>` carries one word of visible ASCII: any other token never matches.
  if (token !== '' && !/^[\x21-\x7e]+$/.test(token)) {
    problems.push(
      'metricsToken (SPORA_METRICS_TOKEN) must be visible ASCII characters without spaces, as a bearer token is sent',
    );
  }
  const host = text(input.metricsHost);
  if (input.metricsHost !== undefined && host === '') {
    problems.push('metricsHost (SPORA_METRICS_HOST) must not be empty when set');
  }
  const portText = text(input.metricsPort);
  const port =
    portText === ''
      ? null
      : wholeNumber(problems, portText, 0, 65_535, 'metricsPort (SPORA_METRICS_PORT)', 'a port number');
  if (port !== null && port !== 0 && Number(input.port) === port) {
    problems.push('metricsPort (SPORA_METRICS_PORT) must differ from port (SPORA_PORT)');
  }
  if (problems.length > before) return null;
  if (port !== null) {
    return { kind: 'port', port, host: host || '127.0.0.1', token: token === '' ? null : token };
  }
  if (host !== '') {
    problems.push('metricsHost (SPORA_METRICS_HOST) needs metricsPort (SPORA_METRICS_PORT)');
    return null;
  }
  return token === '' ? { kind: 'off' } : { kind: 'token', token };
}
