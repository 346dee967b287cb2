import { describe, expect, it } from 'vitest';
import { settingsSubjectOf } from '../../server/src/settings/index.js';
import { registerVault, vaultToolClass } from '../../server/test/http/tool-route-fixtures.js';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { type Person, SporaUnderTest } from './support/spora-under-test.js';

interface OperationView {
  readonly tool_name: string;
  readonly operation: string;
  readonly enabled: boolean | null;
  readonly requires_approval: boolean | null;
}

interface TaskState {
  readonly task: { readonly id: number; readonly status: string };
}

const suite = openBrowserSuite(async () => {
  const spora = await SporaUnderTest.start();
  // A plugin tool with a required secret, a select and a model-visible toggle.
  registerVault(spora.platform.tools);
  return spora;
});

const toolsUrl = (agentId: number) => `${suite.spora.url}/agents/${agentId}/settings?section=tools`;

async function decryptedApiKey(person: Person, agentId: number): Promise<unknown> {
  const tool = suite.spora.platform.tools.get(vaultToolClass);
  if (!tool) throw new Error('vault is not registered');
  const { user } = await person.api.get<{ user: { id: number } }>('/auth/me');
  const effective = await suite.spora.platform.toolSettings.getEffectiveSettings(
    settingsSubjectOf(tool),
    agentId,
    user.id,
  );
  return effective.api_key;
}

async function operationsOf(person: Person, agentId: number): Promise<OperationView[]> {
  return (await person.api.get<{ operations: OperationView[] }>(`/agents/${agentId}/tools/operations`))
    .operations;
}

