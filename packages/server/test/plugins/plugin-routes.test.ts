import { afterEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../src/http/index.js';
import { checkedInject } from '../support/openapi-contract.js';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';
import { badRoutesPlugin, helloManifest, helloMigration, helloPlugin } from './plugin-sources.js';

describe.each(testEngines)('plugin routes and GET /plugins on $name', (engine) => {
  let test: PluginPlatform | null = null;
  let app: ApiApp | null = null;
  let deployment: Deployment | null = null;
  afterEach(async () => {
    await app?.close();
    await test?.dispose();
    deployment?.remove();
  });

  async function serve() {
    deployment = createDeployment();
    deployment.addPlugin('hello', helloManifest, {
      'index.js': helloPlugin,
      'migrations/0001-create-boots.js': helloMigration,
    });
    deployment.addPlugin(
      'routes',
      { slug: 'routes', name: 'Routes', version: '1.0.0', entry: 'index.js' },
      {
        'index.js': badRoutesPlugin,
      },
    );
    deployment.addPlugin('wrong', { slug: 'wrong', name: 'Wrong', version: '1', entry: 'index.js' }, {});
    test = await openPluginPlatform(engine, deployment);
    app = await buildHttpApp(test.platform);
    const { platform } = test;
    const tokenFor = async (role: 'admin' | 'member') => {
      const user = await platform.accounts.create({
        email: `${role}-${Date.now()}@example.test`,
        password: 'correct horse battery staple',
        role,
      });
      const { secret } = await platform.apiTokens.create(user.id, { name: 'test' });
      return { id: user.id, headers: { authorization: `Bearer ${secret}` } };
    };
    return { app, platform, log: test.log, admin: await tokenFor('admin'), member: await tokenFor('member') };
  }

  it('answers a plugin route below /api/v1/plugins/<slug>, with the plugin service, auth and validation', async () => {
    const { app, member, admin } = await serve();
    const greeting = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins/hello/greetings/Ann',
      headers: member.headers,
    });
    expect(greeting.statusCode).toBe(200);
    expect(greeting.json()).toEqual({
      data: { greeting: `Hello, Ann (${engine.name})`, user_id: member.id },
    });
    const anonymous = await checkedInject(app, { method: 'GET', url: '/api/v1/plugins/hello/greetings/Ann' });
    expect(anonymous.statusCode).toBe(401);

    const post = (headers: Record<string, string>, payload: object) =>
      checkedInject(app, { method: 'POST', url: '/api/v1/plugins/hello/boots', headers, payload });
    expect((await post(member.headers, { process_kind: 'api' })).json().error.code).toBe('FORBIDDEN');
    const invalid = await post(admin.headers, { process_kind: 'api', extra: true });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { extra: 'is not a known field' } },
    });
    const created = await post(admin.headers, { process_kind: 'api' });
    expect([created.statusCode, created.json()]).toEqual([201, { data: { recorded: true } }]);
  });

  it('drops every route of a plugin that adds an invalid one, with one log line, and serves the rest', async () => {
    const { app, member, log } = await serve();
    const fine = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins/routes/fine',
      headers: member.headers,
    });
    expect(fine.statusCode).toBe(404);
    const lines = log.lines.filter((line) => line.msg.startsWith('Plugin routes: ROUTES_REFUSED: '));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('POST /no-body: a body schema is required');
    const openapi = (await checkedInject(app, { method: 'GET', url: '/api/v1/openapi.json' })).json();
    const paths = Object.keys(openapi.paths).filter((path) => path.startsWith('/api/v1/plugins/'));
    expect(paths).toEqual(['/api/v1/plugins/hello/greetings/{name}', '/api/v1/plugins/hello/boots']);
    expect(openapi.paths['/api/v1/plugins/hello/greetings/{name}'].get.tags).toEqual(['plugin:hello']);
  });

  it('lists loaded and refused plugins with reasons and migrations for administrators', async () => {
    const { app, admin, member } = await serve();
    const response = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { plugins } = response.json().data as { plugins: Record<string, unknown>[] };
    expect(plugins).toEqual([
      {
        slug: 'hello',
        name: 'Hello',
        version: '1.2.0',
        description: 'Greets people.',
        icon: 'smile',
        source: 'directory',
        path: expect.stringMatching(/plugins\/hello$/),
        package: null,
        status: 'loaded',
        refusal: null,
        problems: [],
        tools: ['hello/GreetTool'],
        drivers: [],
        jobs: [],
        apps: [],
        services: ['hello.greeter'],
        events: ['container_building', 'routes_registering', 'booting'],
        migrations: { schema_version: 1, status: 'up_to_date', applied: ['0001-create-boots'], pending: [] },
      },
      expect.objectContaining({
        slug: 'routes',
        status: 'loaded',
        problems: [{ code: 'ROUTES_REFUSED', message: expect.stringContaining('ROUTE_INVALID') }],
      }),
      expect.objectContaining({
        slug: null,
        status: 'refused',
        refusal: {
          code: 'MANIFEST_INVALID',
          message: expect.stringContaining('version must be a semantic version'),
        },
      }),
    ]);
    const forbidden = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/plugins',
      headers: member.headers,
    });
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });

  it('shows plugin tools with their slug and the manifest icon in GET /tools', async () => {
    const { app, member } = await serve();
    const response = await checkedInject(app, {
      method: 'GET',
      url: '/api/v1/tools',
      headers: member.headers,
    });
    const tools = response.json().data.tools as {
      tool_class: string;
      tool_name: string;
      plugin_slug: string | null;
      icon: string | null;
    }[];
    expect(tools.find((tool) => tool.tool_class === 'hello/GreetTool')).toMatchObject({
      tool_name: 'hello:greet',
      plugin_slug: 'hello',
      icon: 'smile',
    });
    expect(tools.find((tool) => tool.tool_class === 'core/TimeTool')?.plugin_slug).toBeNull();
  });
});
