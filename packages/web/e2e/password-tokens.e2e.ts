import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { signedInPage } from './support/browser-session.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

let browser: Browser;
let spora: SporaUnderTest;

beforeAll(async () => {
  browser = await launchBrowser();
  spora = await SporaUnderTest.start();
});

afterAll(async () => {
  await browser?.close();
  await spora?.stop();
});

describe('password change and API tokens', () => {
  it('revokes the API tokens unless the person ticks to keep them', async () => {
    const person = await spora.person({ name: 'Grace' });
    const created = await person.api.post<{ token: string }>('/auth/tokens', { name: 'script' });
    const byToken = () =>
      fetch(`${spora.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${created.token}` } });
    expect((await byToken()).status).toBe(200);
    const { page, context } = await signedInPage(browser, spora.url, person);
    await page.goto(`${spora.url}/settings/account`);
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
