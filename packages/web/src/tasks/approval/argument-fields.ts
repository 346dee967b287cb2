/**
 * The form a person edits a tool call's arguments in, read from the call's `parameter_schema`
 * (its JSON Schema narrowed to the call's operation, properties in the tool's declaration order).
 */
export type ArgumentField =
  | (FieldBase & { readonly kind: 'text' | 'textarea' })
  | (FieldBase & { readonly kind: 'select'; readonly options: readonly string[] })
  | (FieldBase & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly minimum?: number;
      readonly maximum?: number;
    })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'json' });

interface FieldBase {
  readonly name: string;
  readonly label: string;
  readonly description: string | null;
  readonly required: boolean;
}

export interface ArgumentForm {
  readonly fields: readonly ArgumentField[];
  /**
   * Properties fixed to one value (the operation discriminator once narrowed): not shown, kept
   * as the model sent them.
   */
  readonly fixed: readonly string[];
}

type JsonSchema = Record<string, unknown>;

const longTextHint =
  /(body|content|text|message|prompt|description|markdown|html|code|script|query|notes?)$/i;

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(schema: JsonSchema): string | null {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type))
    return type.find((entry): entry is string => typeof entry === 'string' && entry !== 'null') ?? null;
  return null;
}

function humanLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldFor(name: string, schema: JsonSchema, required: boolean): ArgumentField {
  const base: FieldBase = {
    name,
    label: typeof schema.title === 'string' ? schema.title : humanLabel(name),
    description: typeof schema.description === 'string' ? schema.description : null,
    required,
  };
  const options = Array.isArray(schema.enum) ? schema.enum : null;
  if (options?.every((option) => typeof option === 'string')) {
    return { ...base, kind: 'select', options: options as string[] };
  }
  switch (typeOf(schema)) {
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : null;
      const long = (maxLength === null || maxLength > 200) && longTextHint.test(name);
      return { ...base, kind: long ? 'textarea' : 'text' };
    }
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        integer: typeOf(schema) === 'integer',
        ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
      };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    default:
      return { ...base, kind: 'json' };
  }
}

function isFixed(schema: JsonSchema): boolean {
  return 'const' in schema || (Array.isArray(schema.enum) && schema.enum.length === 1);
}

/** The fields to edit, in the schema's property order; `null` schema (tool gone) → no form. */
export function argumentFormOf(schema: Record<string, unknown> | null): ArgumentForm | null {
  if (schema === null || !isObject(schema.properties)) return null;
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((n) => typeof n === 'string') : [],
  );
  const fields: ArgumentField[] = [];
  const fixed: string[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    if (isFixed(property)) fixed.push(name);
    else fields.push(fieldFor(name, property, required.has(name)));
  }
  return { fields, fixed };
}
