import { describe, expect, it } from 'vitest';
import { createDeployment, type Deployment } from '../../server/test/plugins/plugin-deployment.js';
import {
  greeterPackageName,
  greetingOf,
  publishTestPlugins,
} from '../../server/test/support/greeter-plugin-package.js';
import {
  type LocalNpmRegistry,
  startLocalNpmRegistry,
} from '../../server/test/support/local-npm-registry.js';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

let registry: LocalNpmRegistry | undefined;
let deployment: Deployment | undefined;

// A real npm registry holding the plugin, and a plugins folder where `@spora/sdk` resolves.
const suite = openBrowserSuite(async () => {
  registry = await startLocalNpmRegistry();
  await publishTestPlugins(registry);
  process.env.SPORA_NPM_REGISTRY = registry.url;
  process.env.npm_config_cache = registry.npmCache;
  deployment = createDeployment();
  const spora = await SporaUnderTest.start({ pluginsDir: deployment.pluginsDir });
  const stop = spora.stop.bind(spora);
  spora.stop = async () => {
    await stop();
    await registry?.close();
    deployment?.remove();
    delete process.env.SPORA_NPM_REGISTRY;
    delete process.env.npm_config_cache;
  };
  return spora;
});

interface TaskState {
  readonly task: {
    readonly status: string;
    readonly tool_calls: readonly { readonly result_content: string | null }[];
  };
}

describe('installing a plugin from a registry in the browser', () => {
  it('installs a plugin, restarts, lets an agent use it, then updates and removes it', {
    timeout: 180_000,
  }, async () => {
    const { spora } = suite;
    const admin = await spora.person({ admin: true, name: 'Operator' });
    const { page, context } = await signedInPage(suite.browser, spora.url, admin);
    expectConsoleError(context, {
      why: 'A package with a broken plugin.json is refused on purpose (422), to show the reasons.',
      matches: refusal(422, '/api/v1/plugin-packages'),
    });
    expectConsoleError(context, {
      why: 'While the server restarts, the page asks for it and finds it closing (503) or nobody listening for a moment.',
      matches: (message) =>
        (message.text().startsWith('Failed to load resource: net::ERR_') ||
          message.text().startsWith('Failed to load resource: the server responded with a status of 503 ')) &&
        new URL(message.location().url).pathname.startsWith('/api/v1/'),
    });
    await page.goto(`${spora.url}/admin/plugins`);
    await page.getByText('No plugins installed').waitFor();

    // A broken package: refused with its manifest's problems, and nothing installed.
    await page.getByRole('button', { name: 'Install plugin' }).click();
    const install = page.getByRole('dialog', { name: 'Install a plugin from the registry' });
    await install.getByRole('textbox', { name: 'Package' }).fill('spora-plugin-broken');
    await install.getByRole('button', { name: 'Install' }).click();
    await install.getByText('The package is not a valid plugin').waitFor({ timeout: 60_000 });
    await install.getByText('version: must be a semantic version such as 1.0.0').waitFor();
    await install.getByText('Nothing was changed.').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'plugin-install-refused');
    await captureScreens(page, 'plugin-install-refused');

    await install.getByRole('textbox', { name: 'Package' }).fill(greeterPackageName);
    await install.getByRole('textbox', { name: 'Version' }).fill('1.0.0');
    await install.getByRole('button', { name: 'Install' }).click();
    await install.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByText('Restart the server to apply plugin changes').waitFor();
    await page.getByText('greeter 1.0.0: installed, loads on restart').waitFor();
    await page
      .getByRole('row', { name: /Greeter/ })
      .getByText(greeterPackageName, { exact: true })
      .waitFor();
    await atRest(page);
    await checkAccessibility(page, 'plugins-restart-pending');
    await captureScreens(page, 'plugins-restart-pending');

    const restart = async () => {
      await atRest(page);
      await page.getByRole('button', { name: 'Restart server' }).click();
      await page
        .getByRole('dialog', { name: 'Restart the server now?' })
        .getByRole('button', { name: 'Restart' })
        .click();
      await page
        .getByText('The server restarted and loaded the plugin changes.')
        .waitFor({ timeout: 60_000 });
      await expect(page.getByText('Restart the server to apply plugin changes').count()).resolves.toBe(0);
    };
    await restart();
    // The inventory: loaded by the restarted server, with its tool.
    const card = page.getByRole('region', { name: 'Greeter' });
    await card.getByText('Loaded', { exact: true }).waitFor();
    await card.getByText(/v1\.0\.0/).waitFor();
    await atRest(page);
    await captureScreens(page, 'plugins-installed');

    // An agent uses the plugin's tool, under its wire alias, and gets the plugin's answer.
    const agentId = await spora.agent(admin, { name: 'Greeting agent' });
    await admin.api.post(`/agents/${agentId}/tools/${encodeURIComponent('greeter:greet')}/enable`);
    spora.llm.enqueue({ kind: 'tool_calls', calls: [{ name: 'greeter_greet', arguments: { name: 'Ada' } }] });
    spora.llm.enqueue({ kind: 'text', text: 'I greeted Ada.' });
    const { task } = await admin.api.post<{ task: { id: number } }>('/tasks', {
      agent_id: agentId,
      prompt: 'Greet Ada.',
    });
    await expect
      .poll(async () => (await admin.api.get<TaskState>(`/tasks/${task.id}`)).task.status, {
        timeout: 30_000,
      })
      .toBe('COMPLETED');
    const done = await admin.api.get<TaskState>(`/tasks/${task.id}`);
    expect(done.task.tool_calls[0]?.result_content).toContain(`${greetingOf('1.0.0')} to Ada.`);
    await page.goto(`${spora.url}/tasks/${task.id}`);
    await page.getByText('I greeted Ada.').waitFor();

    // Update to 1.1.0, restart.
    await page.goto(`${spora.url}/admin/plugins`);
    await atRest(page);
    await page.getByRole('button', { name: 'Update Greeter' }).click();
    const update = page.getByRole('dialog', { name: 'Update Greeter' });
    await update.getByRole('textbox', { name: 'Version' }).fill('1.1.0');
    await update.getByRole('button', { name: 'Update' }).click();
    await update.waitFor({ state: 'hidden', timeout: 60_000 });
    await page.getByText('greeter: 1.0.0 → 1.1.0 on restart').waitFor();
    await restart();
    await page
      .getByRole('region', { name: 'Greeter' })
      .getByText(/v1\.1\.0/)
      .waitFor();

    // Remove it, restart: gone.
    await atRest(page);
    await page.getByRole('button', { name: 'Remove Greeter' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove Greeter?' });
    await atRest(page);
    await captureScreens(page, 'plugin-remove-confirm');
    await removal.getByRole('button', { name: 'Remove plugin' }).click();
    await removal.waitFor({ state: 'hidden' });
    await page.getByText('greeter 1.1.0: removed, unloads on restart').waitFor();
    await restart();
    await page.getByText('No plugins installed').waitFor();

    const log = await admin.api.get<{ events: { kind: string }[] }>('/admin/security-log?kind=plugin.');
    expect(log.events.map((event) => event.kind)).toEqual([
      'plugin.removed',
      'plugin.updated',
      'plugin.installed',
    ]);
  });
});
