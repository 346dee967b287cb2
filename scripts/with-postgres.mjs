#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs -- vitest run
// It initialises a cluster in a temporary directory, starts it on a free loopback port, exports
// SPORA_TEST_DATABASE_URL for the command, and removes everything afterwards. As root, the server
// runs as the `postgres` user (PostgreSQL refuses to run as root). Fails loudly when it cannot start.
// SPORA_TEST_POSTGRES_OPTIONS adds server settings (`-c name=value …`), e.g. a preloaded extension.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}

function postgresBinDirectory() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((entry) => existsSync(join(root, entry, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0) return join(which.stdout.trim(), '..');
  throw new Error('PostgreSQL server binaries not found (install the Debian "postgresql" package).');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

function asPostgresUser(binary, args) {
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' })
    : spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

const bin = postgresBinDirectory();
const directory = mkdtempSync(join(tmpdir(), 'spora-pg-'));
chmodSync(directory, 0o777);
const dataDirectory = join(directory, 'data');
const port = await freePort();
let started = false;

function stop() {
  if (started) {
    started = false;
    try {
      asPostgresUser(join(bin, 'pg_ctl'), ['-D', dataDirectory, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(directory, { recursive: true, force: true });
}

try {
  asPostgresUser(join(bin, 'initdb'), [
    '-D',
    dataDirectory,
    '-U',
    'spora',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  asPostgresUser(join(bin, 'pg_ctl'), [
    '-D',
    dataDirectory,
    '-l',
    join(directory, 'postgres.log'),
    '-o',
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${process.env.SPORA_TEST_POSTGRES_OPTIONS ?? ''}`,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  started = true;
} catch (error) {
  console.error(`PostgreSQL could not start: ${error.message}`);
  stop();
  process.exit(1);
}

const url = `postgres://spora@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${bin.split('/').at(-2)} running at ${url}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    SPORA_TEST_DATABASE_URL: url,
    PATH: `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
