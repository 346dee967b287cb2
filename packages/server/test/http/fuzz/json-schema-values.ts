/**
 * fast-check arbitraries for values a JSON schema accepts, for the keywords the API's response
 * schemas use: types (and lists of them), `const`, `enum`, `anyOf`, objects with `properties`,
 * `required` and `patternProperties`, arrays with `items`, string lengths, patterns and the
 * `date-time` format, number bounds. Optional properties are sometimes left out.
 */
import fc from 'fast-check';

export type Schema = Readonly<Record<string, unknown>>;

/** Below this depth, objects get only their required properties and arrays stay empty. */
const maxDepth = 12;
const anyJson = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown>;
const dateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf))
    return fc.oneof(
      ...(schema.anyOf as Schema[]).map((option) =>
        validValue({ ...withoutUnion(schema), ...option }, depth),
      ),
    );
  const { type } = schema;
  if (Array.isArray(type)) return fc.oneof(...type.map((one) => validValue({ ...schema, type: one }, depth)));
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: bound(schema, 'minimum', -1e6) + ('exclusiveMinimum' in schema ? 1 : 0),
        max: bound(schema, 'maximum', 1e6) - ('exclusiveMaximum' in schema ? 1 : 0),
      });
    case 'number':
      return fc.double({
        min: bound(schema, 'minimum', -1e6),
        max: bound(schema, 'maximum', 1e6),
        minExcluded: 'exclusiveMinimum' in schema,
        maxExcluded: 'exclusiveMaximum' in schema,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return text(schema);
    case 'array':
      return depth > maxDepth
        ? fc.constant([])
        : fc.array(validValue((schema.items as Schema | undefined) ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth, depth > maxDepth);
    default:
      return anyJson;
  }
}

function withoutUnion(schema: Schema): Schema {
  const { anyOf: _union, description: _description, ...rest } = schema;
  return rest;
}

function bound(schema: Schema, keyword: string, fallback: number): number {
  const exclusive = schema[`exclusive${keyword[0]?.toUpperCase()}${keyword.slice(1)}`];
  const value = typeof exclusive === 'number' ? exclusive : schema[keyword];
  return typeof value === 'number' ? value : fallback;
}

function text(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dateTime;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  if (typeof schema.pattern === 'string')
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)), unit: 'grapheme' });
}

/** Required properties always, the others (and pattern properties) at random; deep enough, only the required ones. */
function objectOf(schema: Schema, depth: number, requiredOnly: boolean): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties).filter((name) => !requiredOnly || required.has(name));
  const record = fc.record(
    Object.fromEntries(names.map((name) => [name, validValue(properties[name] ?? {}, depth + 1)])),
    { requiredKeys: names.filter((name) => required.has(name)) },
  );
  const patterns = Object.values((schema.patternProperties ?? {}) as Record<string, Schema>);
  if (patterns.length === 0 || requiredOnly) return record;
  const undeclared = fc.stringMatching(/^[a-z]{1,8}$/).filter((name) => !(name in properties));
  const extra = fc.dictionary(undeclared, validValue(patterns[0] ?? {}, depth + 1), { maxKeys: 2 });
  return fc.tuple(extra, record).map(([added, declared]) => ({ ...added, ...declared }));
}
