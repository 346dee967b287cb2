/**
 * The `spora` command as a user runs it: the built CLI in child processes.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { coreMigrations } from '../src/db/index.js';
import { sqliteCasesRun, type TestDatabase, testEngines } from './support/test-databases.js';

const cliPath = fileURLToPath(new URL('../bin/spora.js', import.meta.url));

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startCli(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [cliPath, ...args], { cwd, env: { PATH: process.env.PATH, ...env } });
}

function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd: string = mkdtempSync(join(tmpdir(), 'spora-cli-')),
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = startCli(args, env, cwd);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The address a `spora serve` child logs once it listens; rejects if it exits first. */
function listeningUrl(child: ChildProcessWithoutNullStreams): Promise<{ url: string; line: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.includes('Spora is listening'));
      const url = line && /"url":"(http:\/\/[^"]+)"/.exec(line)?.[1];
      if (line && url) resolve({ url, line });
    });
    child.on('close', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

const databaseUrl = (database: TestDatabase) =>
  database.location.kind === 'sqlite' ? `sqlite:${database.location.path}` : database.location.url;

// The CLI's default database is SQLite in a new folder, whatever engines the run covers.
describe.skipIf(!sqliteCasesRun)('spora tools:list', () => {
  it('lists the registered tools with their operations', async () => {
    const run = await runCli(['tools:list']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Core:\n/);
    expect(run.stdout).toContain('time  (core/TimeTool, productivity)');
    expect(run.stdout).toContain('  - format: enabled, auto-approved');
  });

  it("shows each operation's parameters: type, choices and whether they are required", async () => {
    const run = await runCli(['tools:list']);
    expect(run.stdout).toContain(
      '  - calculate: enabled, auto-approved\n      parameters: expression (string, required)\n',
    );
    expect(run.stdout).toContain(
      '  - format: enabled, auto-approved\n      parameters: action (string, one of "format", required); timezone (string); format (string, one of "iso8601", "rfc2822", "human"); epoch (integer, required)\n',
    );
  });

  it('prints JSON on request, with the parameter schemas', async () => {
    const run = await runCli(['tools:list', '--json']);
    const tools = JSON.parse(run.stdout) as {
      tool_class: string;
      parameter_schema: { properties: Record<string, unknown>; required: string[] };
      operations: { name: string; parameter_schema: { required: string[] } }[];
    }[];
    const time = tools.find((tool) => tool.tool_class === 'core/TimeTool');
    expect(time?.operations.map((operation) => operation.name)).toEqual(['now', 'format']);
    expect(Object.keys(time?.parameter_schema.properties ?? {})).toEqual([
      'action',
      'timezone',
      'format',
      'epoch',
    ]);
    expect(time?.operations.map((operation) => operation.parameter_schema.required)).toEqual([
      ['action'],
      ['action', 'epoch'],
    ]);
  });
});

describe.skipIf(!sqliteCasesRun)('spora admin:create', () => {
  // Three CLI processes one after the other: on a busy machine each start can take seconds.
  it('creates an administrator with the password from the environment, never from a flag', {
    timeout: 60_000,
  }, async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'spora-cli-'));
    const created = await runCli(
      ['admin:create', '--email', 'root@example.test'],
      { SPORA_ADMIN_PASSWORD: 'a long admin password' },
      cwd,
    );
    expect(created.code).toBe(0);
    // The first command of an installation also creates its secret key, and says where.
    expect(created.stdout).toMatch(/^Administrator root@example\.test created \(user #1\)\./m);
    expect(created.stdout).toContain('Created a new secret key at');
    const again = await runCli(
      ['admin:create', '--email', 'root@example.test'],
      { SPORA_ADMIN_PASSWORD: 'a long admin password' },
      cwd,
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('spora: EMAIL_TAKEN');
    const withoutPassword = await runCli(['admin:create', '--email', 'x@example.test'], {}, cwd);
    expect(withoutPassword.code).toBe(2);
    expect(withoutPassword.stderr).toContain('SPORA_ADMIN_PASSWORD');
  });
});

describe.skipIf(!sqliteCasesRun)('spora with a bad configuration', () => {
  it('exits with the error code and no stack trace', async () => {
    const run = await runCli(['migrate'], { SPORA_PORT: 'eighty' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('spora: CONFIG_INVALID: Invalid configuration: port must be an integer');
    expect(run.stderr).not.toContain('    at ');
  });
});

describe.each(testEngines)('spora on $name', (engine) => {
  const databases: TestDatabase[] = [];
  const children: ChildProcessWithoutNullStreams[] = [];

  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const database of databases.splice(0)) await database.dispose();
  });

  async function freshDatabase(): Promise<TestDatabase> {
    const database = await engine.create();
    databases.push(database);
    return database;
  }

  it('migrates once when two processes start together', async () => {
    const database = await freshDatabase();
    const env = { SPORA_DATABASE_URL: databaseUrl(database) };
    const runs = await Promise.all([runCli(['migrate'], env), runCli(['migrate'], env)]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const outputs = runs.map((run) => run.stdout).sort();
    const names = Object.keys(coreMigrations);
    expect(outputs).toEqual([
      `core: applied ${names.length} migrations\n${names.map((name) => `  ${name}\n`).join('')}Applied ${names.length} migrations.\n`,
      `core: up to date (${names.length} migrations)\nDatabase is up to date.\n`,
    ]);
  });

  // A started server runs its loop threads, each loading the platform: seconds on a busy machine.
  const serving = { timeout: 60_000 };

  it('serves /api/health and shuts down gracefully on SIGTERM', serving, async () => {
    const database = await freshDatabase();
    const child = startCli(
      ['serve', '--port', '0'],
      { SPORA_DATABASE_URL: databaseUrl(database), SPORA_LOG_LEVEL: 'info' },
      mkdtempSync(join(tmpdir(), 'spora-cli-')),
    );
    children.push(child);
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"url":"(http:\/\/[^"]+)".*Spora is listening/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('close', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    const response = await fetch(`${url}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    const exitCode = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  });

  it(
    'prints a setup code with the address while no administrator exists, and the code creates one',
    serving,
    async () => {
      const database = await freshDatabase();
      const child = startCli(
        ['serve', '--port', '0'],
        { SPORA_DATABASE_URL: databaseUrl(database), SPORA_LOG_LEVEL: 'info' },
        mkdtempSync(join(tmpdir(), 'spora-cli-')),
      );
      children.push(child);
      const announced = await new Promise<{ setup_url: string; setup_code: string; msg: string }>(
        (resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const line = output.split('\n').find((entry) => entry.includes('"setup_code"'));
            if (line) resolve(JSON.parse(line));
          });
          child.on('close', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
        },
      );
      expect(announced.setup_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/setup$/);
      expect(announced.msg).toContain(announced.setup_url);
      expect(announced.msg).toContain(announced.setup_code);
      const base = announced.setup_url.replace(/\/setup$/, '');
      const created = await fetch(`${base}/api/v1/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          setup_code: announced.setup_code,
          email: 'root@example.test',
          password: 'correct horse battery staple',
        }),
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as { data: { user: { role: string } } }).data.user.role).toBe('admin');
    },
  );

  it.runIf(engine.name === 'sqlite')(
    'refuses a second serve or worker on the same SQLite file, and frees the file when the first dies',
    { timeout: 120_000 },
    async () => {
      const database = await freshDatabase();
      const env = { SPORA_DATABASE_URL: databaseUrl(database), SPORA_LOG_LEVEL: 'info' };
      const cwd = mkdtempSync(join(tmpdir(), 'spora-cli-'));
      const first = startCli(['serve', '--port', '0'], env, cwd);
      children.push(first);
      await listeningUrl(first);
      for (const command of [['serve', '--port', '0'], ['worker']]) {
        const second = await runCli(command, env, cwd);
        expect(second.code).toBe(2);
        expect(second.stderr).toContain('spora: DATABASE_IN_USE: Another Spora process');
      }
      // Short commands still work beside the server.
      expect((await runCli(['migrate'], env, cwd)).code).toBe(0);
      const died = new Promise((resolve) => first.on('close', resolve));
      first.kill('SIGKILL');
      await died;
      const next = startCli(['serve', '--port', '0'], env, cwd);
      children.push(next);
      await listeningUrl(next);
    },
  );

  it.runIf(engine.name === 'sqlite')('refuses serve --no-worker on SQLite', async () => {
    const database = await freshDatabase();
    const run = await runCli(['serve', '--port', '0', '--no-worker'], {
      SPORA_DATABASE_URL: databaseUrl(database),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('spora: CONFIG_INVALID: spora serve --no-worker needs PostgreSQL');
  });

  it.runIf(engine.name === 'postgres')(
    'serves the API without a worker with --no-worker',
    serving,
    async () => {
      const database = await freshDatabase();
      const child = startCli(
        ['serve', '--port', '0', '--no-worker'],
        { SPORA_DATABASE_URL: databaseUrl(database), SPORA_LOG_LEVEL: 'info' },
        mkdtempSync(join(tmpdir(), 'spora-cli-')),
      );
      children.push(child);
      const { url, line } = await listeningUrl(child);
      expect(JSON.parse(line)).toMatchObject({ embeddedWorker: false });
      const response = await fetch(`${url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    },
  );
});
