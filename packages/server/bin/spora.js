#!/usr/bin/env node
// The `spora` command. The implementation is compiled TypeScript; build it first when missing.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error(
    'spora: the server is not built yet. Run `npm run build` (or `npm start`) in the repository first.',
  );
  process.exit(1);
}
await import(entry.href);
