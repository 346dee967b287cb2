import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from '../src/config/index.js';

const emptyDirectory = () => mkdtempSync(join(tmpdir(), 'spora-config-'));

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the defaults: port 8080, SQLite under ./data', () => {
    const cwd = emptyDirectory();
    const config = loadConfig({ env: {}, cwd });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', path: join(cwd, 'data', 'spora.db') });
    expect(config.logLevel).toBe('info');
    expect(config.configFile).toBeNull();
  });

  it('reads the execution mode and worker concurrency', () => {
    const cwd = emptyDirectory();
    expect(loadConfig({ env: {}, cwd })).toMatchObject({ syncMode: false, workerConcurrency: 4 });
    expect(
      loadConfig({ env: { SPORA_SYNC_MODE: 'true', SPORA_WORKER_CONCURRENCY: '8' }, cwd }),
    ).toMatchObject({
      syncMode: true,
      workerConcurrency: 8,
    });
    const error = configError(() =>
      loadConfig({ env: { SPORA_SYNC_MODE: 'maybe', SPORA_WORKER_CONCURRENCY: '0' }, cwd }),
    );
    expect(error.details?.problems).toHaveLength(2);
  });

  it('reads the lease length and the model request timeout', () => {
    const cwd = emptyDirectory();
    expect(loadConfig({ env: {}, cwd })).toMatchObject({ leaseSeconds: 60, llmTimeoutSeconds: 300 });
    expect(loadConfig({ env: { SPORA_LEASE_SECONDS: '15', SPORA_LLM_TIMEOUT: '45' }, cwd })).toMatchObject({
      leaseSeconds: 15,
      llmTimeoutSeconds: 45,
    });
    const error = configError(() =>
      loadConfig({ env: { SPORA_LEASE_SECONDS: '2', SPORA_LLM_TIMEOUT: 'soon' }, cwd }),
    );
    expect(error.details?.problems).toEqual([
      expect.stringContaining('leaseSeconds must be an integer from 5 to 3600'),
      expect.stringContaining('SPORA_LLM_TIMEOUT'),
    ]);
  });

  it('prepares PostgreSQL statements unless SPORA_DATABASE_PREPARED_STATEMENTS turns it off', () => {
    const cwd = emptyDirectory();
    const url = 'postgres://spora@db.example/spora';
    expect(loadConfig({ env: { SPORA_DATABASE_URL: url }, cwd }).database).toEqual({
      kind: 'postgres',
      url,
      preparedStatements: true,
    });
    expect(
      loadConfig({ env: { SPORA_DATABASE_URL: url, SPORA_DATABASE_PREPARED_STATEMENTS: 'off' }, cwd })
        .database,
    ).toEqual({ kind: 'postgres', url, preparedStatements: false });
    const error = configError(() =>
      loadConfig({ env: { SPORA_DATABASE_URL: url, SPORA_DATABASE_PREPARED_STATEMENTS: 'sometimes' }, cwd }),
    );
    expect(error.details?.problems).toEqual([
      expect.stringContaining('databasePreparedStatements must be true or false'),
    ]);
  });

  it('runs loop threads ten nice steps below the main thread unless SPORA_LOOP_THREAD_NICE says otherwise', () => {
    const cwd = emptyDirectory();
    expect(loadConfig({ env: {}, cwd }).loopThreadNice).toBe(10);
    expect(loadConfig({ env: { SPORA_LOOP_THREAD_NICE: '0' }, cwd }).loopThreadNice).toBe(0);
    expect(loadConfig({ env: { SPORA_LOOP_THREAD_NICE: '19' }, cwd }).loopThreadNice).toBe(19);
    for (const refused of ['20', '-1', 'high']) {
      const error = configError(() => loadConfig({ env: { SPORA_LOOP_THREAD_NICE: refused }, cwd }));
      expect(error.details?.problems).toEqual([
        expect.stringContaining('loopThreadNice must be an integer from 0 to 19'),
      ]);
    }
  });

  it('reads the shutdown grace period, 30 s unless set', () => {
    const cwd = emptyDirectory();
    expect(loadConfig({ env: {}, cwd }).shutdownGraceSeconds).toBe(30);
    expect(loadConfig({ env: { SPORA_SHUTDOWN_GRACE_SECONDS: '0' }, cwd }).shutdownGraceSeconds).toBe(0);
    const error = configError(() => loadConfig({ env: { SPORA_SHUTDOWN_GRACE_SECONDS: '-1' }, cwd }));
    expect(error.details?.problems).toEqual([expect.stringContaining('SPORA_SHUTDOWN_GRACE_SECONDS')]);
  });

  it('reads the private ranges tools may reach, none unless set', () => {
    const cwd = emptyDirectory();
    expect(loadConfig({ env: {}, cwd }).toolAllowedRanges).toEqual([]);
    const env = { SPORA_TOOL_ALLOWED_RANGES: ' 10.20.0.0/16, fd12::/64 ' };
    expect(loadConfig({ env, cwd }).toolAllowedRanges).toEqual(['10.20.0.0/16', 'fd12::/64']);
    const error = configError(() => loadConfig({ env: { SPORA_TOOL_ALLOWED_RANGES: '10.20.0.0' }, cwd }));
    expect(error.details?.problems).toEqual([expect.stringContaining('SPORA_TOOL_ALLOWED_RANGES')]);
  });

  it('reads SPORA_* variables', () => {
    const config = loadConfig({
      env: {
        SPORA_PORT: '9090',
        SPORA_DATABASE_URL: 'postgres://u:p@db:5432/spora',
        SPORA_LOG_LEVEL: 'debug',
      },
      cwd: emptyDirectory(),
    });
    expect(config.port).toBe(9090);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/spora',
      preparedStatements: true,
    });
    expect(config.logLevel).toBe('debug');
  });

  it('layers defaults < config file < environment < explicit overrides', () => {
    const cwd = emptyDirectory();
    writeFileSync(
      join(cwd, 'spora.config.json'),
      JSON.stringify({ port: 7000, host: '0.0.0.0', logLevel: 'warn' }),
    );
    const config = loadConfig({ env: { SPORA_PORT: '7001' }, cwd, overrides: { host: '::1' } });
    expect(config).toMatchObject({ port: 7001, host: '::1', logLevel: 'warn' });
    expect(config.configFile).toBe(join(cwd, 'spora.config.json'));
  });

  it('reads the file named by SPORA_CONFIG and refuses a missing one', () => {
    const cwd = emptyDirectory();
    writeFileSync(join(cwd, 'custom.json'), JSON.stringify({ port: 6000 }));
    expect(loadConfig({ env: { SPORA_CONFIG: 'custom.json' }, cwd }).port).toBe(6000);
    expect(configError(() => loadConfig({ env: { SPORA_CONFIG: 'absent.json' }, cwd })).code).toBe(
      'CONFIG_FILE_UNREADABLE',
    );
  });

  it('refuses a config file that is not JSON, or has unknown keys', () => {
    const cwd = emptyDirectory();
    writeFileSync(join(cwd, 'spora.config.json'), '{ port: 1');
    expect(configError(() => loadConfig({ env: {}, cwd })).code).toBe('CONFIG_FILE_UNREADABLE');
    writeFileSync(join(cwd, 'spora.config.json'), JSON.stringify({ prot: 1 }));
    const error = configError(() => loadConfig({ env: {}, cwd }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message).toContain('prot');
  });

  it('lists every invalid value at once', () => {
    const error = configError(() =>
      loadConfig({
        env: { SPORA_PORT: '80a', SPORA_DATABASE_URL: 'mysql://x', SPORA_LOG_LEVEL: 'loud' },
        cwd: emptyDirectory(),
      }),
    );
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.details?.problems).toHaveLength(3);
    expect(error.message).toMatch(/port.*logLevel.*databaseUrl/s);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['sqlite:./data/spora.db', { kind: 'sqlite', path: '/srv/data/spora.db' }],
    ['sqlite:/var/lib/spora.db', { kind: 'sqlite', path: '/var/lib/spora.db' }],
    ['sqlite:///var/lib/spora.db', { kind: 'sqlite', path: '/var/lib/spora.db' }],
    ['sqlite::memory:', { kind: 'sqlite', path: ':memory:' }],
    ['postgres://localhost/spora', { kind: 'postgres', url: 'postgres://localhost/spora' }],
    ['postgresql://localhost/spora', { kind: 'postgres', url: 'postgresql://localhost/spora' }],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url, '/srv')).toEqual(expected);
  });

  it.each(['', 'sqlite:', 'mysql://x', 'spora.db'])('refuses %j', (url) => {
    expect(parseDatabaseUrl(url, '/srv')).toBeNull();
  });
});
