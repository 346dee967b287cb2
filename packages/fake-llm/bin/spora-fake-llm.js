#!/usr/bin/env node
// Runs the compiled CLI (dist/cli.js), which the TypeScript build produces.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('spora-fake-llm: dist/cli.js is missing; run npm run build first.');
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
