import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

/** The code of the time step `steps` after now: each step of the test needs a fresh one, as replays are refused. */
function codeAt(secret: string, steps: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`Account: ${name}`) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in$/);
}

async function enterPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

describe('two-factor sign-in', () => {
  it('sets up an authenticator app, then signs in with its code and with a recovery code', async () => {
    const person = await suite.spora.person({ name: 'Hedy' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/settings/account`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'two-factor-enrol');
    await captureScreens(page, 'two-factor-enrol');

    await page.getByLabel('Code from the app').fill(await codeAt(secret, 0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = ((await page.getByTestId('recovery-codes').textContent()) ?? '').trim().split(/\s+/);
    expect(codes).toHaveLength(10);
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'two-factor-recovery-codes');
    await captureScreens(page, 'two-factor-recovery-codes');
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('10 recovery codes left.').waitFor();
    await captureScreens(page, 'two-factor-on');

    await signOut(page, 'Hedy');
    await enterPassword(page, person.email, person.password);
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'two-factor-sign-in');
    await captureScreens(page, 'two-factor-sign-in');
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Agents' }).waitFor();

    await signOut(page, 'Hedy');
    await enterPassword(page, person.email, person.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await captureScreens(page, 'two-factor-recovery-sign-in');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await page.goto(`${suite.spora.url}/settings/account`);
    await page.getByText('9 recovery codes left.').waitFor();
    await context.close();
  });
});
