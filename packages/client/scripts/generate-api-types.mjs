#!/usr/bin/env node
// Generates the API types of @spora/client (which the UI imports too) from the OpenAPI document
// the server serves, so that neither can drift from the API unnoticed: the document is taken from
// a server built from this checkout (core routes only: no plugins, an in-memory database), and
// `src/schema.gen.ts` is rewritten when it changed. `--check` fails instead of writing, for tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { servedOpenApiDocument } from '../../../scripts/served-openapi-document.mjs';

const target = fileURLToPath(new URL('../src/schema.gen.ts', import.meta.url));
const check = process.argv.includes('--check');

const header =
  '// Generated from the served OpenAPI document by scripts/generate-api-types.mjs; do not edit.\n';
const generated =
  header + astToString(await openapiTS(await servedOpenApiDocument(), { alphabetize: false }));
let current = null;
try {
  current = readFileSync(target, 'utf8');
} catch {}
if (current === generated) {
  console.log('API types are up to date.');
} else if (check) {
  console.error(
    'packages/client/src/schema.gen.ts is out of date: run `npm run api-types -w @spora/client`.',
  );
  process.exit(1);
} else {
  writeFileSync(target, generated);
  console.log('API types regenerated: packages/client/src/schema.gen.ts');
}
