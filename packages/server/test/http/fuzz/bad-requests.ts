/**
 * fast-check arbitraries for requests an operation of the OpenAPI document must refuse: each
 * breaks at least one rule the document states (body shape, types, limits, declared fields,
 * media type, path and query parameters), so a 2xx answer is as much a failure as a 5xx.
 */
import fc from 'fast-check';
import {
  excessiveNumber,
  type JsonSchema,
  overlongString,
  wrongTypedValue,
} from './json-schema-violations.js';

export interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: JsonSchema;
  readonly query: Readonly<Record<string, JsonSchema>>;
  readonly pathParameters: Readonly<Record<string, JsonSchema>>;
}

export interface BadRequest {
  readonly kind: string;
  readonly method: Operation['method'];
  readonly url: string;
  readonly payload?: string;
  readonly contentType?: string;
}

/** Path parameters that name something real, so a refusal is not just a 404. */
export type RealParameters = Readonly<Record<string, string>>;

const maximumBodyBytes = 1024 * 1024;
const notJsonTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
];
const undeclaredKeys = fc.oneof(
  fc.constantFrom('zzz', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'id', 'user_id'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

function isRealId(text: string): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** Ids that are not ids: never a positive integer, however Ajv would coerce them. */
const junkId = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999999999999', '2147483648', 'null', '%00', '%ff'),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .filter((text) => !isRealId(text))
    .map(encodeURIComponent),
);

/** Names that name nothing: over the documented 200 characters, or odd text no tool or skill has. */
const junkName = fc.oneof(
  fc.integer({ min: 201, max: 2_000 }).map((length) => 'n'.repeat(length)),
  fc.string({ minLength: 1, maxLength: 12 }).map((text) => encodeURIComponent(`~${text}`)),
);

function urlOf(operation: Operation, parameters: RealParameters, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => parameters[name] ?? '1');
  return query === '' ? path : `${path}?${query}`;
}

function jsonBody(value: unknown): { payload: string; contentType: string } {
  return { payload: JSON.stringify(value), contentType: 'application/json' };
}

/** Bodies no route accepts: unparsable JSON, JSON of the wrong kind, oversized, not JSON at all. */
function anyRouteBodies(): fc.Arbitrary<{ kind: string; payload: string; contentType: string }>[] {
  return [
    fc
      .tuple(fc.json({ maxDepth: 2 }), fc.nat(), fc.constantFrom('', '}', ',', "'", '\u0000', '{'))
      .map(([text, cut, tail]) => `${text.slice(0, cut % Math.max(1, text.length))}${tail}`)
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return text.trim() !== '';
        }
      })
      .map((payload) => ({ kind: 'malformed JSON', payload, contentType: 'application/json' })),
    fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
      )
      .map((value) => ({ kind: 'body of the wrong type', ...jsonBody(value) })),
    fc.constantFrom('1e400', '-1e400', '[1e400]').map((payload) => ({
      kind: 'huge number',
      payload,
      contentType: 'application/json',
    })),
    fc.integer({ min: 1, max: 1024 }).map((extra) => ({
      kind: 'oversized body',
      ...jsonBody({ data: 'x'.repeat(maximumBodyBytes + extra) }),
    })),
    fc
      .tuple(fc.constantFrom(...notJsonTypes), fc.string({ minLength: 1, maxLength: 40 }))
      .map(([contentType, payload]) => ({ kind: 'wrong content type', payload, contentType })),
  ];
}

