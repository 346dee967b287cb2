#!/usr/bin/env node
// Generates the UI's API types from the OpenAPI document the server serves, so that UI and API
// cannot drift apart unnoticed: the document is taken from a server built from this checkout
// (core routes only: no plugins, an in-memory database), and `src/api/schema.gen.ts` is rewritten
// when it changed. `--check` fails instead of writing, for tests.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const target = fileURLToPath(new URL('../src/api/schema.gen.ts', import.meta.url));
const check = process.argv.includes('--check');

export async function servedOpenApiDocument() {
  const { buildHttpApp, createLogger, loadConfig, openPlatform } = await import('@spora/server');
  const scratch = mkdtempSync(join(tmpdir(), 'spora-openapi-'));
  try {
    const config = loadConfig({
      env: {},
      cwd: scratch,
      overrides: {
        databaseUrl: 'sqlite::memory:',
        secretKeyFile: join(scratch, 'spora.key'),
        pluginsDir: join(scratch, 'plugins'),
        appDir: join(scratch, 'app'),
        skillsDirectory: join(scratch, 'skills'),
      },
    });
    const platform = await openPlatform(config, createLogger('silent'), { processKind: 'cli' });
    try {
      const app = await buildHttpApp(platform);
      const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      await app.close();
      if (response.statusCode !== 200)
        throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await platform.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

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
