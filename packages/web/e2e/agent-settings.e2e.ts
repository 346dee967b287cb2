import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

interface AgentView {
  id: number;
  name: string;
  description: string | null;
  system_prompt: string | null;
  max_steps: number;
  allow_followup: boolean;
  retry_after_minutes: number;
  max_retries: number;
  llm_driver_config_id: number | null;
  tools: { tool_class: string }[];
}

/** The page scrolled to its top and at rest, as axe and the screenshots should see it. */
async function atTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await atRest(page);
}

const settingsUrl = (agentId: number, section?: string) =>
  `${suite.spora.url}/agents/${agentId}/settings${section === undefined ? '' : `?section=${section}`}`;

describe('agent settings', () => {
  it('edits the general fields with inline validation, keeps them over a reload and asks before leaving unsaved changes', async () => {
    const person = await suite.spora.person({ name: 'Hedy' });
    const agentId = await suite.spora.agent(person, { name: 'Research assistant', max_steps: 10 });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    expectConsoleError(context, {
      why: 'An invalid field is refused by the server on purpose (422), to show its reason inline.',
      matches: refusal(422, `/api/v1/agents/${agentId}`),
    });
    await page.goto(`${suite.spora.url}/agents/${agentId}`);
    await page.getByRole('heading', { level: 1, name: 'Research assistant' }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(/\/agents\/\d+\/settings$/);
    await page.getByRole('heading', { level: 1, name: /Settings/ }).waitFor();
    const form = page.getByRole('form', { name: 'General settings' });

    // The form's own checks mirror the API's limits.
    await form.getByLabel('Name').fill('');
    await form.getByLabel('Name').blur();
    await form.getByText('Give the agent a name.').waitFor();
    await form.getByLabel('Maximum steps per task').fill('500');
    await form.getByLabel('Maximum steps per task').blur();
    await form.getByText('A whole number from 1 to 100.').waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    expect((await person.api.get<{ agent: AgentView }>(`/agents/${agentId}`)).agent.name).toBe(
      'Research assistant',
    );

    await form.getByLabel('Name').fill('Field researcher');
    await form.getByLabel('Description').fill('Checks claims against primary sources.');
    await form.getByLabel('System prompt', { exact: true }).fill('# Role\n\nYou **check** every source.');
    await form.getByText('Preview', { exact: true }).click();
    await form
      .getByRole('region', { name: 'System prompt (preview)' })
      .getByRole('heading', { name: 'Role' })
      .waitFor();
    await form.getByText('Write', { exact: true }).click();
    await form.getByLabel('Maximum steps per task').fill('25');
    await form.getByLabel('Allow follow-ups').uncheck();
    await form.getByLabel('Retry after (minutes)').fill('5');
    await form.getByLabel('Maximum retries').fill('2');
    await atTop(page);
    await checkAccessibility(page, 'agent-settings-general');
    await captureScreens(page, 'agent-settings-general');

    // A reason the API gives for a field shows under that field (the envelope's details.fields).
    await page.route(`**/api/v1/agents/${agentId}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid agent fields.',
            details: { fields: { description: 'must not mention competitors' } },
          },
        }),
      });
    });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Must not mention competitors').waitFor();
    await page.unroute(`**/api/v1/agents/${agentId}`);

    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('“Field researcher” saved.').waitFor();
    const saved = (await person.api.get<{ agent: AgentView }>(`/agents/${agentId}`)).agent;
    expect(saved).toMatchObject({
      name: 'Field researcher',
      description: 'Checks claims against primary sources.',
      system_prompt: '# Role\n\nYou **check** every source.',
      max_steps: 25,
      allow_followup: false,
      retry_after_minutes: 5,
      max_retries: 2,
    });

    await page.reload();
    await form.getByLabel('Name').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Field researcher');
    expect(await form.getByLabel('Maximum steps per task').inputValue()).toBe('25');
    expect(await form.getByLabel('Allow follow-ups').isChecked()).toBe(false);
    expect(await form.getByLabel('Maximum retries').inputValue()).toBe('2');

    // Leaving with unsaved changes asks first; staying keeps them, discarding puts the saved values back.
    await form.getByLabel('Description').fill('Something not saved.');
    await page.getByRole('link', { name: 'Field researcher' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/settings$/);
    expect(await form.getByLabel('Description').inputValue()).toBe('Something not saved.');
    await form.getByRole('button', { name: 'Discard' }).click();
    expect(await form.getByLabel('Description').inputValue()).toBe('Checks claims against primary sources.');
    await page.getByRole('link', { name: 'Field researcher' }).first().click();
    await page.waitForURL(/\/agents\/\d+$/);
    await context.close();
  });

  it('switches the model between the preference, the global default and its own, saying what each resolves to', async () => {
    const admin = await suite.spora.person({ admin: true, name: 'Admin' });
    const shared = await admin.api.post<{ config: { id: number } }>('/llm-configs', {
      name: 'Shared model',
      driver_class: 'core/OpenAiCompatibleDriver',
      settings: { base_url: suite.spora.llm.openaiBaseUrl, api_key: 'sk-shared', model: 'fake-model' },
      is_global: true,
      is_default: true,
    });
    const person = await suite.spora.person({ name: 'Barbara' });
    const own = await suite.spora.fakeModel(person, 'Own model');
    const preferred = await suite.spora.fakeModel(person, 'Preferred model');
    // Her first configuration became her preferred one; she starts here with none.
    await person.api.request('PUT', '/user-preferences/llm', { config_id: null });
    const agentId = await suite.spora.agent(person, { name: 'Model switcher', llm_driver_config_id: own });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(settingsUrl(agentId, 'model'));
    const choices = page.getByRole('radiogroup', { name: 'Configuration for this agent' });
    await page.getByText('Tasks use “Own model”, set on this agent').waitFor();
    expect(await choices.getByRole('radio', { name: /A configuration of its own/ }).isChecked()).toBe(true);
    await choices
      .getByText('You have no preferred configuration, so it uses the global default, “Shared model”', {
        exact: false,
      })
      .waitFor();

    await choices.getByRole('radio', { name: /Your preferred configuration/ }).click();
    await page.getByText('Tasks use “Shared model”, the global default').waitFor();
    const agentNow = async () => (await person.api.get<{ agent: AgentView }>(`/agents/${agentId}`)).agent;
    expect((await agentNow()).llm_driver_config_id).toBeNull();

    await person.api.request('PUT', '/user-preferences/llm', { config_id: preferred });
    await page.reload();
    await page.getByText('Tasks use “Preferred model”, your preference').waitFor();
    await choices
      .getByText('Uses your preferred configuration, “Preferred model”', { exact: false })
      .waitFor();

    await choices.getByRole('radio', { name: /The global default/ }).click();
    await page.getByText('Tasks use “Shared model”, set on this agent').waitFor();
    expect((await agentNow()).llm_driver_config_id).toBe(shared.config.id);

    await choices.getByRole('radio', { name: /A configuration of its own/ }).click();
    await page.getByPlaceholder('Choose a configuration').click();
    await page.getByRole('option', { name: /Own model/ }).click();
    await page.getByText('Tasks use “Own model”, set on this agent').waitFor();
    expect((await agentNow()).llm_driver_config_id).toBe(own);
    await atTop(page);
    await checkAccessibility(page, 'agent-settings-model');
    await captureScreens(page, 'agent-settings-model');

    await page.getByRole('link', { name: 'Manage model configurations' }).click();
    await page.waitForURL(/\/settings\/models$/);
    await context.close();
  });

  it('exports an agent as a template file without secrets and imports it again as a new agent with the same settings', async () => {
    const person = await suite.spora.person({ name: 'Radia' });
    const agentId = await suite.spora.agent(person, {
      name: 'Source checker',
      description: 'Checks where a claim comes from.',
      system_prompt: 'Always name the source.',
      max_steps: 17,
      allow_followup: false,
      retry_after_minutes: 3,
      max_retries: 4,
    });
    await person.api.post(`/agents/${agentId}/tools/calculator/enable`);
    await person.api.post(`/agents/${agentId}/tools/read_url/enable`);
    await person.api.request('PUT', `/agents/${agentId}/tools/read_url/settings`, {
      settings: { http_timeout: '45' },
    });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(settingsUrl(agentId));
    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export “Source checker” as a template' });
    await exportDialog.getByText('source-checker', { exact: true }).waitFor();
    await exportDialog.getByText('2 enabled of 2').waitFor();
    await atTop(page);
    await checkAccessibility(page, 'agent-export');
    await captureScreens(page, 'agent-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download source-checker.json' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('source-checker.json');
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    // The model configuration (with its API key) belongs to this installation, and no secret leaves.
    expect(text).not.toContain('sk-test-key');
    expect(text).not.toContain('***');
    const template = JSON.parse(text) as { agent: Record<string, unknown>; tools: unknown[] };
    expect(template.agent).toMatchObject({ max_steps: 17, system_prompt: 'Always name the source.' });

    // A file that cannot be imported says why, per field, and names the plugins it lacks.
    await page.goto(suite.spora.url);
    await page.getByRole('main').getByRole('button', { name: 'New agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New agent' });
    await dialog.getByRole('tab', { name: 'Upload a template' }).click();
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          id: 'forecaster',
          name: 'Forecaster',
          version: '1.0.0',
          agent: { system_prompt: 'Forecast.' },
          tools: [
            { tool_class: 'weather/ForecastTool', enabled: true },
            { tool_class: 'core/NoSuchTool', enabled: true },
          ],
          required_plugins: ['weather'],
        }),
      ),
    });
    await dialog.getByText('The template cannot be imported: one problem').waitFor();
    await dialog.getByText('tools[1].tool_class').waitFor();
    await dialog.getByText('Plugins missing on this server').waitFor();
    await dialog.getByText('weather', { exact: true }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Import template' }).isDisabled()).toBe(true);
    await fileInput.setInputFiles({
      name: 'notjson.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{'),
    });
    await dialog.getByText('notjson.json is not valid JSON', { exact: false }).waitFor();

    await fileInput.setInputFiles(path);
    await dialog.getByText('The template is valid').waitFor();
    await atTop(page);
    await checkAccessibility(page, 'create-agent-upload');
    await captureScreens(page, 'create-agent-upload');
    await dialog.getByRole('button', { name: /^Import/ }).click();
    await page.waitForURL(
      (url) => /\/agents\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${agentId}`),
    );
    await page.getByRole('heading', { level: 1, name: 'Source checker' }).waitFor();

    const importedId = Number(new URL(page.url()).pathname.split('/').pop());
    const [original, imported] = await Promise.all(
      [agentId, importedId].map(
        async (id) => (await person.api.get<{ agent: AgentView }>(`/agents/${id}`)).agent,
      ),
    );
    const settingsOf = ({
      name,
      description,
      system_prompt,
      max_steps,
      allow_followup,
      retry_after_minutes,
      max_retries,
      tools,
    }: AgentView) => ({
      name,
      description,
      system_prompt,
      max_steps,
      allow_followup,
      retry_after_minutes,
      max_retries,
      tools: tools.map((tool) => tool.tool_class).sort(),
    });
    expect(settingsOf(imported as AgentView)).toEqual(settingsOf(original as AgentView));
    const own = await person.api.get<{ settings: Record<string, unknown> }>(
      `/agents/${importedId}/tools/read_url/settings?layer=agent`,
    );
    expect(own.settings).toEqual({ http_timeout: '45' });
    await context.close();
  });
});
