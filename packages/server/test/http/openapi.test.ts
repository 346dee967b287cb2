import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly requestBody?: { content?: Record<string, { schema?: object }> };
  readonly responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  readonly parameters?: readonly { in: string; name: string; schema?: object }[];
  readonly security?: readonly object[];
}

const sqlite = testEngines[0];

describe('OpenAPI document', () => {
  let api: TestApi;
  let document: {
    openapi: string;
    info: { license?: { name: string; identifier?: string } };
    servers?: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, object> };
  };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    const response = await api.anonymous('GET', '/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  afterAll(async () => {
    await api.dispose();
  });

  it('is OpenAPI 3.1 and browsable at /api/docs', async () => {
    expect(document.openapi).toBe('3.1.0');
    const page = await api.anonymous('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('describes every /api/v1 route with request and response schemas', () => {
    const v1 = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/'));
    expect(v1.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [path, operations] of v1) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const responses = Object.entries(operation.responses ?? {});
        // A browser navigation (single sign-on) succeeds with a redirect.
        const success = responses.filter(([status]) => status.startsWith('2') || status.startsWith('3'));
        if (success.length === 0) problems.push(`${name}: no success response schema`);
        for (const [status, response] of success) {
          // Server-sent events are the one body that is not JSON; it still has to be described.
          const schema =
            response.content?.['application/json']?.schema ?? response.content?.['text/event-stream']?.schema;
          if (status !== '204' && !status.startsWith('3') && !schema) {
            problems.push(`${name}: response ${status} has no JSON schema`);
          }
        }
        if (!responses.some(([status]) => status.startsWith('4')))
          problems.push(`${name}: no error responses`);
        // Uploads are the one body that is not JSON (`POST /files`); it still has to be described.
        const body =
          operation.requestBody?.content?.['application/json']?.schema ??
          operation.requestBody?.content?.['multipart/form-data']?.schema;
        if (['post', 'put', 'patch'].includes(method) && !body) {
          problems.push(`${name}: no request body schema`);
        }
        for (const parameter of path.match(/\{(\w+)\}/g) ?? []) {
          const named = parameter.slice(1, -1);
          if (
            !operation.parameters?.some(
              (entry) => entry.in === 'path' && entry.name === named && entry.schema,
            )
          ) {
            problems.push(`${name}: path parameter ${named} has no schema`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the live-event stream as text/event-stream', () => {
    const events = document.paths['/api/v1/events']?.get;
    expect(events?.responses?.['200']?.content?.['text/event-stream']?.schema).toEqual({
      $ref: '#/components/schemas/LiveEvent',
    });
    expect(events?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['header:last-event-id', 'query:last_event_id']),
    );
  });

  it('names resources, errors and events in components and refers to them', () => {
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Task', 'TaskSummary', 'ToolCall', 'Agent', 'ErrorResponse', 'LiveEvent']),
    );
    const task = document.paths['/api/v1/tasks/{id}']?.get?.responses?.['200']?.content?.['application/json'];
    expect(task?.schema).toMatchObject({
      properties: { data: { properties: { task: { $ref: '#/components/schemas/Task' } } } },
    });
    expect(document.paths['/api/v1/tasks/{id}']?.get?.responses?.['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    const text = JSON.stringify(document);
    expect(text).not.toContain('x-component-name');
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
  });

  it('says which routes need a session or token, and which are public', () => {
    expect(document.paths['/api/v1/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/v1/auth/me']?.get?.security).toEqual([{ api_token: [] }, { session: [] }]);
    expect(document.paths['/api/v1/auth/logout']?.post?.security).toEqual([
      { api_token: [] },
      { session: [], csrf: [] },
    ]);
  });

  it('documents the public routes without credentials', () => {
    for (const [path, method] of [
      ['/api/health', 'get'],
      ['/api/v1/config', 'get'],
      ['/api/v1/setup', 'get'],
      ['/api/v1/setup', 'post'],
      ['/api/v1/auth/login', 'post'],
      ['/api/v1/auth/register', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([]);
    }
  });

  it('gives every operation a unique operationId and a summary, and has servers and a licence', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/v1/agents/{id}']?.get?.operationId).toBe('getAgentsById');
    expect(all.filter(({ operation }) => !operation.summary?.trim())).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
  });

  it('lists the statuses the server sends before a route runs', () => {
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      const name = `${method.toUpperCase()} ${path}`;
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '422']));
      if (path.includes('{')) expect(statuses, name).toContain('414');
      if (method !== 'get') expect(statuses, name).toEqual(expect.arrayContaining(['413', '415']));
    }
  });
});
