/**
 * UI panels and public files: `apps()` and `publicAssetsPath()` of real plugin folders, checked
 * when they load, served under `/plugins/<slug>/` and listed by `GET /api/v1/apps`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiApp, buildHttpApp } from '../../src/http/index.js';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';

/** A plugin whose hooks return the given JavaScript expressions. */
function panelsPlugin(apps: string, publicAssetsPath: string): string {
  return `
import { AbstractPlugin } from '@spora/sdk';

export default class PanelsPlugin extends AbstractPlugin {
  apps() {
    return ${apps};
  }
  publicAssetsPath() {
    return ${publicAssetsPath};
  }
}
`;
}

const manifestOf = (slug: string) => ({
  slug,
  name: slug,
  version: '1.0.0',
  entry: 'index.js',
  icon: 'layout',
});

describe.each(testEngines)('UI panels and public files of plugins on $name', (engine) => {
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
    deployment.addPlugin('panels', manifestOf('panels'), {
      'index.js': panelsPlugin(
        "[{ name: 'board', displayName: 'Board', description: 'Open tasks at a glance.', entry: './board.js' }, { name: 'logo-wall', displayName: 'Logos', icon: 'image', entry: 'nested/logo wall.js' }]",
        "'public'",
      ),
      'public/board.js': 'export default function mount(element) { element.textContent = "Board"; }\n',
      'public/nested/logo wall.js': 'export default function mount() {}\n',
      'public/.env': 'SECRET=1\n',
      'secret.txt': 'not public\n',
    });
    deployment.addPlugin('escaping', manifestOf('escaping'), {
      'index.js': panelsPlugin("[{ name: 'out', displayName: 'Out', entry: '../index.js' }]", "'public'"),
      'public/ok.js': '',
    });
    deployment.addPlugin('homeless', manifestOf('homeless'), {
      'index.js': panelsPlugin("[{ name: 'board', displayName: 'Board', entry: 'board.js' }]", 'null'),
    });
    deployment.addPlugin('missing', manifestOf('missing'), {
      'index.js': panelsPlugin('[]', "'dist/public'"),
    });
    deployment.addPlugin('twice', manifestOf('twice'), {
      'index.js': panelsPlugin(
        "[{ name: 'board', displayName: 'A', entry: 'a.js' }, { name: 'board', displayName: 'B', entry: 'a.js' }]",
        "'public'",
      ),
      'public/a.js': '',
    });
    deployment.addPlugin('whole', manifestOf('whole'), { 'index.js': panelsPlugin('[]', "'.'") });
    deployment.addPlugin('above', manifestOf('above'), { 'index.js': panelsPlugin('[]', "'..'") });
    deployment.addPlugin('hidden', manifestOf('hidden'), {
      'index.js': panelsPlugin(
        "[{ name: 'board', displayName: 'Board', entry: '.dist/board.js' }]",
        "'public'",
      ),
      'public/.dist/board.js': '',
    });
    test = await openPluginPlatform(engine, deployment);
    app = await buildHttpApp(test.platform);
    const user = await test.platform.accounts.create({
      email: 'member@example.test',
      password: 'correct horse battery staple',
      role: 'member',
    });
    const { secret } = await test.platform.apiTokens.create(user.id, { name: 'test' });
    return { app, platform: test.platform, headers: { authorization: `Bearer ${secret}` } };
  }

  it('serves the public folder under /plugins/<slug>/ to anyone, and nothing outside it', async () => {
    const { app } = await serve();
    const board = await app.inject({ method: 'GET', url: '/plugins/panels/board.js' });
    expect(board.statusCode).toBe(200);
    expect(board.headers['content-type']).toMatch(/javascript/);
    expect(board.body).toContain('element.textContent = "Board"');
    expect(
      (await app.inject({ method: 'GET', url: '/plugins/panels/nested/logo%20wall.js' })).statusCode,
    ).toBe(200);
    for (const url of [
      '/plugins/panels/.env',
      '/plugins/panels/../panels/secret.txt',
      '/plugins/panels/%2e%2e/secret.txt',
      '/plugins/panels/%2e%2e%2fsecret.txt',
      '/plugins/panels/',
      '/plugins/panels/nested/',
      '/plugins/panels/nested',
      '/plugins/panels/missing.js',
      '/plugins/escaping/ok.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('not public');
    }
  });

  it('lets any origin read public files, since a sandboxed panel frame imports them from an opaque origin', async () => {
    const { app } = await serve();
    const board = await app.inject({
      method: 'GET',
      url: '/plugins/panels/board.js',
      headers: { origin: 'null' },
    });
    expect(board.headers['access-control-allow-origin']).toBe('*');
    expect(board.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves each panel a sandboxed frame document that loads the bridge and names the module', async () => {
    const { app } = await serve();
    const frame = await app.inject({ method: 'GET', url: '/app-frames/panels/logo-wall' });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(frame.headers['content-security-policy']);
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(frame.body).toContain('data-entry="/plugins/panels/nested/logo%20wall.js"');
    expect(frame.body).toContain('<script type="module" src="/app-frames/bridge.js"></script>');
    expect(frame.body).toContain('<title>Logos</title>');

    const bridge = await app.inject({ method: 'GET', url: '/app-frames/bridge.js' });
    expect(bridge.statusCode).toBe(200);
    expect(bridge.headers['content-type']).toMatch(/javascript/);
    expect(bridge.headers['access-control-allow-origin']).toBe('*');
    expect(bridge.body).toContain("type: 'spora:request'");
  });

  it('answers an unknown panel, a refused plugin or a path that tries to leave with 404 and no module', async () => {
    const { app } = await serve();
    for (const url of [
      '/app-frames/panels/missing',
      '/app-frames/nobody/board',
      '/app-frames/escaping/out',
      '/app-frames/panels/..%2f..%2fsecret.txt',
      '/app-frames/panels/%2e%2e',
      '/app-frames/panels/..%2f..%2fmissing',
      '/app-frames/panels/board/..%2f..%2f..%2fsecret.txt',
      '/app-frames/panels',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('data-entry');
      expect(response.body).not.toContain('not public');
    }
  });

  it('lists the panels with their module URLs for signed-in users', async () => {
    const { app, headers } = await serve();
    const response = await app.inject({ method: 'GET', url: '/api/v1/apps', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.apps).toEqual([
      {
        plugin_slug: 'panels',
        name: 'board',
        display_name: 'Board',
        description: 'Open tasks at a glance.',
        icon: 'layout',
        entry_url: '/plugins/panels/board.js',
        frame_url: '/app-frames/panels/board',
      },
      {
        plugin_slug: 'panels',
        name: 'logo-wall',
        display_name: 'Logos',
        description: '',
        icon: 'image',
        entry_url: '/plugins/panels/nested/logo%20wall.js',
        frame_url: '/app-frames/panels/logo-wall',
      },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/apps' })).statusCode).toBe(401);
    expect(test?.platform.plugins.reports().find((report) => report.slug === 'panels')?.apps).toEqual([
      'board',
      'logo-wall',
    ]);
  });

  it('refuses a plugin whose panels or public folder do not add up, naming the reason', async () => {
    const { platform } = await serve();
    const refusals = Object.fromEntries(
      platform.plugins
        .reports()
        .filter((report) => report.status === 'refused')
        .map((report) => [report.slug, `${report.refusal?.code}: ${report.refusal?.message}`]),
    );
    expect(refusals).toEqual({
      escaping: expect.stringMatching(
        /^HOOK_INVALID: apps\(\): the entry "\.\.\/index\.js" of panel out must be a file inside /,
      ),
      homeless:
        'HOOK_INVALID: apps(): panel board needs publicAssetsPath(), the folder its entry is served from.',
      missing: expect.stringMatching(
        /^HOOK_INVALID: publicAssetsPath\(\) names .*dist\/public, which is not a folder\.$/,
      ),
      twice: 'HOOK_INVALID: apps(): two panels are named board.',
      whole: expect.stringMatching(
        /^HOOK_INVALID: publicAssetsPath\(\) names .*\/whole, which is not a subfolder of /,
      ),
      above: expect.stringMatching(
        /^HOOK_INVALID: publicAssetsPath\(\) names .*\/plugins, which is not a subfolder of /,
      ),
      hidden: expect.stringMatching(
        /^HOOK_INVALID: apps\(\): the entry "\.dist\/board\.js" of panel board must be a file inside .*, in no hidden folder\.$/,
      ),
    });
  });
});
