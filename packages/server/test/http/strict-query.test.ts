/**
 * Query strings are strict: a key a route does not declare is a VALIDATION_ERROR on every
 * operation of the OpenAPI document, including keys that name properties of every object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sqlite = testEngines[0];
const undeclaredKeys = ['zzz', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('query strings', () => {
  let api: TestApi;
  let admin: ApiUser;
  let operations: { method: Method; path: string }[];
  let agentId: number;

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    admin = await api.signUp({ role: 'admin' });
    agentId = (await createAgent(api.platform.database.db, admin.id)).id;
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path })),
      );
  });

  afterAll(async () => {
    await api.dispose();
  });

  it('refuses an undeclared key on every list route with VALIDATION_ERROR naming it', async () => {
    const lists = operations.filter(({ method, path }) => method === 'GET' && !path.includes('{'));
    expect(lists.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/v1/agents', '/api/v1/tasks', '/api/v1/llm-configs', '/api/v1/events']),
    );
    for (const { path } of lists) {
      for (const key of undeclaredKeys) {
        const response = await admin.request('GET', `${path}?${key}=1`);
        expect(response.statusCode, `${path}?${key}=1`).toBe(422);
        expect(response.json().error, `${path}?${key}=1`).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: { in: 'querystring', fields: { [key]: 'is not a known field' } },
        });
      }
    }
  });

  it('answers an undeclared key on every other operation with a 4xx envelope, never a 5xx', async () => {
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, String(agentId));
      for (const key of undeclaredKeys) {
        const response = await admin.request(method, `${url}?${key}=1`, method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${method} ${url}?${key}=1`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}?${key}=1`).toBeLessThan(500);
        expect(response.json().error.code, `${method} ${url}?${key}=1`).toEqual(expect.any(String));
      }
    }
  });

  it('still accepts the declared keys', async () => {
    const response = await admin.request('GET', '/api/v1/agents?archived=false&pinned=false');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.agents.map((agent: { id: number }) => agent.id)).toEqual([agentId]);
  });
});
