#!/usr/bin/env node
// Builds the UI: regenerates the API types (@spora/client's) from the served OpenAPI document (so a
// changed API is a type error here), type-checks, then bundles with Vite — skipping the type check
// and bundle when nothing they read changed since the last build, so `npm start` and `npm test`
// stay quick.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'dist', '.build-stamp');
// Everything the type check or the bundle reads (the type check also reads `test`, and the API
// types from @spora/client's sources).
const inputs = [
  'src',
  '../client/src',
  'test',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package.json',
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

run(process.execPath, ['../client/scripts/generate-api-types.mjs']);
const hash = inputsHash();
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && !process.argv.includes('--force')) {
  console.log('Web UI is up to date.');
  process.exit(0);
}
run(process.execPath, [join(root, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
run(process.execPath, [join(root, '../../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
writeFileSync(stampFile, hash);
console.log('Web UI built.');
