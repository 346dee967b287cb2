import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebUiRoutes } from '../../src/http/routes/web-ui.js';
import { registerSecurityHeaders } from '../../src/http/security-headers.js';

async function appServing(directory: string | null): Promise<FastifyInstance> {
  const app = Fastify();
  await registerSecurityHeaders(app);
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}.` } }),
  );
  app.get('/api/v1/config', async () => ({ data: { version: 'test' } }));
  await registerWebUiRoutes(app, directory);
  await app.ready();
  return app;
}

describe('the web UI routes', () => {
  let built: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    built = mkdtempSync(join(tmpdir(), 'spora-web-'));
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>Spora</title><div id="root"></div>');
    writeFileSync(join(built, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(built, 'favicon.svg'), '<svg/>');
    writeFileSync(join(built, '.build-stamp'), 'hash');
    app = await appServing(built);
  });

  afterAll(async () => {
    await app.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('answers every page path with the entry page, so deep links work, never cached, with a strict CSP', async () => {
    for (const url of ['/', '/agents/12', '/tasks/7?tab=calls', '/sign-in?redirect=%2Fagents%2F1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('serves hashed assets for good and other files revalidated', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API and plugin paths, missing files and hidden files out of the page fallback', async () => {
    for (const url of [
      '/api/v1/nothing',
      '/api/unknown',
      '/plugins/none/app.js',
      '/assets/missing.js',
      '/.build-stamp',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toEqual({
      data: { version: 'test' },
    });
  });

  it('without a build, says at / how to get one while the API still answers', async () => {
    const bare = await appServing(null);
    const page = await bare.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await bare.inject({ method: 'GET', url: '/api/v1/config' })).statusCode).toBe(200);
    await bare.close();
  });
});
