/**
 * Plugins installed from an npm registry through the API: a real registry (verdaccio) with a
 * plugin published into it, installed into a deployment's plugins folder with the npm client,
 * then loaded by a platform opened on that folder, as a restarted server would.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolContext } from '@spora/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/runtime/index.js';
import { SecurityLog } from '../../src/security-log/index.js';
import { greeterPackageName, greetingOf, publishTestPlugins } from '../support/greeter-plugin-package.js';
import { type LocalNpmRegistry, startLocalNpmRegistry } from '../support/local-npm-registry.js';
import { openTestApi, type TestApi, testPassword } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { createDeployment, type Deployment, openPluginPlatform } from './plugin-deployment.js';

// Installing works on files and npm, not the database: a run limited to PostgreSQL, whose SQLite
// cases an earlier run covered, skips it.
const sqlite = testEngines.find((engine) => engine.name === 'sqlite');

let registry: LocalNpmRegistry;
const previousEnvironment = {
  registry: process.env.SPORA_NPM_REGISTRY,
  cache: process.env.npm_config_cache,
};

beforeAll(async () => {
  if (sqlite === undefined) return;
  registry = await startLocalNpmRegistry();
  await publishTestPlugins(registry);
  process.env.SPORA_NPM_REGISTRY = registry.url;
  process.env.npm_config_cache = registry.npmCache;
}, 120_000);

afterAll(async () => {
  restore('SPORA_NPM_REGISTRY', previousEnvironment.registry);
  restore('npm_config_cache', previousEnvironment.cache);
  await registry?.close();
});

function restore(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}

interface Setup {
  readonly deployment: Deployment;
  readonly api: TestApi;
}

// Each test installs with npm, which takes a second or two.
describe.runIf(sqlite !== undefined)(
  'plugins from an npm registry, through the API',
  { timeout: 60_000 },
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function setUp(): Promise<Setup> {
      const deployment = createDeployment();
      cleanups.push(() => deployment.remove());
      const api = await openTestApi(sqlite as NonNullable<typeof sqlite>, {
        pluginsDir: deployment.pluginsDir,
      });
      cleanups.push(() => api.dispose());
      return { deployment, api };
    }

    /** What a restarted server would load: a platform opened on the deployment's plugins folder. */
    async function restarted(deployment: Deployment) {
      const opened = await openPluginPlatform(sqlite as NonNullable<typeof sqlite>, deployment);
      cleanups.push(() => opened.dispose());
      return opened.platform;
    }

    const folderNames = (deployment: Deployment) => readdirSync(deployment.pluginsDir).sort();

    it('installs a plugin, which loads with its tool and migration once the server restarts', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });

      const installed = await admin.request('POST', '/api/v1/plugin-packages', {
        package: greeterPackageName,
        version: '1.0.0',
      });
      expect(installed.statusCode, installed.body).toBe(201);
      expect(installed.json().data).toMatchObject({
        plugin: {
          slug: 'greeter',
          name: 'Greeter',
          version: '1.0.0',
          from_registry: true,
          package: greeterPackageName,
          registry: registry.url,
          path: join(deployment.pluginsDir, 'greeter'),
        },
        restart: {
          required: true,
          available: false,
          pending: [{ slug: 'greeter', change: 'install', from_version: null, to_version: '1.0.0' }],
        },
      });
      // Only the plugin's folder: no staging folder, no lock left behind.
      expect(folderNames(deployment)).toEqual(['greeter']);
      // This process has not loaded it: the inventory is what it loaded.
      const inventory = await admin.request('GET', '/api/v1/plugins');
      expect(inventory.json().data.plugins).toEqual([]);

      const listed = await admin.request('GET', '/api/v1/plugin-packages');
      expect(listed.json().data.plugins).toMatchObject([{ slug: 'greeter', version: '1.0.0' }]);

      const platform = await restarted(deployment);
      expect(platform.plugins.reports()).toMatchObject([
        {
          slug: 'greeter',
          status: 'loaded',
          version: '1.0.0',
          tools: ['greeter/GreetTool'],
          migrations: { state: 'up_to_date', applied: ['0001-create-greetings'] },
        },
      ]);
      const tool = platform.tools.get('greeter/GreetTool');
      const result = await tool?.instance.execute({ name: 'Ada' }, {} as ToolContext);
      expect(JSON.stringify(result)).toContain(`${greetingOf('1.0.0')} to Ada.`);

      const events = await new SecurityLog(api.platform.database.db).list(
        { kind: 'plugin.' },
        { limit: 10, offset: 0 },
      );
      expect(events.items).toMatchObject([
        {
          kind: 'plugin.installed',
          actor_user_id: admin.id,
          detail: JSON.stringify({
            slug: 'greeter',
            package: greeterPackageName,
            version: '1.0.0',
            registry: registry.url,
          }),
        },
      ]);
    });

    it('refuses a package whose plugin.json is invalid, with every reason, and changes nothing', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      const refused = await admin.request('POST', '/api/v1/plugin-packages', {
        package: 'spora-plugin-broken',
      });
      expect(refused.statusCode).toBe(422);
      const { error } = refused.json();
      expect(error.code).toBe('PLUGIN_MANIFEST_INVALID');
      expect(error.message).toContain('spora-plugin-broken@1.0.0 has an invalid plugin.json');
      expect(error.details.fields).toEqual({
        slug: expect.stringContaining('lowercase letters'),
        version: 'must be a semantic version such as 1.0.0',
      });
      expect(existsSync(deployment.pluginsDir) ? folderNames(deployment) : []).toEqual([]);
      const events = await new SecurityLog(api.platform.database.db).list(
        { kind: 'plugin.' },
        { limit: 10, offset: 0 },
      );
      expect(events.total).toBe(0);
    });

    it('refuses a plugin whose required plugins are missing, and a package the registry does not have', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      const needy = await admin.request('POST', '/api/v1/plugin-packages', { package: 'spora-plugin-needy' });
      expect(needy.statusCode).toBe(422);
      expect(needy.json().error).toMatchObject({
        code: 'PLUGIN_REQUIRES_MISSING',
        details: { missing: ['greeter', 'translator'] },
      });

      const unknown = await admin.request('POST', '/api/v1/plugin-packages', {
        package: 'spora-plugin-nobody-published',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('PLUGIN_PACKAGE_NOT_FOUND');
      const noSuchVersion = await admin.request('POST', '/api/v1/plugin-packages', {
        package: greeterPackageName,
        version: '9.0.0',
      });
      expect(noSuchVersion.json().error.code).toBe('PLUGIN_PACKAGE_NOT_FOUND');
      expect(existsSync(deployment.pluginsDir) ? folderNames(deployment) : []).toEqual([]);
    });

    it('updates a plugin, and a failed update leaves the installed version as it was', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      await admin.request('POST', '/api/v1/plugin-packages', {
        package: greeterPackageName,
        version: '1.0.0',
      });
      const again = await admin.request('POST', '/api/v1/plugin-packages', { package: greeterPackageName });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('PLUGIN_ALREADY_INSTALLED');

      // 1.2.0 depends on a package no registry has: npm fails, and 1.0.0 stays.
      const failed = await admin.request('POST', '/api/v1/plugin-packages/greeter/update', {
        version: '1.2.0',
      });
      expect(failed.statusCode).toBe(404);
      expect(failed.json().error).toMatchObject({
        code: 'PLUGIN_PACKAGE_NOT_FOUND',
        details: { npm_code: 'E404' },
      });
      expect(folderNames(deployment)).toEqual(['greeter']);
      const kept = readFileSync(join(deployment.pluginsDir, 'greeter', 'index.js'), 'utf8');
      expect(kept).toContain(greetingOf('1.0.0'));

      const updated = await admin.request('POST', '/api/v1/plugin-packages/greeter/update', {
        version: '1.1.0',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({
        plugin: { slug: 'greeter', version: '1.1.0', package: greeterPackageName },
        restart: { pending: [{ slug: 'greeter', change: 'install', to_version: '1.1.0' }] },
      });
      expect(folderNames(deployment)).toEqual(['greeter']);

      const platform = await restarted(deployment);
      const tool = platform.tools.get('greeter/GreetTool');
      const result = await tool?.instance.execute({ name: 'Ada' }, {} as ToolContext);
      expect(JSON.stringify(result)).toContain(greetingOf('1.1.0'));

      const events = await new SecurityLog(api.platform.database.db).list(
        { kind: 'plugin.' },
        { limit: 10, offset: 0 },
      );
      expect(events.items.map((event) => [event.kind, JSON.parse(event.detail).version])).toEqual([
        ['plugin.updated', '1.1.0'],
        ['plugin.installed', '1.0.0'],
      ]);
    });

    it('removes a plugin installed from the registry, and refuses one put in the folder by hand', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      deployment.addPlugin(
        'handmade',
        { slug: 'handmade', name: 'Handmade', version: '1.0.0', entry: 'index.js' },
        {
          'index.js':
            "import { AbstractPlugin } from '@spora/sdk';\nexport default class extends AbstractPlugin {}\n",
        },
      );
      await admin.request('POST', '/api/v1/plugin-packages', { package: greeterPackageName });

      const handmade = await admin.request('DELETE', '/api/v1/plugin-packages/handmade');
      expect(handmade.statusCode).toBe(409);
      expect(handmade.json().error.code).toBe('PLUGIN_NOT_FROM_REGISTRY');
      const unknown = await admin.request('DELETE', '/api/v1/plugin-packages/nothing-here');
      expect(unknown.statusCode).toBe(404);

      const removed = await admin.request('DELETE', '/api/v1/plugin-packages/greeter');
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data.plugin).toMatchObject({ slug: 'greeter', version: '1.1.0' });
      expect(folderNames(deployment)).toEqual(['handmade']);
      const events = await new SecurityLog(api.platform.database.db).list(
        { kind: 'plugin.removed' },
        { limit: 10, offset: 0 },
      );
      expect(events.total).toBe(1);
    });

    it('reports what a restart would change against what the server loaded', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      await admin.request('POST', '/api/v1/plugin-packages', {
        package: greeterPackageName,
        version: '1.0.0',
      });
      // A server that loaded 1.0.0: the restart state compares the folder with what it loaded.
      const server = await restarted(deployment);
      await server.accounts.create({ email: admin.email, password: testPassword, role: 'admin' });
      const served = await startServer(server, { restart: () => {} });
      cleanups.push(() => served.stop());
      const session = await signInOver(served.url, admin.email);
      const before = await session('GET', '/plugin-packages');
      expect(before.data.restart).toEqual({ required: false, available: true, pending: [] });
      await admin.request('POST', '/api/v1/plugin-packages/greeter/update', { version: '1.1.0' });
      const after = await session('GET', '/plugin-packages');
      expect(after.data.restart).toEqual({
        required: true,
        available: true,
        pending: [{ slug: 'greeter', change: 'update', from_version: '1.0.0', to_version: '1.1.0' }],
      });
      await admin.request('DELETE', '/api/v1/plugin-packages/greeter');
      const removed = await session('GET', '/plugin-packages');
      expect(removed.data.restart.pending).toEqual([
        { slug: 'greeter', change: 'remove', from_version: '1.0.0', to_version: null },
      ]);
    });

    it('restarts only where the server can, once the answer is sent', async () => {
      const { api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      const unavailable = await admin.request('POST', '/api/v1/server/restart');
      expect(unavailable.statusCode).toBe(409);
      expect(unavailable.json().error.code).toBe('RESTART_UNAVAILABLE');

      let restarts = 0;
      const served = await startServer(api.platform, { restart: () => (restarts += 1) });
      cleanups.push(() => served.stop());
      const session = await signInOver(served.url, admin.email);
      const accepted = await session('POST', '/server/restart');
      expect(accepted).toEqual({ data: { restarting: true } });
      await expect.poll(() => restarts).toBe(1);
    });

    it('is for administrators only', async () => {
      const { deployment, api } = await setUp();
      const member = await api.signUp();
      for (const [method, url, body] of [
        ['GET', '/api/v1/plugin-packages', undefined],
        ['POST', '/api/v1/plugin-packages', { package: greeterPackageName }],
        ['POST', '/api/v1/plugin-packages/greeter/update', {}],
        ['DELETE', '/api/v1/plugin-packages/greeter', undefined],
        ['POST', '/api/v1/server/restart', undefined],
      ] as const) {
        const refused = await member.request(method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe('FORBIDDEN');
      }
      expect(existsSync(deployment.pluginsDir) ? folderNames(deployment) : []).toEqual([]);
    });

    it('runs one change at a time per plugins folder, and takes over a lock its owner left behind', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      const lock = join(deployment.pluginsDir, '.plugin-change.lock');
      mkdirSync(lock, { recursive: true });
      // Held by a running process (this one, as another process would be).
      writeFileSync(join(lock, 'pid'), String(process.pid));
      const busy = await admin.request('DELETE', '/api/v1/plugin-packages/greeter');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().error.code).toBe('PLUGIN_CHANGE_IN_PROGRESS');
      // Left by a process that is gone: taken over, and the change goes on (here: nothing to remove).
      writeFileSync(join(lock, 'pid'), '2147483646');
      const free = await admin.request('DELETE', '/api/v1/plugin-packages/greeter');
      expect(free.statusCode).toBe(404);
      expect(existsSync(lock)).toBe(false);
    });

    it('puts right what a change killed half-way left behind, before the next change', async () => {
      const { deployment, api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      await admin.request('POST', '/api/v1/plugin-packages', {
        package: greeterPackageName,
        version: '1.0.0',
      });
      // An update that died between setting 1.0.0 aside and putting 1.1.0 in place, and leftovers.
      renameSync(
        join(deployment.pluginsDir, 'greeter'),
        join(deployment.pluginsDir, '.previous-greeter-0badcafe'),
      );
      mkdirSync(join(deployment.pluginsDir, '.staging-abc123', 'node_modules'), { recursive: true });
      mkdirSync(join(deployment.pluginsDir, '.removed-old-0badcafe'));
      const listed = await admin.request('GET', '/api/v1/plugin-packages');
      expect(listed.json().data.plugins).toEqual([]);

      const refused = await admin.request('POST', '/api/v1/plugin-packages', { package: greeterPackageName });
      expect(refused.json().error.code).toBe('PLUGIN_ALREADY_INSTALLED');
      expect(folderNames(deployment)).toEqual(['greeter']);
      expect(readFileSync(join(deployment.pluginsDir, 'greeter', 'index.js'), 'utf8')).toContain(
        greetingOf('1.0.0'),
      );
    });

    it('refuses package names and versions that are not registry names', async () => {
      const { api } = await setUp();
      const admin = await api.signUp({ role: 'admin' });
      for (const body of [
        { package: '../../etc' },
        { package: 'https://example.com/plugin.tgz' },
        { package: 'git+ssh://example.com/plugin.git' },
        { package: greeterPackageName, version: 'file:../x' },
        { package: greeterPackageName, version: '--registry=http://evil' },
      ]) {
        const refused = await admin.request('POST', '/api/v1/plugin-packages', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(422);
        expect(refused.json().error.code).toBe('VALIDATION_ERROR');
      }
    });
  },
);

/** Signs in over HTTP to a real server; a function sending JSON requests as that person. */
async function signInOver(url: string, email: string) {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { data } = (await login.json()) as { data: { csrf_token: string } };
  return async (method: string, path: string) => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': data.csrf_token },
    });
    return (await response.json()) as { data: { restart: Record<string, unknown> } };
  };
}
