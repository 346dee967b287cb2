import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export is the plugin function under either interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const options = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;

// Bodies are JSON with real types: "5" is not 5, and unknown fields are refused, not dropped.
const bodyValidator = addFormats(new Ajv2020({ ...options, coerceTypes: false }));
// Paths and query strings are text, so numbers and booleans in them are read from it.
const textValidator = addFormats(new Ajv2020({ ...options, coerceTypes: 'array' }));

/** Validation for every route: strict for bodies, coercing for URL parts (JSON Schema 2020-12). */
export const compileRequestValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validator = httpPart === 'body' ? bodyValidator : textValidator;
  return validator.compile(schema as object);
};
