/**
 * What `spora serve` and `spora worker` say when they start: a plain banner for a person at a
 * terminal (the address, the database, and on a fresh install the setup code, apart from the log
 * lines), JSON lines for a log collector, chosen by `SPORA_LOG_FORMAT`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServeStart, serveBanner, workerBanner } from '../../src/cli/start-banner.js';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { writesReadableLogs } from '../../src/logging/log-format.js';
import { sqliteCasesRun } from '../support/test-databases.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));

const start: ServeStart = {
  version: '1.2.3',
  url: 'http://127.0.0.1:8080',
  config: {
    database: { kind: 'sqlite', path: '/srv/spora/data/spora.db' },
    filesDir: '/srv/spora/data/files',
    secretKeyFile: '/srv/spora/secrets/data/spora.db.key',
    runtimeMode: 'server',
    workerConcurrency: 4,
  },
  secretKeyFromEnvironment: false,
  embeddedWorker: true,
  loopThreads: 0,
  setupCode: '7KQ2-M9XD-4RTE-B1ZW-HN6C',
};

describe('the start banner', () => {
  it('puts the address first and the setup code and its page on lines of their own', () => {
    const lines = serveBanner(start).split('\n');
    expect(lines[1]).toBe('Spora 1.2.3 is running. Open http://127.0.0.1:8080');
    expect(lines).toContain('    http://127.0.0.1:8080/setup');
    expect(lines).toContain('    7KQ2-M9XD-4RTE-B1ZW-HN6C');
    expect(lines).toContain('  Database    SQLite, /srv/spora/data/spora.db');
    expect(lines).toContain('  Secret key  /srv/spora/secrets/data/spora.db.key');
    expect(lines).toContain('  Tasks       run here, 4 at once');
  });

  it('says nothing of setup once an administrator exists', () => {
    expect(serveBanner({ ...start, setupCode: null })).not.toMatch(/setup/i);
  });

  it("never shows PostgreSQL's credentials, nor a key that came from the environment", () => {
    const banner = serveBanner({
      ...start,
      config: {
        ...start.config,
        database: { kind: 'postgres', url: 'postgres://spora:hunter2@db:5432/spora' },
      },
      secretKeyFromEnvironment: true,
      embeddedWorker: false,
    });
    expect(banner).toContain('PostgreSQL, db:5432/spora');
    expect(banner).not.toContain('hunter2');
    expect(banner).toContain('from SPORA_SECRET_KEY');
    expect(banner).toContain('run by `spora worker` processes');
  });

  it('hides a password given in the query string, or in a URL too odd to read', () => {
    for (const url of [
      'postgres://spora@db:5432/spora?sslmode=require&password=hunter2',
      'postgresql://spora:hunter2@db/spora?password=hunter2',
      'postgres://spora:hun#ter2@db/spora',
      'postgres://spora:12#hunter2@db/spora',
      'postgres://spora:12/hunter2@db/spora',
      'postgres://spora:12?hunter2@db/spora?sslmode=require',
    ]) {
      const banner = serveBanner({
        ...start,
        config: { ...start.config, database: { kind: 'postgres', url } },
      });
      expect(banner, url).toMatch(/PostgreSQL/);
      expect(banner, url).not.toMatch(/hunter2|hun#ter2|spora:12/);
    }
  });

  it('never repeats the password of a database URL the configuration refuses', () => {
    for (const url of [
      'postgress://spora:hunter2@db:5432/spora',
      'mysql://spora:hun/ter2@db/spora',
      'host=db user=spora password=hunter2 dbname=spora',
      'pg://db/spora?user=spora&password=hunter2',
    ]) {
      let refusal: unknown;
      try {
        loadConfig({ env: { SPORA_DATABASE_URL: url }, cwd: '/nonexistent-spora-dir' });
      } catch (error) {
        refusal = error;
      }
      expect(refusal, url).toBeInstanceOf(ConfigError);
      const { message, details } = refusal as ConfigError;
      expect(message, url).toMatch(/databaseUrl must be/);
      expect(`${message} ${JSON.stringify(details)}`, url).not.toMatch(/hunter2|hun\/ter2/);
    }
  });

  it("gives a worker's database and concurrency", () => {
    const banner = workerBanner({ version: '1.2.3', config: start.config, loopThreads: 0 });
    expect(banner).toContain('Spora 1.2.3 worker started.');
    expect(banner).toMatch(/4 at once\n/);
    expect(workerBanner({ version: '1.2.3', config: start.config, loopThreads: 2 })).toContain(
      '4 at once on 2 loop threads',
    );
  });
});

describe('the log format', () => {
  it('is readable in a terminal and JSON otherwise, unless set', () => {
    expect(writesReadableLogs('auto', { isTTY: true })).toBe(true);
    expect(writesReadableLogs('auto', { isTTY: false })).toBe(false);
    expect(writesReadableLogs('auto', {})).toBe(false);
    expect(writesReadableLogs('json', { isTTY: true })).toBe(false);
    expect(writesReadableLogs('pretty', { isTTY: false })).toBe(true);
  });

  it('is read from SPORA_LOG_FORMAT, and anything else is refused with CONFIG_INVALID', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'spora-log-format-'));
    expect(loadConfig({ env: {}, cwd }).logFormat).toBe('auto');
    expect(loadConfig({ env: { SPORA_LOG_FORMAT: 'JSON' }, cwd }).logFormat).toBe('json');
    let error: unknown;
    try {
      loadConfig({ env: { SPORA_LOG_FORMAT: 'yaml' }, cwd });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).code).toBe('CONFIG_INVALID');
    expect((error as ConfigError).message).toContain('SPORA_LOG_FORMAT');
  });
});

describe.runIf(sqliteCasesRun)('spora serve on a fresh install', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** Runs `spora serve` until `done` finds what it waits for in standard output. */
  function serveUntil<T>(env: NodeJS.ProcessEnv, done: (stdout: string) => T | undefined): Promise<T> {
    const cwd = mkdtempSync(join(tmpdir(), 'spora-banner-'));
    const child = spawn(process.execPath, [cliPath, 'serve', '--port', '0'], {
      cwd,
      env: { PATH: process.env.PATH, SPORA_DATABASE_URL: `sqlite:${join(cwd, 'data', 'spora.db')}`, ...env },
    });
    stops.push(() => child.kill('SIGKILL'));
    return new Promise((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = done(stdout);
        if (found !== undefined) resolve(found);
      });
      child.on('close', (code) => reject(new Error(`serve exited with ${code}: ${stdout}${stderr}`)));
    });
  }

  // A started server runs its loop threads, each loading the platform: seconds on a busy machine.
  const serving = { timeout: 60_000 };

  it(
    'prints the banner with a setup code that creates the first administrator, when logs are readable',
    serving,
    async () => {
      const { url, code } = await serveUntil({ SPORA_LOG_FORMAT: 'pretty' }, (stdout) => {
        const match = /Open (http:\/\/\S+)\n[\s\S]*\n {4}\S+\/setup\n[\s\S]*\n {4}([A-Z0-9-]{24})\n/.exec(
          stdout,
        );
        return match?.[1] && match[2] ? { url: match[1], code: match[2] } : undefined;
      });
      const created = await fetch(`${url}/api/v1/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          setup_code: code,
          email: 'root@example.test',
          password: 'correct horse battery staple',
        }),
      });
      expect(created.status).toBe(201);
    },
  );

  it(
    'writes one JSON line with the version and address, and the code on its own, when logs are JSON',
    serving,
    async () => {
      const lines = await serveUntil({ SPORA_LOG_FORMAT: 'json' }, (stdout) => {
        const parsed = stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        return parsed.some((line) => 'setup_code' in line) ? parsed : undefined;
      });
      const listening = lines.find((line) => line.msg === 'Spora is listening');
      expect(listening).toMatchObject({
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        database: 'sqlite',
      });
      expect(listening?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines.find((line) => 'setup_code' in line)?.setup_url).toBe(`${listening?.url}/setup`);
    },
  );
});
