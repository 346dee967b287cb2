// A throwaway PostgreSQL server the suite owns, so it can stop and restart it under the processes
// it tests (scripts/with-postgres.mjs only hands a running server to a command).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

const isRoot = process.getuid?.() === 0;

function postgresBinDirectory(): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((entry) => existsSync(join(root, entry, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0) return join(which.stdout.trim(), '..');
  throw new Error('PostgreSQL server binaries not found (install the Debian "postgresql" package).');
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (PostgreSQL refuses root). */
function runAsPostgres(binary: string, args: readonly string[]): void {
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', binary, ...args], { encoding: 'utf8' })
    : spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

export class PostgresServer {
  private running = false;

  private constructor(
    private readonly bin: string,
    private readonly directory: string,
    readonly port: number,
  ) {}

  /** Initialises a cluster in a temporary folder and starts it on a free loopback port. */
  static async start(): Promise<PostgresServer> {
    const directory = mkdtempSync(join(tmpdir(), 'spora-reliability-pg-'));
    chmodSync(directory, 0o777);
    const server = new PostgresServer(postgresBinDirectory(), directory, await freePort());
    runAsPostgres(join(server.bin, 'initdb'), [
      '-D',
      server.dataDirectory,
      '-U',
      'spora',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    server.resume();
    return server;
  }

  /** The URL of one database on this server. */
  url(database = 'postgres'): string {
    return `postgres://spora@127.0.0.1:${this.port}/${database}`;
  }

  /** Stops the server at once, cutting every connection, as a crash or a failover would. */
  halt(): void {
    if (!this.running) return;
    runAsPostgres(join(this.bin, 'pg_ctl'), ['-D', this.dataDirectory, '-m', 'immediate', '-w', 'stop']);
    this.running = false;
  }

  /** Starts it again on the same port. */
  resume(): void {
    if (this.running) return;
    runAsPostgres(join(this.bin, 'pg_ctl'), [
      '-D',
      this.dataDirectory,
      '-l',
      join(this.directory, 'postgres.log'),
      '-o',
      `-p ${this.port} -k ${this.directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    this.running = true;
  }

  /** Stops the server and removes its files. */
  destroy(): void {
    try {
      this.halt();
    } finally {
      rmSync(this.directory, { recursive: true, force: true });
    }
  }

  private get dataDirectory(): string {
    return join(this.directory, 'data');
  }
}
