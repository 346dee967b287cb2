import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

describe('API token scopes', () => {
  it('creates a read-only token limited to one agent, which reads but cannot write', async () => {
    const person = await suite.spora.person({ name: 'Ada' });
    const agentId = await suite.spora.agent(person, { name: 'Report writer' });
    const otherId = await suite.spora.agent(person, { name: 'Mailer' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/tokens`);
    await page.getByRole('heading', { name: 'No API tokens' }).waitFor();

    await page.getByLabel('Name').fill('Dashboard reader');
    // The narrowest scope is chosen from the start.
    expect(await page.getByRole('radio', { name: 'Read only' }).isChecked()).toBe(true);
    // The inputs themselves, not the lists of options they label too.
    await page
      .locator('input')
      .and(page.getByLabel('Limit to agents', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Report writer' }).click();
    await page.keyboard.press('Escape');
    await page
      .locator('input')
      .and(page.getByLabel('Expires', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'On a date' }).click();
    await page.getByLabel('Expiry date').fill('2099-01-31');
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'token-scopes-form');
    await captureScreens(page, 'token-scopes-form');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('You will not see it again.').waitFor();
    const secret = (await page.getByTestId('new-token-secret').textContent())?.trim() ?? '';

    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${suite.spora.url}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await send('GET', `/agents/${agentId}`)).status).toBe(200);
    const write = await send('PATCH', `/agents/${agentId}`, { name: 'Renamed' });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe('TOKEN_SCOPE_INSUFFICIENT');
    const start = await send('POST', '/tasks', { agent_id: agentId, prompt: 'Hello' });
    expect(start.status).toBe(403);
    expect((await send('GET', `/agents/${otherId}`)).status).toBe(404);

    const [listed] = (
      await person.api.get<{ api_tokens: { scope: string; expires_at: string }[] }>('/auth/tokens')
    ).api_tokens;
    expect(listed?.scope).toBe('read');
    // The end of the chosen day where the browser is, in UTC.
    expect(listed?.expires_at).toMatch(/^2099-0[12]-/);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Dashboard reader' });
    await row.getByText('Read only').waitFor();
    await row.getByText('Only Report writer').waitFor();
    await captureScreens(page, 'token-scopes-list');
    await context.close();
  });
});
