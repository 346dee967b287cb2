import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

async function screens(page: Page, name: string) {
  await atRest(page);
  await checkAccessibility(page, name);
  await captureScreens(page, name);
}

/** An agent with no configuration of its own: it follows its owner's preference. */
async function agentWithoutModel(person: Person, name: string): Promise<number> {
  const created = await person.api.post<{ agent: { id: number } }>('/agents', {
    name,
    description: 'Writes short summaries.',
    system_prompt: 'You are helpful.',
  });
  return created.agent.id;
}

/** The card of the configuration with this name on the Models page. */
const configCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('settings', () => {
  it('creates a model configuration against the fake LLM, tests it, prefers it, and the agent’s banner goes', async () => {
    const person = await suite.spora.person({ name: 'Ada' });
    const agentId = await agentWithoutModel(person, 'Summariser');
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByText('This agent has no model to work with').waitFor();

    await page.goto(`${suite.spora.url}/settings/models`);
    await page.getByRole('heading', { name: 'No model configurations yet' }).waitFor();
    await screens(page, 'settings-models-empty');

    await page.getByRole('button', { name: 'New configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New model configuration' });
    await dialog.getByRole('button', { name: 'Create configuration' }).click();
    await dialog.getByText('Give the configuration a name, or choose its model.').waitFor();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Fake model');
    await dialog.getByRole('combobox', { name: 'Driver' }).click();
    await page.getByRole('option', { name: 'OpenAI Compatible' }).click();
    await dialog.getByLabel('Base URL').fill(suite.spora.llm.openaiBaseUrl);
    await dialog.getByLabel('Model', { exact: true }).fill('fake-model');
    await dialog.getByLabel('API key').fill('sk-settings-test');
    await screens(page, 'settings-models-create');
    await dialog.getByRole('button', { name: 'Create configuration' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = configCard(page, 'Fake model');
    await card.getByText('OpenAI Compatible · fake-model').waitFor();
    // The first configuration someone adds is their preferred one at once.
    await card.getByText('Preferred', { exact: true }).waitFor();
    suite.spora.llm.enqueue({ kind: 'text', text: 'OK, connected.' });
    await card.getByRole('button', { name: 'Test connection of Fake model' }).click();
    await card.getByText(/Connected — answered in \d+ ms/).waitFor();
    await card.getByText('OK, connected.').waitFor();
    const testRequest = suite.spora.llm.requests.at(-1);
    expect(testRequest?.headers.authorization).toBe('Bearer sk-settings-test');

    suite.spora.llm.enqueue({ kind: 'error', status: 401, message: 'Incorrect API key provided.' });
    await card.getByRole('button', { name: 'Test connection of Fake model' }).click();
    await card.getByText('AUTH_ERROR · HTTP 401').waitFor();
    await card.getByText(/refused the API key/).waitFor();
    await screens(page, 'settings-models-test-failed');

    await page.getByRole('combobox', { name: 'Preferred configuration' }).click();
    await page.getByRole('option', { name: /Fake model/ }).click();
    await card.getByText('Preferred', { exact: true }).waitFor();
    const preference = await person.api.get<{ config: { name: string } | null }>('/user-preferences/llm');
    expect(preference.config?.name).toBe('Fake model');
    await screens(page, 'settings-models');

    // The stored key stays hidden and is kept when only the name changes.
    await card.getByRole('button', { name: 'Edit Fake model' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit “Fake model”' });
    await expect(edit.getByRole('textbox', { name: 'API key' }).inputValue()).resolves.toBe('••••••••');
    await expect(edit.getByRole('button', { name: 'Save changes' }).isDisabled()).resolves.toBe(true);
    await edit.getByRole('button', { name: 'Change API key' }).click();
    await edit.getByRole('button', { name: 'Keep the stored API key' }).click();
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Fake model (renamed)');
    await screens(page, 'settings-models-edit');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = configCard(page, 'Fake model (renamed)');
    suite.spora.llm.enqueue({ kind: 'text', text: 'Still here.' });
    await renamed.getByRole('button', { name: 'Test connection of Fake model (renamed)' }).click();
    await renamed.getByText('Still here.').waitFor();
    expect(suite.spora.llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-settings-test');

    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('heading', { level: 1, name: 'Summariser' }).waitFor();
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    expect(await page.getByText('This agent has no model to work with').count()).toBe(0);
    await context.close();
  });

  it('adds a model from the “any OpenAI-compatible server” preset, choosing it from the server’s list', async () => {
    const person = await suite.spora.person({ name: 'Priya' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/models`);
    await page.getByRole('button', { name: 'New configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New model configuration' });

    // A named provider fills the driver, the address and the name.
    await dialog.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Ollama' }).click();
    await expect(dialog.getByLabel('Base URL').inputValue()).resolves.toBe('http://localhost:11434/v1');
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe(
      'Ollama',
    );

    await dialog.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Any OpenAI-compatible server' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Driver' }).inputValue()).resolves.toBe(
      'OpenAI Compatible',
    );
    await dialog.getByLabel('Base URL').fill('not a url');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await dialog.getByRole('textbox', { name: 'Temperature' }).fill('warm');
    await dialog.getByRole('button', { name: 'Create configuration' }).click();
    await dialog.getByText('Enter a URL such as https://api.openai.com/v1').waitFor();
    await dialog.getByText('Enter a number from 0 to 2, such as 0.7').waitFor();
    // The first error, the name at the top of the long form, is the one brought into view and focused.
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await screens(page, 'settings-models-preset-invalid');

    await name.fill('Local server');
    await dialog.getByRole('textbox', { name: 'Temperature' }).fill('0.2');
    await dialog.getByLabel('Base URL').fill(suite.spora.llm.openaiBaseUrl);
    await dialog.getByLabel('API key').fill('sk-list-test');
    await dialog.getByRole('button', { name: 'List models' }).click();
    await dialog.getByText('1 model from the provider: choose one, or type to filter.').waitFor();
    await page.getByRole('option', { name: 'fake-llm' }).click();
    await expect(dialog.getByLabel('Model', { exact: true }).inputValue()).resolves.toBe('fake-llm');
    await screens(page, 'settings-models-preset-listed');
    await dialog.getByRole('button', { name: 'Create configuration' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = configCard(page, 'Local server');
    await card.getByText('OpenAI Compatible · fake-llm').waitFor();
    await card.getByText('Preferred', { exact: true }).waitFor();
    const stored = await person.api.get<{ configs: { settings: Record<string, unknown> }[] }>('/llm-configs');
    expect(stored.configs[0]?.settings).toMatchObject({
      base_url: suite.spora.llm.openaiBaseUrl,
      model: 'fake-llm',
      temperature: '0.2',
      api_key: '***',
    });
    await context.close();
  });

  it('shows a failing connection test with its code', async () => {
    const person = await suite.spora.person({ name: 'Barbara' });
    await person.api.post('/llm-configs', {
      name: 'Nobody listens',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: 'http://127.0.0.1:9/v1', model: 'none' },
    });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/models`);
    const card = configCard(page, 'Nobody listens');
    await card.getByRole('button', { name: 'Test connection of Nobody listens' }).click();
    await card.getByText('NETWORK_ERROR', { exact: true }).waitFor();
    await card.getByText(/could not be reached/).waitFor();
    await context.close();
  });

  it('creates an API token whose secret is shown once and works, then revokes it', async () => {
    const person = await suite.spora.person({ name: 'Grace' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/tokens`);
    await page.getByRole('heading', { name: 'No API tokens' }).waitFor();
    await screens(page, 'settings-tokens-empty');

    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Name the token after the script or machine that uses it.').waitFor();
    await page.getByLabel('Name').fill('Nightly report');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('You will not see it again.').waitFor();
    const secret = (await page.getByTestId('new-token-secret').textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Copy' }).waitFor();

    const withToken = (token: string) =>
      fetch(`${suite.spora.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await withToken(secret)).status).toBe(200);
    await screens(page, 'settings-tokens-created');

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Nightly report' });
    await row.waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await row.getByText('Never', { exact: true }).count()).toBeLessThanOrEqual(1);
    await screens(page, 'settings-tokens');

    await row.getByRole('button', { name: 'Revoke Nightly report' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke “Nightly report”?' });
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No API tokens' }).waitFor();
    expect((await withToken(secret)).status).toBe(401);
    await context.close();
  });

  it('changes the display name and the password, with inline errors', async () => {
    const person = await suite.spora.person({ name: 'Hedy' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    expectConsoleError(context, {
      why: 'A wrong current password is refused on purpose (422), to show it at the field.',
      matches: refusal(422, '/api/v1/auth/password'),
    });
    await page.goto(`${suite.spora.url}/settings/account`);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByLabel('Display name').fill('Hedy Lamarr');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    const me = await person.api.get<{ user: { display_name: string } }>('/auth/me');
    expect(me.user.display_name).toBe('Hedy Lamarr');

    const current = page.getByLabel('Current password');
    const next = page.getByLabel(/^New password/);
    const repeated = page.getByLabel('Repeat the new password');
    await next.fill('short');
    await repeated.fill('different');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Enter your current password.').waitFor();
    await page.getByText('Use at least 12 characters.').waitFor();
    await page.getByText('The two new passwords differ.').waitFor();

    const newPassword = 'a much longer passphrase';
    await current.fill('not my password at all');
    await next.fill(newPassword);
    await repeated.fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This is not your current password.').waitFor();
    await screens(page, 'settings-account');

    await current.fill(person.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Password changed/).waitFor();
    const signIn = (password: string) =>
      fetch(`${suite.spora.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password }),
      });
    expect((await signIn(newPassword)).status).toBe(200);
    expect((await signIn(person.password)).status).toBe(401);
    await context.close();
  });

  it('lets an administrator share a configuration as the global default, which members only use', async () => {
    const admin = await suite.spora.person({ name: 'Admin', admin: true });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, admin);
    await page.goto(`${suite.spora.url}/settings/models`);
    await page.getByRole('button', { name: 'New configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New model configuration' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Team model');
    await dialog.getByRole('combobox', { name: 'Driver' }).click();
    await page.getByRole('option', { name: 'Anthropic Compatible' }).click();
    await dialog.getByLabel('Base URL').fill(suite.spora.llm.anthropicBaseUrl);
    await dialog.getByLabel('Model', { exact: true }).fill('fake-messages-model');
    await dialog.getByLabel('Share it with everyone (a global configuration)').check();
    await dialog.getByLabel('Make it the global default').check();
    await dialog.getByRole('button', { name: 'Create configuration' }).click();
    await dialog.waitFor({ state: 'detached' });
    await configCard(page, 'Team model').getByText('Global default').waitFor();
    await screens(page, 'settings-models-admin');
    await context.close();

    const member = await suite.spora.person({ name: 'Member' });
    const memberPage = await signedInPage(suite.browser, suite.spora.url, member);
    await memberPage.page.goto(`${suite.spora.url}/settings/models`);
    const card = configCard(memberPage.page, 'Team model');
    await card.getByText(/only administrators can change it/).waitFor();
    expect(await card.getByRole('button', { name: 'Edit Team model' }).count()).toBe(0);
    suite.spora.llm.enqueue({ kind: 'text', text: 'Hello from the team model.' });
    await card.getByRole('button', { name: 'Test connection of Team model' }).click();
    await card.getByText('Hello from the team model.').waitFor();
    await memberPage.page.getByText(/use the global default, “Team model”/).waitFor();
    await screens(memberPage.page, 'settings-models-member');
    await memberPage.context.close();
  });
});
