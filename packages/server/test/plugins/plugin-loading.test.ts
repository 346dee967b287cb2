import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../support/test-databases.js';
import {
  createDeployment,
  type Deployment,
  openPluginPlatform,
  type PluginPlatform,
} from './plugin-deployment.js';
import {
  createSinkTable,
  failingMigrationPlugin,
  failingSinkMigration,
  helloManifest,
  helloMigration,
  helloPlugin,
  notAPluginEntry,
  throwingEntry,
  toolPlugin,
  twinToolsPlugin,
} from './plugin-sources.js';

const manifest = (slug: string, overrides: object = {}) => ({
  slug,
  name: slug,
  version: '1.0.0',
  entry: 'index.js',
  ...overrides,
});

/** One good plugin among every kind of bad one, in a known load order (folder names). */
function mixedDeployment(): Deployment {
  const deployment = createDeployment();
  deployment.addPlugin(
    'a-broken-manifest',
    { slug: 'Broken', name: 'Broken', version: 'one', entry: 'index.js', extra: 1 },
    {},
  );
  deployment.addPlugin('b-unreadable', '{ "slug": "unreadable", ', {});
  deployment.addPlugin('c-exploding', manifest('exploding'), { 'index.js': throwingEntry });
  deployment.addPlugin('d-helper', manifest('helper'), { 'index.js': notAPluginEntry });
  deployment.addPlugin('e-core', manifest('core'), { 'index.js': toolPlugin('CoreTool', 'core_tool') });
  deployment.addPlugin('hello', helloManifest, {
    'index.js': helloPlugin,
    'migrations/0001-create-boots.js': helloMigration,
  });
  deployment.addPlugin('hello-copy', manifest('hello'), { 'index.js': toolPlugin('CopyTool', 'copy') });
  deployment.addPlugin('sink', manifest('sink'), {
    'index.js': failingMigrationPlugin,
    'migrations/0001-create-items.js': createSinkTable,
    'migrations/0002-break.js': failingSinkMigration,
  });
  deployment.addPlugin('twins', manifest('twins'), { 'index.js': twinToolsPlugin });
  deployment.addPlugin('zz-missing-entry', manifest('missing-entry', { entry: 'dist/index.js' }), {});
  deployment.addPackage('spora-plugin-extra', manifest('extra'), {
    'index.js': toolPlugin('ExtraTool', 'extra'),
  });
  return deployment;
}

describe.each(testEngines)('plugins on $name', (engine) => {
  const opened: PluginPlatform[] = [];
  const deployments: Deployment[] = [];
  afterEach(async () => {
    for (const test of opened.splice(0)) await test.dispose();
    for (const deployment of deployments.splice(0)) deployment.remove();
  });

  function deploy(): Deployment {
    const deployment = mixedDeployment();
    deployments.push(deployment);
    return deployment;
  }

  it('serves the good plugins and refuses each bad one with one log line naming it and the reason', async () => {
    const deployment = deploy();
    const test = await openPluginPlatform(engine, deployment, {
      packages: ['spora-plugin-extra', 'spora-plugin-missing'],
    });
    opened.push(test);
    const reports = test.platform.plugins.reports();
    expect(reports.map((report) => [report.slug, report.status, report.refusal?.code ?? null])).toEqual([
      [null, 'refused', 'MANIFEST_INVALID'],
      [null, 'refused', 'MANIFEST_UNREADABLE'],
      ['exploding', 'refused', 'ENTRY_LOAD_FAILED'],
      ['helper', 'refused', 'ENTRY_NOT_A_PLUGIN'],
      ['core', 'refused', 'RESERVED_SLUG'],
      ['hello', 'loaded', null],
      ['hello', 'refused', 'DUPLICATE_SLUG'],
      ['sink', 'refused', 'MIGRATION_FAILED'],
      ['twins', 'refused', 'DUPLICATE_TOOL_CLASS'],
      ['missing-entry', 'refused', 'ENTRY_NOT_FOUND'],
      ['extra', 'loaded', null],
      [null, 'refused', 'PACKAGE_NOT_FOUND'],
    ]);
    const refusalOf = (index: number) => reports[index]?.refusal?.message;
    expect(refusalOf(0)).toContain('slug must be lowercase letters');
    expect(refusalOf(0)).toContain('version must be a semantic version');
    expect(refusalOf(0)).toContain('extra is not a manifest field');
    expect(refusalOf(2)).toContain('the entry module exploded');
    expect(refusalOf(3)).toContain('must be a class extending AbstractPlugin');
    expect(refusalOf(6)).toContain('already taken by');
    expect(refusalOf(8)).toContain('twins/EchoTool is already registered');

    // One error line per refusal, naming the plugin and giving the code and the reason.
    const errors = test.log.lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(10);
    for (const report of reports.filter((candidate) => candidate.status === 'refused')) {
      const label = report.slug ?? report.packageName ?? report.path ?? '';
      const lines = errors.filter((line) =>
        line.msg.startsWith(`Plugin ${label} refused: ${report.refusal?.code}: `),
      );
      expect(lines, label).toHaveLength(1);
    }

    const tools = test.platform.tools.list().filter((tool) => tool.pluginSlug !== null);
    expect(tools.map((tool) => [tool.toolClass, tool.llmName, tool.pluginSlug])).toEqual([
      ['hello/GreetTool', 'hello:greet', 'hello'],
      ['extra/ExtraTool', 'extra:extra', 'extra'],
    ]);
  });

  it('runs plugin migrations once, tracked under the slug, and disables a plugin whose migration fails', async () => {
    const deployment = deploy();
    const first = await openPluginPlatform(engine, deployment);
    opened.push(first);
    const hello = () => first.platform.plugins.reports().find((report) => report.slug === 'hello');
    expect(hello()?.migrations).toEqual({
      schemaVersion: 1,
      state: 'up_to_date',
      applied: ['0001-create-boots'],
      pending: [],
      appliedNow: ['0001-create-boots'],
    });
    const sink = first.platform.plugins.reports().find((report) => report.slug === 'sink');
    expect(sink?.refusal?.message).toContain('0002-break');
    // A plugin's pending migrations run in one transaction: a failure leaves none of them applied.
    expect(sink?.migrations).toEqual({
      schemaVersion: 2,
      state: 'failed',
      applied: [],
      pending: ['0001-create-items', '0002-break'],
      appliedNow: [],
    });
    expect(first.platform.tools.get('sink/SinkTool')).toBeUndefined();

    // A second process on the same database applies nothing again and boots as what it is.
    const second = await openPluginPlatform(engine, deployment, {
      database: first.database,
      processKind: 'worker',
    });
    opened.unshift(second);
    const helloAgain = second.platform.plugins.reports().find((report) => report.slug === 'hello');
    expect(helloAgain?.migrations).toMatchObject({ applied: ['0001-create-boots'], appliedNow: [] });
    expect(second.log.lines.filter((line) => line.msg === 'Plugin hello migrated')).toHaveLength(0);
    expect(first.log.lines.filter((line) => line.msg === 'Plugin hello migrated')).toHaveLength(1);
    const boots = await second.platform.database.db
      .selectFrom('hello_boots' as never)
      .select(['process_kind' as never, 'greeting' as never])
      .orderBy('id' as never)
      .execute();
    expect(boots).toEqual([
      { process_kind: 'server', greeting: `Hello, boot (${engine.name})` },
      { process_kind: 'worker', greeting: `Hello, boot (${engine.name})` },
    ]);
  });
});
