#!/usr/bin/env node
// What the API's response serializers cost to build, side by side in one process: every response
// schema the app's routes state, built by fast-json-stringify as stated and as `serializerSchema`
// rewrites it, with union validators compiled while building (as the
// server builds them) and without (compiled on the first answer that reaches a union). Rounds
// alternate the two, so the machine's drift falls on both.
//
//   npm run build && node bench/serializer-build.mjs [rounds]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildHttpApp,
  compiledResponseSchemas,
  createLogger,
  openPlatform,
  serializerSchema,
} from '@spora/server';
import { benchConfig } from './lib/spora-platform.mjs';
import { median } from './lib/stats.mjs';

const rounds = Number(process.argv[2] ?? 5);
const fastJsonStringify = createRequire(import.meta.resolve('@spora/server'))('fast-json-stringify');
const dir = mkdtempSync(join(tmpdir(), 'spora-bench-'));
const platform = await openPlatform(
  benchConfig(dir, `sqlite:${join(dir, 'db', 'spora.db')}`),
  createLogger('warn', false),
);
// Building the app builds a serializer for every response schema its routes state.
const app = await buildHttpApp(platform);
const unique = compiledResponseSchemas();
await app.close();
await platform.close();
rmSync(dir, { recursive: true, force: true });

const unions = (schema) => (JSON.stringify(schema).match(/"anyOf"/g) ?? []).length;

function buildAll(rewrite, compileValidators) {
  const started = performance.now();
  let slowest = 0;
  for (const schema of unique) {
    const one = performance.now();
    fastJsonStringify(rewrite ? serializerSchema(schema) : schema, { compileValidators });
    slowest = Math.max(slowest, performance.now() - one);
  }
  return { total: performance.now() - started, slowest };
}

const setups = [
  { label: 'as stated, validators compiled', rewrite: false, compile: true },
  { label: 'rewritten, validators compiled', rewrite: true, compile: true },
  { label: 'as stated, validators on first use', rewrite: false, compile: false },
  { label: 'rewritten, validators on first use', rewrite: true, compile: false },
];
for (const setup of setups) buildAll(setup.rewrite, setup.compile);
const figures = setups.map(() => ({ total: [], slowest: [] }));
for (let round = 0; round < rounds; round++)
  setups.forEach((setup, index) => {
    const { total, slowest } = buildAll(setup.rewrite, setup.compile);
    figures[index].total.push(total);
    figures[index].slowest.push(slowest);
  });

const before = unique.reduce((sum, schema) => sum + unions(schema), 0);
const after = unique.reduce((sum, schema) => sum + unions(serializerSchema(schema)), 0);
console.log(
  `${unique.length} response schemas; unions: ${before} as stated, ${after} rewritten; ${rounds} rounds`,
);
console.log('| schemas | all built, median ms | slowest one, median ms |');
console.log('|---|---|---|');
for (const [index, setup] of setups.entries()) {
  const { total, slowest } = figures[index];
  console.log(`| ${setup.label} | ${median(total).toFixed(1)} | ${median(slowest).toFixed(1)} |`);
}