describe('tool settings in the browser', () => {
  it('configures a tool with missing settings: warning, form, source badges, a masked secret, enabled', async () => {
    const admin = await suite.spora.person({ admin: true, name: 'Grace' });
    await admin.api.request('PUT', '/tools/acme:vault/settings', { settings: { region: 'us' } });
    const person = await suite.spora.person({ name: 'Ada' });
    const agentId = await suite.spora.agent(person, { name: 'Vault keeper' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(toolsUrl(agentId));

    const tile = page.getByRole('article', { name: 'Vault' });
    await tile.getByText('Missing settings').waitFor();
    await tile.getByRole('switch', { name: 'Enable Vault' }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Vault settings' });
    await dialog.getByText('Vault cannot be enabled until these are set: API Key.').waitFor();
    const row = (key: string) => dialog.locator(`[data-setting="${key}"]`);
    expect(await row('region').getByTestId('setting-source').textContent()).toBe('Global');
    expect(await row('verbose').getByTestId('setting-source').textContent()).toBe('Default');
    expect(await row('api_key').getByTestId('setting-source').textContent()).toBe('Default');
    await dialog.getByTestId('model-preview').getByText('- Verbose: disabled').waitFor();
    expect(await tile.getByRole('switch', { name: 'Enable Vault' }).isChecked()).toBe(false);
    await atRest(page);
    await checkAccessibility(page, 'tool-settings-missing');
    await captureScreens(page, 'tool-settings-missing');

    await dialog.getByLabel('API Key', { exact: true }).fill('sk-first-secret');
    await row('verbose').getByRole('switch', { name: 'Verbose' }).click({ force: true });
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.getByText('Ready to enable').waitFor();
    await row('api_key').getByRole('group', { name: 'API Key: a secret is stored' }).waitFor();
    expect(await row('api_key').getByTestId('setting-source').textContent()).toBe('Agent');
    expect(await row('verbose').getByTestId('setting-source').textContent()).toBe('Agent');
    await dialog.getByTestId('model-preview').getByText('- Verbose: enabled').waitFor();
    expect(await decryptedApiKey(person, agentId)).toBe('sk-first-secret');
    const shown = await dialog.textContent();
    expect(shown).not.toContain('sk-first-secret');
    expect(shown).not.toContain('***');

    // Change, then Cancel: nothing is sent and the lock comes back.
    await dialog.getByRole('button', { name: 'Change API Key' }).click();
    await dialog.getByRole('button', { name: 'Cancel changing API Key' }).click();
    await row('api_key').getByRole('group', { name: 'API Key: a secret is stored' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    // Change for real: the new secret is stored, and still never shown.
    await dialog.getByRole('button', { name: 'Change API Key' }).click();
    await dialog.getByLabel('API Key', { exact: true }).fill('sk-second-secret');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await row('api_key').getByRole('group', { name: 'API Key: a secret is stored' }).waitFor();
    await expect.poll(() => decryptedApiKey(person, agentId)).toBe('sk-second-secret');

    // Back to the inherited value.
    await dialog.getByRole('button', { name: 'Use inherited value of Verbose' }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(async () => row('verbose').getByTestId('setting-source').textContent()).toBe('Default');
    await atRest(page);
    await checkAccessibility(page, 'tool-settings-saved');
    await captureScreens(page, 'tool-settings-saved');

    await dialog.getByRole('button', { name: 'Enable Vault' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tile.getByRole('switch', { name: 'Enable Vault' }).isChecked()).toBe(true);
    expect(await tile.getByText('Missing settings').count()).toBe(0);
    await tile.locator('[data-operation="purge"]').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'agent-tools');
    await captureScreens(page, 'agent-tools');
    await context.close();
  });

  it('keeps operation flags and auto-approve over a reload, so the next run does not pause; removes all overrides', async () => {
    const person = await suite.spora.person({ name: 'Linus' });
    const agentId = await suite.spora.agent(person, { name: 'Careful calculator' });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(toolsUrl(agentId));
    const calculate = page
      .getByRole('article', { name: 'Calculator' })
      .locator('[data-operation="calculate"]');
    const approval = calculate.getByRole('radiogroup', { name: /^Approval/ });
    const runs = calculate.getByRole('radiogroup', { name: /^Runs/ });

    await approval.getByText('Ask', { exact: true }).click();
    await expect
      .poll(async () => (await operationsOf(person, agentId)).find((op) => op.operation === 'calculate'))
      .toMatchObject({ requires_approval: true });
    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '2+2' } }],
    });
    suite.spora.llm.enqueue({ kind: 'text', text: 'Four.' });
    const paused = await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt: 'Add.' });
    await expect
      .poll(async () => (await person.api.get<TaskState>(`/tasks/${paused.task.id}`)).task.status, {
        timeout: 30_000,
      })
      .toBe('PENDING_APPROVAL');

    await approval.getByText('Auto-approve', { exact: true }).click();
    await runs.getByText('On', { exact: true }).click();
    await expect
      .poll(async () => (await operationsOf(person, agentId)).find((op) => op.operation === 'calculate'))
      .toMatchObject({ requires_approval: false, enabled: true });
    await page.reload();
    await approval.waitFor();
    expect(await approval.getByRole('radio', { name: 'Auto-approve', exact: true }).isChecked()).toBe(true);
    expect(await runs.getByRole('radio', { name: 'On', exact: true }).isChecked()).toBe(true);

    suite.spora.llm.enqueue({
      kind: 'tool_calls',
      calls: [{ name: 'calculator', arguments: { expression: '3*3' } }],
    });
    suite.spora.llm.enqueue({ kind: 'text', text: 'Nine, without asking.' });
    const next = await person.api.post<TaskState>('/tasks', { agent_id: agentId, prompt: 'Multiply.' });
    const statuses: string[] = [];
    await expect
      .poll(
        async () => {
          const { status } = (await person.api.get<TaskState>(`/tasks/${next.task.id}`)).task;
          statuses.push(status);
          return status;
        },
        { timeout: 30_000 },
      )
      .toBe('COMPLETED');
    expect(statuses).not.toContain('PENDING_APPROVAL');
    await atRest(page);
    await checkAccessibility(page, 'agent-tool-operations');
    await captureScreens(page, 'agent-tool-operations');

    await page.getByRole('button', { name: 'Settings of Calculator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calculator settings' });
    await dialog.getByRole('button', { name: 'Remove all agent overrides' }).click();
    await expect
      .poll(async () => (await operationsOf(person, agentId)).find((op) => op.operation === 'calculate'))
      .toMatchObject({ requires_approval: null, enabled: null });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => approval.getByRole('radio', { name: /^Default/ }).isChecked()).toBe(true);
    expect(await runs.getByRole('radio', { name: /^Default/ }).isChecked()).toBe(true);
    await context.close();
  });

  it("picks handover's allowed targets from the person's other agents, and the model sees them", async () => {
    const person = await suite.spora.person({ name: 'Margaret' });
    const router = await suite.spora.agent(person, { name: 'Router' });
    const writer = await suite.spora.agent(person, { name: 'Writer' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(toolsUrl(router));
    await page.getByRole('button', { name: 'Settings of Handover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Handover settings' });
    await dialog
      .getByText('Handover cannot be enabled until these are set: Allowed target agents.')
      .waitFor();
    await dialog.getByRole('checkbox', { name: `Writer (#${writer})` }).check();
    expect(await dialog.getByRole('checkbox', { name: `Router (#${router})` }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog
      .getByTestId('model-preview')
      .getByText(`- Allowed target agents: Writer (agent #${writer})`)
      .waitFor();
    expect(await dialog.getByText('Missing settings').count()).toBe(0);
    const stored = await person.api.get<{ settings: Record<string, unknown> }>(
      `/agents/${router}/tools/handover/settings?layer=agent`,
    );
    expect(stored.settings).toEqual({ allowed_target_agents: [writer] });
    await atRest(page);
    await checkAccessibility(page, 'tool-settings-agent-picker');
    await captureScreens(page, 'tool-settings-agent-picker');
    await context.close();
  });

  it('edits the personal and, for administrators, the global layer', async () => {
    const admin = await suite.spora.person({ admin: true, name: 'Barbara' });
    await admin.api.request('PUT', '/tools/acme:vault/settings', { settings: { region: 'us' } });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, admin);
    await page.goto(`${suite.spora.url}/settings/tools`);
    await page.getByLabel('Tool', { exact: true }).first().click();
    await page.getByRole('option', { name: /^Vault/ }).click();
    await page.getByLabel('API Key', { exact: true }).fill('sk-personal');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('group', { name: 'API Key: a secret is stored' }).waitFor();
    const stored = await admin.api.get<{ settings: Record<string, unknown> }>(
      '/tools/acme:vault/user-settings',
    );
    expect(stored.settings).toEqual({ api_key: '***' });
    await atRest(page);
    await checkAccessibility(page, 'tool-settings-personal');
    await captureScreens(page, 'tool-settings-personal');

    await page.getByRole('tab', { name: 'Global defaults' }).click();
    await page
      .locator('[data-setting="region"]')
      .getByTestId('setting-source')
      .filter({ hasText: 'Global' })
      .waitFor();
    await page.getByRole('button', { name: 'Use inherited value of Region' }).click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(
        async () =>
          (await admin.api.get<{ settings: Record<string, unknown> }>('/tools/acme:vault/settings')).settings,
      )
      .toEqual({});
    await atRest(page);
    await captureScreens(page, 'tool-settings-global');

    const member = await suite.spora.person({ name: 'Member' });
    const memberPage = await signedInPage(suite.browser, suite.spora.url, member);
    await memberPage.page.goto(`${suite.spora.url}/settings/tools`);
    await memberPage.page.getByRole('button', { name: 'Save settings' }).waitFor();
    expect(await memberPage.page.getByRole('tab', { name: 'Global defaults' }).count()).toBe(0);
    await memberPage.context.close();
    await context.close();
  });
});
