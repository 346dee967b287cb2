/**
 * Sends malformed JSON, wrong types, unknown fields, huge bodies, odd content types and junk ids to
 * every route the OpenAPI document lists: the answer is always a 4xx in the error envelope, never a
 * 500, and no row in the database changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreTableNames } from '../../src/db/index.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** Each case walks every route of the document: on PostgreSQL, beside other files, that takes a while. */
const exhaustiveTimeoutMs = 240_000;

interface JsonSchemaNode {
  readonly type?: string | readonly string[];
  readonly properties?: Record<string, JsonSchemaNode>;
}

interface Operation {
  readonly requestBody?: { content?: Record<string, { schema?: JsonSchemaNode }> };
  readonly responses?: Record<string, { content?: Record<string, unknown> }>;
  readonly security?: readonly object[];
  readonly parameters?: readonly { in: string; name: string }[];
}

interface Probe {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Rate-limit counters may legitimately count a refused attempt; nothing else may change.
const volatileTables = new Set(['rate_limit_counters']);
const junkIds = ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '..%2F..%2Fetc'];
const hugeText = 'x'.repeat(1024 * 1024 + 10);

function wrongValueFor(schema: JsonSchemaNode | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    default:
      return [[['nested']]];
  }
}

/** Bodies that must all be refused: each a raw payload and its content type. */
function badBodies(schema: JsonSchemaNode | undefined): { payload: string; contentType: string }[] {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const bodies = [
    { payload: '{"unterminated": ', contentType: 'application/json' },
    { payload: '{"__proto__": {"polluted": true}}', contentType: 'application/json' },
    json([]),
    json('a string'),
    json(42),
    json(null),
    json({ field_nobody_declared: true }),
    json({ data: hugeText }),
    { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'plain text', contentType: 'text/plain' },
  ];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    bodies.push(json({ [name]: wrongValueFor(property) }));
  }
  return bodies;
}

describe.each(testEngines)('API fuzzing on $name', (engine) => {
  let api: TestApi;
  let admin: ApiUser;
  let probes: Probe[];
  let realId: string;

  async function snapshot(): Promise<string> {
    const { db } = api.platform.database;
    const compared = coreTableNames.filter((table) => !volatileTables.has(table));
    // Read side by side: on PostgreSQL each table is a round trip, and every probe takes two snapshots.
    const contents = await Promise.all(
      compared.map(async (table) =>
        // Sorted as text: not every table has an `id` (some are keyed by agent, call or version).
        (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort(),
      ),
    );
    return JSON.stringify(Object.fromEntries(compared.map((table, index) => [table, contents[index]])));
  }

  beforeAll(async () => {
    api = await openTestApi(engine);
    admin = await api.signUp({ role: 'admin' });
    const { db } = api.platform.database;
    const agent = await createAgent(db, admin.id, { tools: { 'core/CalculatorTool': 'calculator' } });
    await createLlmConfiguration(db, { userId: admin.id, isGlobal: false, isDefault: false });
    await api.platform.orchestrator.start(agent.id, 'hello');
    realId = String(agent.id);
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    probes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operation,
        })),
      )
      // Streams stay open by design; they get their own tests.
      .filter(({ operation }) => !operation.responses?.['200']?.content?.['text/event-stream']);
  });

  afterAll(async () => {
    await api.dispose();
  });

  const urlOf = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

  async function expectRefusedWithoutChange(
    label: string,
    send: () => Promise<{ statusCode: number; json: () => unknown; headers: Record<string, unknown> }>,
    navigation = false,
  ): Promise<void> {
    const before = await snapshot();
    const response = await send();
    if (navigation) {
      // A route the browser navigates to (single sign-on) refuses by sending it back to the
      // sign-in page with the error's code, which the page shows.
      expect(response.statusCode, label).toBe(302);
      expect(String(response.headers.location), label).toMatch(/\/sign-in\?sso_error=[A-Z_]+$/);
      expect(await snapshot(), `${label} changed the database`).toBe(before);
      return;
    }
    expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    expect(response.json(), label).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(await snapshot(), `${label} changed the database`).toBe(before);
  }

  it(
    'refuses malformed, mistyped, unknown and oversized bodies on every route that takes one',
    async () => {
      const withBodies = probes.filter(({ operation }) => operation.requestBody);
      expect(withBodies.length).toBeGreaterThan(0);
      for (const { method, path, operation } of withBodies) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        for (const body of badBodies(schema)) {
          await expectRefusedWithoutChange(`${method} ${path} ${body.payload.slice(0, 60)}`, () =>
            admin.request(method as Method, urlOf(path, realId), body.payload, {
              'content-type': body.contentType,
            }),
          );
        }
      }
    },
    exhaustiveTimeoutMs,
  );

  it(
    'refuses junk ids in every path',
    async () => {
      for (const { method, path, operation } of probes.filter(({ path }) => path.includes('{'))) {
        const navigation = operation.responses?.['302'] !== undefined;
        for (const id of junkIds) {
          await expectRefusedWithoutChange(
            `${method} ${path} with ${id}`,
            () =>
              admin.request(
                method as Method,
                urlOf(path, id),
                method === 'GET' || method === 'DELETE' ? undefined : {},
              ),
            navigation,
          );
        }
      }
    },
    exhaustiveTimeoutMs,
  );

  it(
    'refuses out-of-range and mistyped query parameters',
    async () => {
      for (const { method, path, operation } of probes) {
        for (const parameter of operation.parameters?.filter((entry) => entry.in === 'query') ?? []) {
          for (const value of ['-1', 'not-a-value', '100000000000']) {
            const url = `${urlOf(path, realId)}?${parameter.name}=${value}`;
            const before = await snapshot();
            const response = await admin.request(method as Method, url, method === 'GET' ? undefined : {});
            expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await snapshot(), `${method} ${url}`).toBe(before);
          }
        }
      }
    },
    exhaustiveTimeoutMs,
  );

  it(
    'answers every signed-in route with 401 and changes nothing without credentials',
    async () => {
      for (const { method, path, operation } of probes) {
        if (operation.security?.length === 0) continue;
        await expectRefusedWithoutChange(`${method} ${path} anonymously`, () =>
          api.anonymous(method as Method, urlOf(path, realId), method === 'GET' ? undefined : {}),
        );
      }
    },
    exhaustiveTimeoutMs,
  );
});
