import fc from 'fast-check';
import fastJsonStringify from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerSchema } from '../../src/http/serializer-schema.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { type Schema, validValue } from './fuzz/json-schema-values.js';

const objectA = {
  type: 'object',
  required: ['kind', 'id'],
  properties: { kind: { type: 'string', const: 'a' }, id: { type: 'integer' } },
  additionalProperties: false,
};
const objectB = {
  type: 'object',
  required: ['kind', 'name'],
  properties: { kind: { type: 'string', const: 'b' }, name: { type: 'string' } },
  additionalProperties: false,
};

function unionsIn(schema: unknown): number {
  if (typeof schema !== 'object' || schema === null) return 0;
  const own = !Array.isArray(schema) && 'anyOf' in schema ? 1 : 0;
  return own + Object.values(schema).reduce<number>((sum, value) => sum + unionsIn(value), 0);
}

describe('serializerSchema: unions a type list says', () => {
  it('turns "this or null" into a type list, keeping the constraints of that type', () => {
    expect(serializerSchema({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({
      type: ['integer', 'null'],
    });
    expect(
      serializerSchema({
        anyOf: [{ type: 'string', format: 'date-time', maxLength: 40 }, { type: 'null' }],
        description: 'when',
      }),
    ).toEqual({ description: 'when', type: ['string', 'null'], format: 'date-time', maxLength: 40 });
  });

  it('gathers string constants into an enum, with null where null is an option', () => {
    const literals = [
      { type: 'string', const: 'day' },
      { type: 'string', const: 'month' },
    ];
    expect(serializerSchema({ anyOf: literals })).toEqual({ type: 'string', enum: ['day', 'month'] });
    expect(
      serializerSchema({ anyOf: [{ anyOf: literals, 'x-component-name': 'Period' }, { type: 'null' }] }),
    ).toEqual({ type: ['string', 'null'], enum: ['day', 'month', null] });
  });

  it('adds null to an object or array schema, and merges options of different types', () => {
    expect(serializerSchema({ anyOf: [objectA, { type: 'null' }] })).toEqual({
      ...objectA,
      type: ['object', 'null'],
    });
    const list = { type: 'array', items: { type: 'string' } };
    expect(
      serializerSchema({ anyOf: [{ type: 'string', maxLength: 9 }, { type: 'boolean' }, list] }),
    ).toEqual({
      type: ['string', 'boolean', 'array'],
      maxLength: 9,
      items: { type: 'string' },
    });
  });

  it('leaves unions no single schema says the same as', () => {
    const cases = [
      { anyOf: [{ type: 'integer' }, { type: 'number' }] },
      { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'string' }] },
      { anyOf: [{ type: 'string', const: 'a' }, { type: 'integer' }] },
      { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null },
    ];
    for (const schema of cases) expect(unionsIn(serializerSchema(schema))).toBe(1);
  });
});

describe('serializerSchema: objects merged where no validator reads them', () => {
  it('makes objects that refuse unknown properties one object, constants an enum', () => {
    expect(serializerSchema({ anyOf: [objectA, objectB, { type: 'null' }] })).toEqual({
      type: ['object', 'null'],
      properties: {
        kind: { type: 'string', enum: ['a', 'b'] },
        id: { type: 'integer' },
        name: { type: 'string' },
      },
      required: ['kind'],
      additionalProperties: false,
    });
  });

  it('keeps them a union inside the option of a union that stays, which a validator reads', () => {
    const open = (properties: object) => ({ type: 'object', properties });
    const rewritten = serializerSchema({
      anyOf: [open({ credential: { anyOf: [objectA, objectB] } }), open({ other: { type: 'string' } })],
    }) as { anyOf: { properties: { credential?: { anyOf: unknown[] } } }[] };
    expect(rewritten.anyOf).toHaveLength(2);
    expect(rewritten.anyOf[0]?.properties.credential?.anyOf).toHaveLength(2);
  });

  it('keeps them a union where they allow unknown properties, declare a property apart, or fill a default', () => {
    const loose = { ...objectB, additionalProperties: true };
    const clashing = { ...objectB, properties: { ...objectB.properties, id: { type: 'string' } } };
    const defaulted = {
      ...objectB,
      properties: { ...objectB.properties, id: { type: 'integer', default: 0 } },
    };
    for (const other of [loose, clashing, defaulted])
      expect(unionsIn(serializerSchema({ anyOf: [objectA, other] }))).toBe(1);
  });
});

/** The document's schemas with every `$ref` to a component replaced by the component. */
function inlined(value: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlined(item, components));
  if (typeof value !== 'object' || value === null) return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const resolved =
    typeof $ref === 'string'
      ? inlined(components[$ref.replace('#/components/schemas/', '')], components)
      : {};
  return {
    ...(resolved as object),
    ...Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, inlined(item, components)])),
  };
}

describe('serializerSchema on the API document', () => {
  let api: TestApi;
  let responses: { operation: string; schema: Schema }[];

  beforeAll(async () => {
    const engine = testEngines[0];
    if (engine === undefined) throw new Error('no database engine to test on');
    api = await openTestApi(engine);
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    responses = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return schema === undefined
            ? []
            : [
                {
                  operation: `${method} ${path} ${status}`,
                  schema: inlined(schema, document.components.schemas) as Schema,
                },
              ];
        }),
      ),
    );
  });
  afterAll(() => api.dispose());

  it('serializes every valid answer as the schema it was rewritten from does', () => {
    expect(responses.length).toBeGreaterThan(100);
    for (const { operation, schema } of responses) {
      const original = fastJsonStringify(schema as object);
      const rewritten = fastJsonStringify(serializerSchema(schema) as object);
      fc.assert(
        fc.property(validValue(schema), (value) => {
          expect(JSON.parse(rewritten(value)), operation).toEqual(JSON.parse(original(value)));
        }),
        { numRuns: 15 },
      );
    }
  });

  it('leaves the task resource, and nearly every other answer, without a union', () => {
    const task = responses.find(({ operation }) => operation === 'get /api/v1/tasks/{id} 200');
    expect(unionsIn(task?.schema)).toBeGreaterThan(20);
    expect(unionsIn(serializerSchema(task?.schema))).toBe(0);
    const before = responses.reduce((sum, { schema }) => sum + unionsIn(schema), 0);
    const after = responses.reduce((sum, { schema }) => sum + unionsIn(serializerSchema(schema)), 0);
    expect(after).toBeLessThan(before / 20);
  });
});
