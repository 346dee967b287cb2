import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

describe('password change and API tokens', () => {
  it('revokes the API tokens unless the person ticks to keep them', async () => {
    const person = await suite.spora.person({ name: 'Grace' });
    const created = await person.api.post<{ token: string }>('/auth/tokens', { name: 'script' });
    const byToken = () =>
      fetch(`${suite.spora.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${created.token}` } });
    expect((await byToken()).status).toBe(200);
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/account`);
    await page.getByRole('heading', { name: 'Password' }).waitFor();
    await page.getByText(/revokes your API tokens/).waitFor();
    const keep = page.getByRole('checkbox', { name: 'Keep my API tokens working' });
    expect(await keep.isChecked()).toBe(false);
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'password-tokens');
    await captureScreens(page, 'password-tokens');

    const first = 'a first new passphrase';
    await page.getByLabel('Current password').fill(person.password);
    await page.getByLabel(/^New password/).fill(first);
    await page.getByLabel('Repeat the new password').fill(first);
    await keep.check();
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other sessions were signed out; this one').waitFor();
    expect((await byToken()).status).toBe(200);

    const second = 'a second new passphrase';
    await page.getByLabel('Current password').fill(first);
    await page.getByLabel(/^New password/).fill(second);
    await page.getByLabel('Repeat the new password').fill(second);
    expect(await keep.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/your API tokens revoked/).waitFor();
    expect((await byToken()).status).toBe(401);
    await context.close();
  });
});
