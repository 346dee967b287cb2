/**
 * A response schema rewritten for fast-json-stringify, so that it serializes every valid value as
 * the original does with fewer unions.
 *
 * fast-json-stringify picks an `anyOf` option by validating the value against each option with an
 * Ajv validator, compiled for every option of every union (a nested union again for each union
 * around it). The API's unions mostly say "this or null" or "one of these strings", which a `type`
 * list says without a validator: the task resource had 61 unions, ~370 ms of compilation in one
 * piece, and its first response paid ~50 ms for the union that was left.
 *
 * Rewrites that accept the same values, done everywhere:
 * - an option that is only an `anyOf`: its options, inlined;
 * - options of different types, each with constraints of its own type only (`maxLength`,
 *   `maximum`, `properties`, `items` …; strings may be several, differing only by `const` or
 *   `enum`): one schema with a `type` list and those constraints, the strings gathered into `enum`
 *   (not applied by the serializer; it keeps the accepted values for a validator around). "This
 *   or null" is the common case.
 * And one that accepts more, done only where no validator reads the schema (not inside the option
 * of a union that stays): objects that all refuse unknown properties and declare each shared
 * property alike (or as scalar constants of one type) become one object. A valid value has only
 * its own option's properties, so the one object writes what its option would.
 *
 * A schema with a `$ref` is left as it is: a reference could point into a union rewritten away,
 * or carry a default the merge cannot see. The API's schemas have none.
 */

type Schema = Record<string, unknown>;

/** Keywords that describe and do not constrain. */
const annotations = new Set(['description', 'title', 'examples', '$comment', 'deprecated']);
/** Keywords whose value maps names to schemas the serializer writes with. */
const schemaMaps = ['properties', 'patternProperties'];
/** Keywords whose value is a schema the serializer writes with. */
const written = ['items', 'additionalProperties'];
/**
 * Keywords whose schemas a validator reads (`if`, `not`, `contains` …) or that the serializer
 * merges into the schema around them (`then`, `else`): only the exact rewrites apply there.
 */
const validatedOnly = ['not', 'if', 'then', 'else', 'contains', 'dependentSchemas'];
/** Keywords whose value is a list of schemas. */
const schemaLists = ['prefixItems', 'allOf', 'oneOf'];

/**
 * Keywords that constrain only values of one JSON type (a string keyword says nothing of a
 * number, `properties` nothing of an array), so a merged schema can keep them beside other types.
 */
const constraintsOf: Record<string, readonly string[]> = {
  string: ['format', 'minLength', 'maxLength', 'pattern'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  boolean: [],
  null: [],
  array: [
    'items',
    'prefixItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
  ],
};

export function serializerSchema(schema: unknown): unknown {
  return JSON.stringify(schema).includes('"$ref"') ? schema : rewrite(schema, false);
}

/** `validated`: a validator reads this schema, so only rewrites that accept the same values apply. */
function rewrite(schema: unknown, validated: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewrite(item, validated));
  if (!isSchema(schema)) return schema;
  const rewritten: Schema = { ...schema };
  for (const keyword of schemaMaps) {
    const map = schema[keyword];
    if (isSchema(map))
      rewritten[keyword] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, rewrite(value, validated)]),
      );
  }
  for (const keyword of written)
    if (keyword in schema) rewritten[keyword] = rewrite(schema[keyword], validated);
  for (const keyword of validatedOnly)
    if (keyword in schema) rewritten[keyword] = rewrite(schema[keyword], true);
  for (const keyword of schemaLists)
    if (Array.isArray(schema[keyword])) rewritten[keyword] = rewrite(schema[keyword], true);
  if (!Array.isArray(schema.anyOf)) return rewritten;
  const { anyOf: _union, ...siblings } = rewritten;
  // Options are rewritten as a validator reads them; where the union goes, its result is rewritten
  // again as the union's own place allows.
  const options = inlineUnions(rewrite(schema.anyOf, true) as unknown[]);
  if (!Object.keys(siblings).every(isAnnotation)) return { ...rewritten, anyOf: options };
  const merged = mergeTypes(options) ?? (validated ? null : mergeObjects(options));
  if (merged === null) return { ...siblings, anyOf: options };
  return { ...siblings, ...(rewrite(merged, validated) as Schema) };
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An annotation, or an OpenAPI extension (`x-…`), which describes as an annotation does. */
function isAnnotation(keyword: string): boolean {
  return annotations.has(keyword) || keyword.startsWith('x-');
}

function onlyAnnotationsBesides(schema: Schema, keyword: string): boolean {
  return Object.keys(schema).every((key) => key === keyword || isAnnotation(key));
}

function isNull(option: unknown): boolean {
  return isSchema(option) && option.type === 'null' && onlyAnnotationsBesides(option, 'type');
}

/** An option that is only a union (with annotations) stands for its options. */
function inlineUnions(options: unknown[]): unknown[] {
  return options.flatMap((option) =>
    isSchema(option) && Array.isArray(option.anyOf) && onlyAnnotationsBesides(option, 'anyOf')
      ? inlineUnions(option.anyOf)
      : [option],
  );
}

