#!/usr/bin/env node
// UI development: builds the server, runs `spora serve` on SPORA_PORT (default 8080) and Vite's
// dev server on :5173 with hot reload, the API proxied to the former. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['tsc', '-b', 'packages/sdk', 'packages/fake-llm', 'packages/server'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const port = process.env.SPORA_PORT ?? '8080';
const env = { ...process.env, SPORA_DEV_API: `http://127.0.0.1:${port}` };
const children = [
  spawn(process.execPath, ['packages/server/bin/spora.js', 'serve', '--port', port], {
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: 'packages/web', stdio: 'inherit', env }),
];
console.log('\nSpora UI with hot reload: http://127.0.0.1:5173 (API on :%s)\n', port);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
