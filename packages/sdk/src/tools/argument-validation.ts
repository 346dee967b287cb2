import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Result } from '../result.js';
import type { JsonSchema } from './json-schema.js';

/** One reason arguments do not match a schema; `path` is a JSON Pointer into the arguments. */
export interface ArgumentError {
  readonly path: string;
  readonly keyword: string;
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
}

// ajv-formats is CommonJS; its default export is the plugin function under either interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const ajv = addFormats(
  new Ajv2020({
    allErrors: true,
    strict: false,
    useDefaults: true,
    coerceTypes: false,
    validateFormats: true,
  }),
);

// Agents reuse the same few narrowed schemas; compiling is the expensive part, so keep them.
const maxCachedValidators = 512;
const validators = new Map<string, ValidateFunction>();
// Callers usually pass the same schema object again: identity avoids serialising it per call.
const validatorsBySchema = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  const known = validatorsBySchema.get(schema);
  if (known) return known;
  const key = JSON.stringify(schema);
  const cached = validators.get(key);
  if (cached) {
    validatorsBySchema.set(schema, cached);
    return cached;
  }
  const compiled = ajv.compile(schema);
  if (validators.size >= maxCachedValidators) {
    const oldest = validators.keys().next().value;
    if (oldest !== undefined) validators.delete(oldest);
  }
  validators.set(key, compiled);
  validatorsBySchema.set(schema, compiled);
  return compiled;
}

/**
 * Validates a model's arguments against a (narrowed) parameters schema with full JSON Schema
 * semantics. On success the value is a copy of the arguments with schema defaults filled in.
 */
export function validateToolArguments(
  schema: JsonSchema,
  args: unknown,
): Result<Record<string, unknown>, readonly ArgumentError[]> {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return {
      ok: false,
      error: [
        { path: '', keyword: 'type', message: 'arguments must be a JSON object', params: { type: 'object' } },
      ],
    };
  }
  const value = structuredClone(args) as Record<string, unknown>;
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value };
  return { ok: false, error: (validate.errors ?? []).filter(isReported).map(toArgumentError) };
}

// `if` failures only say that a `then` failed; the `then` error itself carries the reason.
function isReported(error: ErrorObject): boolean {
  return error.keyword !== 'if';
}

function toArgumentError(error: ErrorObject): ArgumentError {
  const property =
    error.keyword === 'required'
      ? `/${String((error.params as { missingProperty?: string }).missingProperty)}`
      : '';
  return {
    path: `${error.instancePath}${property}`,
    keyword: error.keyword,
    message: `${error.instancePath || '(arguments)'} ${error.message ?? 'is invalid'}`.trim(),
    params: error.params,
  };
}

/** A one-line summary for the model: what to fix in its arguments. */
export function formatArgumentErrors(errors: readonly ArgumentError[]): string {
  return errors
    .map((error) => (error.path ? `${error.path}: ${describe(error)}` : describe(error)))
    .join('; ');
}

function describe(error: ArgumentError): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return error.message.replace(/^\S+\s/, '');
}
