/**
 * Routes that declare no body (every GET and DELETE of the OpenAPI document) refuse one, whatever
 * it holds, and act on nothing; without a body they work as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../support/database-snapshot.js';
import { createAgent } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** Each case walks every route of the document: on PostgreSQL, beside other files, that takes a while. */
const exhaustiveTimeoutMs = 240_000;

type Method = 'GET' | 'DELETE';

const sqlite = testEngines[0];

const bodies: { payload: string; contentType?: string }[] = [
  { payload: '{}', contentType: 'application/json' },
  { payload: '[1,"x"]', contentType: 'application/json' },
  { payload: '123', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '{"id": 1}', contentType: 'application/json' },
  { payload: '{}' },
  { payload: 'delete everything', contentType: 'text/plain' },
];

describe('routes without a body', () => {
  let api: TestApi;
  let admin: ApiUser;
  let agentId: number;
  let bodyless: { method: Method; path: string }[];

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    admin = await api.signUp({ role: 'admin' });
    const agent = await createAgent(api.platform.database.db, admin.id, {
      tools: { 'core/CalculatorTool': 'calculator' },
    });
    agentId = agent.id;
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    bodyless = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.requestBody === undefined)
          .map(([method]) => ({ method: method.toUpperCase() as Method, path })),
      );
  });

  afterAll(async () => {
    await api.dispose();
  });

  const urlOf = (path: string) =>
    path
      .replace('{toolId}', 'calculator')
      .replace('{operation}', 'evaluate')
      .replace(/\{[^}]+\}/g, '1');

  it(
    'every DELETE and GET refuses a body with a 4xx envelope and changes nothing',
    async () => {
      expect(bodyless.filter(({ method }) => method === 'DELETE').length).toBeGreaterThan(5);
      for (const { method, path } of bodyless) {
        for (const { payload, contentType } of bodies) {
          const label = `${method} ${path} ${contentType ?? 'no type'} ${payload}`;
          const before = await snapshotDatabase(api.platform.database.db);
          const response = await admin.request(
            method,
            urlOf(path),
            payload,
            contentType ? { 'content-type': contentType } : {},
          );
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.json().error.code, label).toEqual(expect.any(String));
          expect(await snapshotDatabase(api.platform.database.db), label).toEqual(before);
        }
      }
    },
    exhaustiveTimeoutMs,
  );

  it('says the body is the problem: VALIDATION_ERROR in body', async () => {
    const json = await admin.request('DELETE', `/api/v1/agents/${agentId}`, '[1,"x"]', {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { in: 'body' } });
  });

  it('still deletes when no body is sent, also with a content type and nothing after it', async () => {
    const other = await createAgent(api.platform.database.db, admin.id);
    const empty = await admin.request('DELETE', `/api/v1/agents/${other.id}`, '', {
      'content-type': 'application/json',
    });
    expect(empty.statusCode).toBe(200);
    const deleted = await admin.request('DELETE', `/api/v1/agents/${agentId}`);
    expect(deleted.json()).toEqual({ data: { deleted: true } });
  });
});
