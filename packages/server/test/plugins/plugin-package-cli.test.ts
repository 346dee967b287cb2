/**
 * `spora plugin install|update|remove|list` and the restart of `spora serve`, as an operator runs
 * them: the built `spora` command (`npm run build` first) in a deployment's directory, a real npm
 * registry (verdaccio) holding the plugin.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { greeterPackageName, publishTestPlugins } from '../support/greeter-plugin-package.js';
import { type LocalNpmRegistry, startLocalNpmRegistry } from '../support/local-npm-registry.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';
import { createDeployment, type Deployment, databaseUrlOf } from './plugin-deployment.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));
// Installing works on files and npm, not the database: a run limited to PostgreSQL, whose SQLite
// cases an earlier run covered, skips it.
const sqlite = testEngines.find((engine) => engine.name === 'sqlite');

let registry: LocalNpmRegistry;
beforeAll(async () => {
  if (sqlite === undefined) return;
  registry = await startLocalNpmRegistry();
  await publishTestPlugins(registry);
}, 240_000);
afterAll(async () => {
  await registry?.close();
});

function startCli(args: string[], deployment: Deployment, env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, [cliPath, ...args], {
    cwd: deployment.root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SPORA_LOG_LEVEL: 'info',
      SPORA_NPM_REGISTRY: registry.url,
      npm_config_cache: registry.npmCache,
      ...env,
    },
  });
}

function runCli(args: string[], deployment: Deployment, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = startCli(args, deployment, env);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.runIf(sqlite !== undefined)('spora plugin, against a registry', { timeout: 240_000 }, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function deploy(): Promise<{
    deployment: Deployment;
    database: TestDatabase;
    env: NodeJS.ProcessEnv;
  }> {
    const deployment = createDeployment();
    cleanups.push(() => deployment.remove());
    const database = await (sqlite as NonNullable<typeof sqlite>).create();
    cleanups.push(() => database.dispose());
    return { deployment, database, env: { SPORA_DATABASE_URL: databaseUrlOf(database) } };
  }

  it('installs, lists, updates and removes a plugin, and refuses a broken one with its reasons', async () => {
    const { deployment, env } = await deploy();
    const installed = await runCli(['plugin', 'install', `${greeterPackageName}@1.0.0`], deployment, env);
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain(`Installed plugin "greeter" 1.0.0 from ${greeterPackageName}.`);
    expect(installed.stdout).toContain('It takes effect when the server restarts');

    // Each command is a fresh process: it loads the plugin, and applies its migration.
    const listed = await runCli(['plugin', 'list', '--json'], deployment, env);
    expect(JSON.parse(listed.stdout)).toMatchObject([
      {
        slug: 'greeter',
        version: '1.0.0',
        status: 'loaded',
        package: greeterPackageName,
        registry: registry.url,
        path: join(deployment.pluginsDir, 'greeter'),
      },
    ]);
    const table = await runCli(['plugin', 'list'], deployment, env);
    expect(table.stdout).toContain(`greeter 1.0.0  loaded  (${greeterPackageName} from ${registry.url})`);

    const broken = await runCli(['plugin', 'install', 'spora-plugin-broken'], deployment, env);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain(
      'spora: PLUGIN_MANIFEST_INVALID: spora-plugin-broken@1.0.0 has an invalid plugin.json',
    );
    expect(broken.stderr).toContain('version must be a semantic version such as 1.0.0');

    const failed = await runCli(['plugin', 'update', 'greeter', '1.2.0'], deployment, env);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('spora: PLUGIN_PACKAGE_NOT_FOUND: ');

    const updated = await runCli(['plugin', 'update', 'greeter'], deployment, env);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain(
      `Updated plugin "greeter" 1.1.0 from ${greeterPackageName} (was 1.0.0).`,
    );
    const after = await runCli(['plugin', 'list', '--json'], deployment, env);
    expect(JSON.parse(after.stdout)).toMatchObject([{ slug: 'greeter', version: '1.1.0', status: 'loaded' }]);

    const removed = await runCli(['plugin', 'remove', 'greeter'], deployment, env);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Removed plugin "greeter" 1.1.0');
    expect(readdirSync(deployment.pluginsDir)).toEqual([]);
    const none = await runCli(['plugin', 'list'], deployment, env);
    expect(none.stdout).toContain('No plugins in ');
  });

  it('spora serve restarts itself to load a plugin installed through the API', async () => {
    const { deployment, env } = await deploy();
    const port = await freePort();
    const server = startCli(['serve', '--port', String(port)], deployment, {
      ...env,
      SPORA_ADMIN_EMAIL: 'admin@example.test',
      SPORA_ADMIN_PASSWORD: 'correct horse battery staple',
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
    cleanups.push(async () => {
      // The parent passes the signal on to the server it restarted.
      server.kill('SIGTERM');
      await exited;
    });
    const listening = () => (output.match(/Spora is listening/g) ?? []).length;
    await expect.poll(listening, { timeout: 30_000 }).toBe(1);

    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.test', password: 'correct horse battery staple' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { data: session } = (await login.json()) as { data: { csrf_token: string } };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': session.csrf_token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as { data: Record<string, never> } };
    };

    const installed = await call('POST', '/plugin-packages', {
      package: greeterPackageName,
      version: '1.0.0',
    });
    expect(installed.status).toBe(201);
    expect(installed.body.data).toMatchObject({ restart: { required: true, available: true } });
    expect(existsSync(join(deployment.pluginsDir, 'greeter', 'plugin.json'))).toBe(true);

    const restarting = await call('POST', '/server/restart');
    expect(restarting.status).toBe(202);
    await expect.poll(listening, { timeout: 30_000 }).toBe(2);

    // The same session, kept in the database, on the restarted server, which loaded the plugin.
    const plugins = await call('GET', '/plugins');
    expect(plugins.body.data).toMatchObject({
      plugins: [{ slug: 'greeter', status: 'loaded', version: '1.0.0', tools: ['greeter/GreetTool'] }],
    });
    const state = await call('GET', '/plugin-packages');
    expect(state.body.data).toMatchObject({ restart: { required: false, pending: [] } });

    // And again: the restarted server restarts by handing back to its parent.
    await call('POST', '/plugin-packages/greeter/update', { version: '1.1.0' });
    expect((await call('POST', '/server/restart')).status).toBe(202);
    await expect.poll(listening, { timeout: 30_000 }).toBe(3);
    const updated = await call('GET', '/plugins');
    expect(updated.body.data).toMatchObject({ plugins: [{ slug: 'greeter', version: '1.1.0' }] });

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
