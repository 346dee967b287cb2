#!/usr/bin/env node
// Lints the served OpenAPI document with Redocly (rules in redocly.yaml): the document clients and
// the UI's types are generated from must be valid and complete. Needs the build (`npm run build`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedOpenApiDocument } from './served-openapi-document.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'spora-openapi-lint-'));
try {
  const file = join(scratch, 'openapi.json');
  writeFileSync(file, JSON.stringify(await servedOpenApiDocument(), null, 2));
  const redocly = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', join(root, 'redocly.yaml'), '--max-problems', '1000'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
