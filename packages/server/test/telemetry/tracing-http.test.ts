/**
 * The HTTP requests that change something become server spans, and spans leave this process for a
 * collector: a credential in a path (a webhook's `/hooks/:token`) must not go with them, nor a path
 * no route matched, which is whatever the caller sent.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushTracing, startTracing, stopTracing } from '../../src/telemetry/tracing.js';
import { traceWorkRequests } from '../../src/telemetry/tracing-http.js';
import { tracingSettingsFrom } from '../../src/telemetry/tracing-settings.js';
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlp-receiver.js';

let receiver: OtlpReceiver;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  startTracing(
    tracingSettingsFrom({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: receiver.url }),
    { info: () => {} },
    'server',
  );
});

afterAll(async () => {
  await stopTracing();
  await receiver.close();
});

describe('HTTP server spans', () => {
  it("never carry a webhook's token, nor a path no route matched", async () => {
    const app = Fastify();
    traceWorkRequests(app);
    app.post('/hooks/:token', async () => ({ accepted: true }));
    app.post('/api/v1/tasks/:id/approve', async () => ({ approved: true }));
    await app.ready();
    const token = `whk_${randomBytes(24).toString('hex')}`;
    try {
      expect(
        (await app.inject({ method: 'POST', url: `/hooks/${token}?source=ci`, payload: {} })).statusCode,
      ).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/v1/tasks/42/approve' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: `/hook/${token}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    // A span ends in the response hook, which may run just after the injected answer arrives.
    for (const deadline = Date.now() + 10_000; receiver.spans.length < 3 && Date.now() < deadline; ) {
      await flushTracing();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const spans = receiver.spans.map(({ name, attributes }) => ({ name, attributes }));
    expect(spans).toHaveLength(3);
    expect(JSON.stringify(spans)).not.toContain(token.slice(4));
    expect(spans).toContainEqual({
      name: 'POST /hooks/:token',
      attributes: expect.objectContaining({ 'http.route': '/hooks/:token', 'url.path': '/hooks/REDACTED' }),
    });
    // A path without credentials keeps its values.
    expect(spans).toContainEqual({
      name: 'POST /api/v1/tasks/:id/approve',
      attributes: expect.objectContaining({ 'url.path': '/api/v1/tasks/42/approve' }),
    });
    const unmatched = spans.find((span) => span.name === 'POST');
    expect(unmatched?.attributes).toMatchObject({ 'http.response.status_code': 404 });
    expect(unmatched?.attributes).not.toHaveProperty('http.route');
    expect(unmatched?.attributes).not.toHaveProperty('url.path');
  });
});
