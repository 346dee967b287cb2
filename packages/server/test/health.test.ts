import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHttpApp } from '../src/http/index.js';
import { startServer } from '../src/runtime/index.js';
import { checkedInject } from './support/openapi-contract.js';
import { testEngines } from './support/test-databases.js';
import { openTestPlatform, type TestPlatform } from './support/test-platform.js';

describe.each(testEngines)('HTTP on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('answers GET /api/health with the database state', async () => {
    const app = await buildHttpApp(test.platform);
    const response = await checkedInject(app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    await app.close();
  });

  it('reports 503 when the database is gone', async () => {
    const app = await buildHttpApp(test.platform);
    await test.platform.database.close();
    const response = await checkedInject(app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'unreachable' });
    await app.close();
  });

  it('answers unknown routes with the error envelope', async () => {
    const app = await buildHttpApp(test.platform);
    const response = await checkedInject(app, { method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nothing-here.' },
    });
    await app.close();
  });

  it('serves the API and the UI on one real port, and stops once', async () => {
    const server = await startServer(test.platform);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>Spora</title>');
    await Promise.all([server.stop(), server.stop()]);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
