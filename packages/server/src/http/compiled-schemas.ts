import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

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
 * A response schema's serializer. fast-json-stringify compiles the validators of a schema's
 * unions (`anyOf`) on the first response that reaches each one: the first task resource took
 * ~100 ms. Compiling them all with the app instead took ~1 s of every start. So a serializer
 * starts lazy, and `compileResponseValidators`, run once the server listens, swaps in one
 * whose validators are compiled, schema by schema, between requests.
 */
interface ResponseSerializer {
  readonly schema: object;
  current: Serialize;
  validatorsCompiled: boolean;
}

const serializers = new Map<string, ResponseSerializer>();

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

/** Responses are serialized by their schema, so fields a schema does not declare never leave. */
export const compileResponseSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (serializer === undefined) {
    const built: ResponseSerializer = {
      schema: schema as object,
      current: buildSerializer(schema as object, false),
      validatorsCompiled: false,
    };
    serializers.set(key, built);
    serializer = built;
  }
  const shared = serializer;
  return (data: unknown) => shared.current(data);
};

/**
 * Compiles the union validators of every response serializer built so far, one schema per turn of
 * the event loop, so that no request waits for more than one schema's compilation.
 */
export async function compileResponseValidators(): Promise<void> {
  for (const serializer of serializers.values()) {
    if (serializer.validatorsCompiled) continue;
    await new Promise((resolve) => setImmediate(resolve));
    serializer.current = buildSerializer(serializer.schema, true);
    serializer.validatorsCompiled = true;
  }
}

function buildSerializer(schema: object, compileValidators: boolean): Serialize {
  return fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0], { compileValidators });
}
