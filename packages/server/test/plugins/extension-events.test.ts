import { coreServices, ServiceToken } from '@spora/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';
import { appEntry, conflictingPlugin, failingBootPlugin, overridingPlugin } from './plugin-sources.js';

const manifest = (slug: string) => ({ slug, name: slug, version: '0.1.0', entry: 'index.js' });
// The first engine configured: SQLite, or PostgreSQL alone in CI's PostgreSQL job.
const engine = testEngines[0];

describe('the App and the service container', () => {
  const opened: PluginPlatform[] = [];
  const deployments: Deployment[] = [];
  afterEach(async () => {
    for (const test of opened.splice(0)) await test.dispose();
    for (const deployment of deployments.splice(0)) deployment.remove();
  });

  async function open(build: (deployment: Deployment) => void): Promise<PluginPlatform> {
    if (!engine) throw new Error('no test engine');
    const deployment = createDeployment();
    deployments.push(deployment);
    build(deployment);
    const test = await openPluginPlatform(engine, deployment);
    opened.push(test);
    return test;
  }

  it('loads app/App.js first, as slug app, with its tools and services, before the plugins that override them', async () => {
    const { platform } = await open((deployment) => {
      deployment.addApp({ 'App.js': appEntry });
      deployment.addPlugin('motto', manifest('motto'), { 'index.js': overridingPlugin });
    });
    const reports = platform.plugins.reports();
    expect(reports.map((report) => [report.slug, report.source, report.name, report.status])).toEqual([
      ['app', 'app', 'App', 'loaded'],
      ['motto', 'directory', 'motto', 'loaded'],
    ]);
    const report = platform.tools.get('app/ReportTool');
    expect([report?.llmName, report?.pluginSlug]).toEqual(['app:report', 'app']);
    // Plugins load after the App, so a plugin's override wins.
    expect(platform.services.resolve(new ServiceToken<string>('app.motto'))).toBe('from the plugin');
    expect(reports[1]?.services).toEqual(['app.motto']);
    // The App replaced the HTTP layer every tool call uses.
    const toolFetch = platform.services.resolve(coreServices.toolFetch);
    expect(await (await toolFetch('https://example.test/')).text()).toBe('app fetch');
  });

  it('refuses a plugin that overrides a service that cannot be overridden, and keeps the others', async () => {
    const { platform, log } = await open((deployment) => {
      deployment.addApp({ 'App.js': appEntry });
      deployment.addPlugin('greedy', manifest('greedy'), { 'index.js': conflictingPlugin });
    });
    const greedy = platform.plugins.reports().find((report) => report.slug === 'greedy');
    expect(greedy?.refusal).toEqual({
      code: 'SERVICE_CONFLICT',
      message: 'Service core.database cannot be overridden.',
    });
    expect(
      log.lines.filter((line) => line.msg.startsWith('Plugin greedy refused: SERVICE_CONFLICT')),
    ).toHaveLength(1);
    expect(platform.services.resolve(coreServices.database).engine).toBe(engine?.name);
    expect(platform.plugins.loaded().map((loaded) => loaded.slug)).toEqual(['app']);
  });

  it('keeps a plugin whose boot-time action throws, and reports BOOT_FAILED', async () => {
    const { platform, log } = await open((deployment) => {
      deployment.addPlugin('flaky', manifest('flaky'), { 'index.js': failingBootPlugin });
    });
    const flaky = platform.plugins.reports()[0];
    expect(flaky?.status).toBe('loaded');
    expect(flaky?.problems).toEqual([{ code: 'BOOT_FAILED', message: 'the cache is not reachable' }]);
    expect(
      log.lines.filter((line) => line.msg === 'Plugin flaky: BOOT_FAILED: the cache is not reachable'),
    ).toHaveLength(1);
  });
});
