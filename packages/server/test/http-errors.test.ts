import { readFileSync } from 'node:fs';
import { SporaError } from '@spora/sdk';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorCatalogue, handleError } from '../src/http/index.js';
import { OrchestratorError } from '../src/orchestrator/index.js';

async function appThrowing(error: () => unknown) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/throw', async () => {
    throw error();
  });
  app.post(
    '/items',
    {
      schema: {
        body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('API error envelope', () => {
  it('answers coded service errors with their status and details', async () => {
    const app = await appThrowing(
      () => new OrchestratorError('INVALID_STATE', 'Cannot abort task 3: it is COMPLETED.', { taskId: 3 }),
    );
    const response = await app.inject({ method: 'GET', url: '/throw' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_STATE',
        message: 'Cannot abort task 3: it is COMPLETED.',
        details: { taskId: 3 },
      },
    });
  });

  it('answers schema violations with VALIDATION_ERROR and the fields', async () => {
    const app = await appThrowing(() => new Error('unused'));
    const response = await app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { in: 'body', fields: { name: "must have required property 'name'" } },
    });
  });

  it('answers an unparsable body with INVALID_JSON', async () => {
    const app = await appThrowing(() => new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('hides internals of unexpected errors, and of coded errors that are not API errors', async () => {
    for (const error of [
      new Error('secret connection string'),
      new SporaError('CONFIG_INVALID', 'secret detail'),
    ]) {
      const app = await appThrowing(() => error);
      const response = await app.inject({ method: 'GET', url: '/throw' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_SERVER_ERROR', message: 'An internal error occurred.' },
      });
    }
  });

  it('documents every code with its status in docs/errors.md', () => {
    const docs = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
    for (const [code, { status }] of Object.entries(apiErrorCatalogue)) {
      expect(docs).toMatch(new RegExp(`\\| \`${code}\` \\| ${status} \\|`));
    }
  });
});
