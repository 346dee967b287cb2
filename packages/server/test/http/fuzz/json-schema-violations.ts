/**
 * fast-check arbitraries for values a JSON schema (as the OpenAPI document shows it) refuses:
 * the wrong JSON type, a string over `maxLength`, a number past `maximum`. Each returns null where
 * the schema leaves no room for such a value (an untyped field takes anything).
 */
import fc from 'fast-check';

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly maxLength?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly format?: string;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

function branchesOf(schema: JsonSchema): readonly JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  return branches === undefined ? [schema] : branches.flatMap(branchesOf);
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema accepts; null when some branch accepts any type. */
function acceptedTypes(schema: JsonSchema): Set<JsonType> | null {
  const types = new Set<JsonType>();
  for (const branch of branchesOf(schema)) {
    const declared = branch.type ?? (branch.const !== undefined ? jsonTypeOf(branch.const) : undefined);
    const listed = branch.enum?.map(jsonTypeOf);
    const named = declared === undefined ? listed : Array.isArray(declared) ? declared : [declared];
    if (named === undefined) return null;
    for (const type of named as JsonType[]) types.add(type);
  }
  if (types.has('number')) types.add('integer');
  return types;
}

const valueOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 20 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
};

/** A value of a JSON type the schema does not accept, or outside its enum. */
export function wrongTypedValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const accepted = acceptedTypes(schema);
  if (accepted === null) return null;
  const others = (Object.keys(valueOfType) as JsonType[]).filter((type) => !accepted.has(type));
  const choices = others.map((type) => valueOfType[type]);
  const branches = branchesOf(schema);
  if (branches.every((branch) => branch.enum !== undefined || branch.const !== undefined)) {
    const allowed = branches.flatMap((branch) => branch.enum ?? [branch.const]);
    choices.push(fc.string({ maxLength: 20 }).filter((value) => !allowed.includes(value)));
  }
  return choices.length === 0 ? null : fc.oneof(...choices);
}

/** A string longer than every string branch allows; null if one has no limit. */
export function overlongString(schema: JsonSchema): fc.Arbitrary<string> | null {
  const strings = branchesOf(schema).filter((branch) => branch.type === 'string');
  const limits = strings.map((branch) => branch.maxLength);
  if (strings.length === 0 || limits.some((limit) => limit === undefined)) return null;
  const longest = Math.max(...(limits as number[]));
  return fc.integer({ min: 1, max: 5_000 }).map((extra) => 'x'.repeat(longest + extra));
}

/** A number past every numeric branch's `maximum`; null if one has none. */
export function excessiveNumber(schema: JsonSchema): fc.Arbitrary<number> | null {
  const numbers = branchesOf(schema).filter(
    (branch) => branch.type === 'integer' || branch.type === 'number',
  );
  const limits = numbers.map((branch) => branch.maximum);
  if (numbers.length === 0 || limits.some((limit) => limit === undefined)) return null;
  const highest = Math.max(...(limits as number[]));
  return fc.oneof(
    fc.integer({ min: 1, max: 1_000_000 }).map((extra) => highest + extra),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 1e300),
  );
}
