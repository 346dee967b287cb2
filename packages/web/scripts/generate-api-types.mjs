#!/usr/bin/env node
// Generates the UI's API types from the OpenAPI document the server serves, so that UI and API
// cannot drift apart unnoticed: the document is taken from a server built from this checkout
// (core routes only: no plugins, an in-memory database), and `src/api/schema.gen.ts` is rewritten
// when it changed. `--check` fails instead of writing, for tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { servedOpenApiDocument } from '../../../scripts/served-openapi-document.mjs';

const target = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));
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
  console.error('src/api/schema.gen.ts is out of date: run `npm run api-types -w @spora/web`.');
  process.exit(1);
} else {
  writeFileSync(target, generated);
  console.log('API types regenerated: src/api/schema.gen.ts');
}
