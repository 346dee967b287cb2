import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerSchema } from './serializer-schema.js';

// ajv-formats is CommonJS; its default export is the plugin function under either interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const options = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;

// Bodies are JSON with real types: "5" is not 5, and unknown fields are refused, not dropped.
const bodyValidator = addFormats(new Ajv2020({ ...options, coerceTypes: false }));
// Paths and query strings are text, so numbers and booleans in them are read from it.
const textValidator = addFormats(new Ajv2020({ ...options, coerceTypes: 'array' }));

/**
 * Compiling schemas is most of the cost of building the app (serializers especially). Routes
 * build equal schemas as new objects, so compiled functions are kept by schema content and shared
 * by every app this process builds.
 */
const validators = new Map<string, ValidateFunction>();

type Serialize = (data: unknown) => string;

/**
 * Serializers by schema content, each built from the schema as `serializerSchema` rewrites it.
 * fast-json-stringify validates a value against each option of a union to pick one, with
 * validators it compiles on the first response that reaches them (~100 ms for the first task
 * resource) or, asked to, while it builds (~1 s for the API's schemas). Rewritten, the API's
 * schemas keep one small union, so its validators are compiled with the app.
 */
const serializers = new Map<string, Serialize>();

/** Validation for every route: strict for bodies, coercing for URL parts (JSON Schema 2020-12). */
export const compileRequestValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const key = `${httpPart === 'body' ? 'body' : 'text'}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (validate === undefined) {
    validate = (httpPart === 'body' ? bodyValidator : textValidator).compile(schema as object);
    validators.set(key, validate);
  }
  return validate;
};

/** The response schemas serializers were built for in this process, as the routes state them. */
export function compiledResponseSchemas(): unknown[] {
  return [...serializers.keys()].map((key) => JSON.parse(key));
}

/** Responses are serialized by their schema, so fields a schema does not declare never leave. */
export const compileResponseSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (serialize === undefined) {
    serialize = fastJsonStringify(serializerSchema(schema) as Parameters<typeof fastJsonStringify>[0], {
      compileValidators: true,
    });
    serializers.set(key, serialize);
  }
  return serialize;
};
