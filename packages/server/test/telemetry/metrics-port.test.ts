import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { parseExposition, sampleValue } from '../support/metrics-exposition.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

const token = 'metrics-scraper-token-0123456789';

describe.each(testEngines)('metrics on a port of their own, on $name', (engine) => {
  const opened: (TestApi | TestPlatform)[] = [];

  afterEach(async () => {
    for (const test of opened.splice(0)) await test.dispose();
  });

  async function scrape(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  it('serves GET /metrics on the listener without a token, and not on the main port', async () => {
    const api = await openTestApi(engine, {
      metrics: { kind: 'port', port: 0, host: '127.0.0.1', token: null },
    });
    opened.push(api);
    const url = api.platform.metricsUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const scraped = await scrape(url as string);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(scraped.text);
    expect(sampleValue(samples, 'spora_tasks', { status: 'QUEUED' })).toBe(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const main = await api.anonymous('GET', '/metrics');
    expect(main.statusCode).toBe(404);
    expect(main.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const elsewhere = await scrape((url as string).replace('/metrics', '/api/health'));
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.text)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('asks for the token on the listener when one is set', async () => {
    const test = await openTestPlatform(engine, {
      metrics: { kind: 'port', port: 0, host: '127.0.0.1', token },
    });
    opened.push(test);
    const url = test.platform.metricsUrl as string;
    const refused = await scrape(url);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'METRICS_TOKEN_INVALID' } });
    expect((await scrape(url, { authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
    expect((await scrape(url, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("lets a worker report its own series and leave the database's to the API processes", async () => {
    const worker = await openTestPlatform(
      engine,
      { metrics: { kind: 'port', port: 0, host: '127.0.0.1', token: null } },
      { processKind: 'worker' },
    );
    opened.push(worker);
    const samples = parseExposition((await scrape(worker.platform.metricsUrl as string)).text);
    expect(sampleValue(samples, 'spora_task_claims_total')).toBe(0);
    expect(sampleValue(samples, 'spora_step_duration_seconds_count')).toBe(0);
    expect(samples.some((sample) => sample.name === 'spora_tasks')).toBe(false);
    expect(samples.some((sample) => sample.name === 'spora_approvals_waiting')).toBe(false);
    expect(samples.some((sample) => sample.name === 'spora_email_queue_messages')).toBe(false);
  });

  it('refuses to start on a metrics port in use with CONFIG_INVALID, and frees what it opened', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    let refusal: unknown;
    try {
      opened.push(
        await openTestPlatform(engine, { metrics: { kind: 'port', port, host: '127.0.0.1', token: null } }),
      );
    } catch (error) {
      refusal = error;
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).code).toBe('CONFIG_INVALID');
    expect((refusal as ConfigError).message).toMatch(
      /127\.0\.0\.1:\d+ is already in use.*SPORA_METRICS_PORT/,
    );
    // The port is free again: nothing of the refused start still holds it or another listener.
    const again = await openTestPlatform(engine, {
      metrics: { kind: 'port', port, host: '127.0.0.1', token: null },
    });
    opened.push(again);
    expect(again.platform.metricsUrl).toBe(`http://127.0.0.1:${port}/metrics`);
  });

  it('closes the listener with the platform', async () => {
    const test = await openTestPlatform(engine, {
      metrics: { kind: 'port', port: 0, host: '127.0.0.1', token: null },
    });
    const url = test.platform.metricsUrl as string;
    await test.dispose();
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ env, cwd: '/nonexistent-spora-dir' });

  it('are off unless a token or a port is set', () => {
    expect(load({}).metrics).toEqual({ kind: 'off' });
    expect(load({ SPORA_METRICS_TOKEN: token }).metrics).toEqual({ kind: 'token', token });
    expect(load({ SPORA_METRICS_PORT: '9464' }).metrics).toEqual({
      kind: 'port',
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(
      load({ SPORA_METRICS_PORT: '9464', SPORA_METRICS_HOST: '0.0.0.0', SPORA_METRICS_TOKEN: token }).metrics,
    ).toEqual({ kind: 'port', port: 9464, host: '0.0.0.0', token });
  });

  it('refuse a short token, a bad port, and a host without a port, naming the variable', () => {
    expect(() => load({ SPORA_METRICS_TOKEN: 'short' })).toThrow(/SPORA_METRICS_TOKEN.*at least 16/);
    // A bearer token is one word: with a space or a letter outside ASCII no scrape could ever send it.
    expect(() => load({ SPORA_METRICS_TOKEN: 'correct horse battery staple' })).toThrow(
      /SPORA_METRICS_TOKEN.*visible ASCII/,
    );
    expect(() => load({ SPORA_METRICS_TOKEN: 'jeton-de-mesure-élevé-0123' })).toThrow(
      /SPORA_METRICS_TOKEN.*visible ASCII/,
    );
    expect(() => load({ SPORA_METRICS_PORT: '70000' })).toThrow(/SPORA_METRICS_PORT/);
    expect(() => load({ SPORA_METRICS_PORT: 'nine' })).toThrow(/SPORA_METRICS_PORT/);
    expect(() => load({ SPORA_METRICS_PORT: '8080' })).toThrow(/SPORA_METRICS_PORT.*differ.*SPORA_PORT/);
    expect(() => load({ SPORA_METRICS_HOST: '0.0.0.0' })).toThrow(
      /SPORA_METRICS_HOST.*needs.*SPORA_METRICS_PORT/,
    );
  });
});