/** An option of one type: the type, the strings it is limited to (null: any), its constraints. */
interface Typed {
  readonly type: string;
  readonly strings: readonly string[] | null;
  readonly constraints: Schema;
}

function typedOf(option: unknown): Typed | null {
  if (!isSchema(option) || ('const' in option && 'enum' in option)) return null;
  const values =
    'const' in option ? [option.const] : Array.isArray(option.enum) ? (option.enum as unknown[]) : null;
  if (values !== null && !values.every((value) => typeof value === 'string')) return null;
  const type = option.type ?? (values !== null ? 'string' : undefined);
  if (typeof type !== 'string' || !(type in constraintsOf)) return null;
  if (values !== null && type !== 'string') return null;
  const allowed = constraintsOf[type] as readonly string[];
  const constraints: Schema = {};
  for (const [keyword, value] of Object.entries(option)) {
    if (allowed.includes(keyword)) constraints[keyword] = value;
    else if (!['type', 'const', 'enum'].includes(keyword) && !isAnnotation(keyword)) return null;
  }
  return { type, strings: values, constraints };
}

function mergeTypes(options: unknown[]): Schema | null {
  const typed = options.map(typedOf);
  if (typed.some((option) => option === null)) return null;
  const all = typed as Typed[];
  // The serializer tries a type list in order, and takes an array or an object with its own
  // `toString` (a Date) for a string: strings go last, and never beside objects.
  const types = [...new Set(all.map((option) => option.type))].sort(
    (left, right) => Number(left === 'string') - Number(right === 'string'),
  );
  if (types.includes('string') && types.includes('object')) return null;
  // integer and number overlap: such a union stays as it is.
  if (types.includes('integer') && types.includes('number')) return null;
  // ajv-formats has number formats too (int32, double …): a string's format stays with strings.
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric && all.some((option) => option.constraints.format !== undefined)) return null;
  const merged: Schema = { type: types.length === 1 ? types[0] : types };
  for (const type of types) {
    const ofType = all.filter((option) => option.type === type);
    // Two options of a type that differ beyond their strings (a format and none, two shapes of
    // object) cannot be one schema.
    if (new Set(ofType.map((option) => JSON.stringify(option.constraints))).size > 1) return null;
    Object.assign(merged, ofType[0]?.constraints);
  }
  const strings = all.filter((option) => option.type === 'string');
  if (strings.length > 0 && strings.every((option) => option.strings !== null)) {
    // `enum` limits every type, so it can only stand beside a string's null.
    if (!types.every((type) => type === 'string' || type === 'null')) return null;
    const values: (string | null)[] = [...new Set(strings.flatMap((option) => option.strings ?? []))];
    merged.enum = types.includes('null') ? [...values, null] : values;
  }
  return merged;
}

const objectKeywords = new Set(['type', 'properties', 'required', 'additionalProperties']);
/** Types whose constants the serializer writes as it writes any value of the type. */
const scalarConstantTypes = new Set(['string', 'integer', 'number', 'boolean']);

/** Objects (and perhaps null) that refuse unknown properties, as one object; see the top. */
function mergeObjects(options: unknown[]): Schema | null {
  const objects = options.filter((option) => !isNull(option));
  const withNull = objects.length < options.length;
  const valid = objects.every(
    (option) =>
      isSchema(option) &&
      option.type === 'object' &&
      option.additionalProperties === false &&
      isSchema(option.properties) &&
      Object.keys(option).every((key) => objectKeywords.has(key) || isAnnotation(key)),
  );
  if (objects.length < 2 || !valid) return null;
  const shapes = objects as (Schema & { properties: Record<string, unknown>; required?: string[] })[];
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties)))];
  const properties: Record<string, unknown> = {};
  for (const name of names) {
    const declared = shapes.flatMap((shape) => (name in shape.properties ? [shape.properties[name]] : []));
    const property = oneProperty(declared);
    if (property === null) return null;
    properties[name] = property;
  }
  const required = names.filter((name) => shapes.every((shape) => shape.required?.includes(name)));
  return {
    type: withNull ? ['object', 'null'] : 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * One schema for a property the options declare: alike, objects merged as the options are, or
 * constants (`const` or `enum`) of one scalar type.
 */
function oneProperty(declared: unknown[]): unknown {
  // The serializer fills in a missing property's default, which an option without it would not.
  if (declared.some((schema) => !isSchema(schema) || 'default' in schema)) return null;
  const texts = new Set(declared.map((schema) => JSON.stringify(schema)));
  if (texts.size === 1) return declared[0];
  const objects = mergeObjects(declared);
  if (objects !== null) return objects;
  const constants = declared as Schema[];
  const type = constants[0]?.type;
  const valuesOf = (schema: Schema) =>
    'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : null;
  const allConstants = constants.every(
    (schema) =>
      typeof type === 'string' &&
      scalarConstantTypes.has(type) &&
      schema.type === type &&
      valuesOf(schema) !== null &&
      Object.keys(schema).every((key) => ['type', 'const', 'enum'].includes(key) || isAnnotation(key)),
  );
  return allConstants
    ? { type, enum: [...new Set(constants.flatMap((schema) => valuesOf(schema) ?? []))] }
    : null;
}
