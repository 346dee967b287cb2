import fc from 'fast-check';
import fastJsonStringify from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledResponseSchemas } from '../../src/http/compiled-schemas.js';
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
    ).toEqual({ description: 'when', type: ['null', 'string'], format: 'date-time', maxLength: 40 });
  });

  it('gathers string constants into an enum, with null where null is an option', () => {
    const literals = [
      { type: 'string', const: 'day' },
      { type: 'string', const: 'month' },
    ];
    expect(serializerSchema({ anyOf: literals })).toEqual({ type: 'string', enum: ['day', 'month'] });
    expect(
      serializerSchema({ anyOf: [{ anyOf: literals, 'x-component-name': 'Period' }, { type: 'null' }] }),
    ).toEqual({ type: ['null', 'string'], enum: ['day', 'month', null] });
  });

  it('adds null to an object or array schema, and merges options of different types', () => {
    expect(serializerSchema({ anyOf: [objectA, { type: 'null' }] })).toEqual({
      ...objectA,
      type: ['object', 'null'],
    });
    const list = { type: 'array', items: { type: 'string' } };
    const setting = { anyOf: [{ type: 'string', maxLength: 9 }, { type: 'boolean' }, list] };
    // Strings go last: the serializer would take an array for a string and write "a,b".
    expect(serializerSchema(setting)).toEqual({
      type: ['boolean', 'array', 'string'],
      maxLength: 9,
      items: { type: 'string' },
    });
    const write = fastJsonStringify(serializerSchema(setting) as object);
    expect([['a', 'b'], 'text', true].map((value) => write(value))).toEqual(['["a","b"]', '"text"', 'true']);
  });

  it('leaves unions no single schema says the same as', () => {
    const cases = [
      { anyOf: [{ type: 'integer' }, { type: 'number' }] },
      { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'string' }] },
      { anyOf: [{ type: 'string', const: 'a' }, { type: 'integer' }] },
      { anyOf: [{ type: 'integer' }, { type: 'null' }], default: null },
      // A Date is an object with its own toString: which one it is, only a validator can tell.
      { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'object' }] },
      // ajv-formats' int32 applies to numbers as well: kept apart from the integer.
      { anyOf: [{ type: 'string', format: 'int32' }, { type: 'integer' }] },
      { anyOf: [{ type: 'string', const: 'a', enum: ['b'] }, { type: 'null' }] },
    ];
    for (const schema of cases) expect(unionsIn(serializerSchema(schema))).toBe(1);
  });

  it('leaves a schema with a reference as it is', () => {
    const schema = {
      properties: {
        a: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        b: { $ref: '#/properties/a/anyOf/0' },
      },
    };
    expect(serializerSchema(schema)).toBe(schema);
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
    // Object constants: the serializer writes a `const` as it stands, but ignores an `enum`.
    const constant = (value: object) => ({
      ...objectA,
      properties: { ...objectA.properties, shape: { type: 'object', const: value } },
    });
    for (const other of [loose, clashing, defaulted])
      expect(unionsIn(serializerSchema({ anyOf: [objectA, other] }))).toBe(1);
    expect(unionsIn(serializerSchema({ anyOf: [constant({ x: 1 }), constant({ y: 2 })] }))).toBe(1);
  });
});

describe('serializerSchema on the schemas the API answers with', () => {
  let api: TestApi;
  let schemas: Schema[];

  beforeAll(async () => {
    const engine = testEngines[0];
    if (engine === undefined) throw new Error('no database engine to test on');
    api = await openTestApi(engine);
    schemas = compiledResponseSchemas() as Schema[];
  });
  afterAll(() => api.dispose());

  it('serializes every valid answer as the schema it was rewritten from does', () => {
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) {
      const original = fastJsonStringify(schema as object);
      const rewritten = fastJsonStringify(serializerSchema(schema) as object);
      fc.assert(
        fc.property(validValue(schema), (value) => {
          expect(JSON.parse(rewritten(value)), JSON.stringify(schema).slice(0, 200)).toEqual(
            JSON.parse(original(value)),
          );
        }),
        { numRuns: 25 },
      );
    }
  });

  it('leaves the task resource, and nearly every other answer, without a union', () => {
    const task = schemas.find((schema) =>
      JSON.stringify(schema).startsWith(
        '{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["task"]',
      ),
    );
    expect(unionsIn(task)).toBeGreaterThan(20);
    expect(unionsIn(serializerSchema(task))).toBe(0);
    const before = schemas.reduce((sum, schema) => sum + unionsIn(schema), 0);
    const after = schemas.reduce((sum, schema) => sum + unionsIn(serializerSchema(schema)), 0);
    expect(after).toBeLessThan(before / 20);
  });
});