/** Bodies this route's schema refuses: a missing, mistyped, overlong or undeclared field. */
function schemaBodies(
  schema: JsonSchema,
): fc.Arbitrary<{ kind: string; payload: string; contentType: string }>[] {
  const properties = Object.entries(schema.properties ?? {});
  const bodies: fc.Arbitrary<{ kind: string; payload: string; contentType: string }>[] = [];
  const required = schema.required ?? [];
  if (required.length > 0) {
    const optional = properties.filter(([name]) => !required.includes(name));
    bodies.push(
      fc
        .subarray(optional)
        .chain((present) =>
          fc.record(Object.fromEntries(present.map(([name]) => [name, fc.jsonValue({ maxDepth: 1 })]))),
        )
        .map((value) => ({ kind: 'missing required field', ...jsonBody(value) })),
    );
  }
  for (const [name, property] of properties) {
    for (const [kind, value] of [
      ['wrong type', wrongTypedValue(property)],
      ['overlong string', overlongString(property)],
      ['huge number', excessiveNumber(property)],
    ] as const) {
      if (value !== null)
        bodies.push(value.map((bad) => ({ kind: `${kind} (${name})`, ...jsonBody({ [name]: bad }) })));
    }
  }
  if (schema.additionalProperties === false) {
    const declared = new Set(properties.map(([name]) => name));
    bodies.push(
      fc
        .tuple(
          undeclaredKeys.filter((key) => !declared.has(key)),
          fc.jsonValue({ maxDepth: 1 }),
        )
        .map(([key, value]) => ({ kind: 'undeclared field', ...jsonBody({ [key]: value }) })),
    );
  }
  return bodies;
}

/** Query strings this route refuses: an undeclared key, or a declared one with a bad value. */
function badQueries(operation: Operation): fc.Arbitrary<{ kind: string; query: string }>[] {
  const queries: fc.Arbitrary<{ kind: string; query: string }>[] = [
    fc
      .tuple(
        undeclaredKeys.filter((key) => !Object.hasOwn(operation.query, key)),
        fc.string({ maxLength: 10 }),
      )
      .map(([key, value]) => ({
        kind: 'undeclared query key',
        query: new URLSearchParams({ [key]: value }).toString(),
      })),
  ];
  for (const [name, schema] of Object.entries(operation.query)) {
    const texts = [
      schema.type === 'integer' || schema.type === 'number'
        ? fc.constantFrom('abc', '1.5x', '-1e400', 'NaN', '--1')
        : null,
      schema.type === 'boolean' ? fc.constantFrom('maybe', 'yes', '2', 'tru') : null,
      schema.enum !== undefined
        ? fc.string({ maxLength: 10 }).filter((text) => !schema.enum?.includes(text))
        : null,
      schema.format === 'date-time' ? fc.constantFrom('not-a-date', '2026-13-45T99:99:99Z') : null,
      overlongString(schema),
      excessiveNumber(schema)?.map(String) ?? null,
    ].filter((arbitrary): arbitrary is fc.Arbitrary<string> => arbitrary !== null);
    for (const text of texts) {
      queries.push(
        text.map((value) => ({
          kind: `bad query ${name}`,
          query: new URLSearchParams({ [name]: value }).toString(),
        })),
      );
    }
  }
  return queries;
}

/** Every kind of request the operation must refuse, each drawn with equal weight. */
export function badRequestFor(operation: Operation, parameters: RealParameters): fc.Arbitrary<BadRequest> {
  const { method } = operation;
  const emptyBody =
    method === 'GET' || method === 'DELETE' ? {} : { payload: '{}', contentType: 'application/json' };
  const withBody = [...anyRouteBodies(), ...(operation.body ? schemaBodies(operation.body) : [])].map(
    (body) =>
      body.map(({ kind, payload, contentType }) => ({
        kind,
        method,
        url: urlOf(operation, parameters),
        payload,
        contentType,
      })),
  );
  if (!operation.body) {
    withBody.push(
      fc.constant({
        kind: 'empty object on a body-less route',
        method,
        url: urlOf(operation, parameters),
        ...jsonBody({}),
      }),
    );
  }
  const withQuery = badQueries(operation).map((query) =>
    query.map(({ kind, query: text }) => ({
      kind,
      method,
      url: urlOf(operation, parameters, text),
      ...emptyBody,
    })),
  );
  const names = Object.entries(operation.pathParameters);
  const withBadPath = names.map(([name, schema]) =>
    (schema.type === 'integer' ? junkId : junkName).map((junk) => ({
      kind: `bad path parameter ${name}`,
      method,
      url: urlOf(operation, { ...parameters, [name]: junk }),
      ...emptyBody,
    })),
  );
  return fc.oneof(...withBody, ...withQuery, ...withBadPath);
}
