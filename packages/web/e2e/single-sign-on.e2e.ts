import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../server/test/support/oidc-test-provider.js';
import { anonymousPage, signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError } from './support/console-errors.js';
import { captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();

describe('single sign-on', () => {
  let idp: OidcTestProvider;

  beforeAll(async () => {
    idp = await startOidcTestProvider([`${suite.spora.url}/api/v1/auth/sso/corp/callback`]);
    idp.accounts.set('grace', { email: 'grace@example.test', email_verified: true, name: 'Grace Hopper' });
  });

  afterAll(async () => {
    await idp?.close();
  });

  it('an administrator adds a provider, and a new person signs in through it', async () => {
    const admin = await suite.spora.person({ admin: true, name: 'Ada' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, admin);
    await page.goto(`${suite.spora.url}/admin/single-sign-on`);
    await page.getByRole('heading', { name: 'No sign-in providers yet' }).waitFor();
    await page.getByRole('button', { name: 'Add provider' }).click();
    await page.getByLabel('Name on the button').fill('Corp login');
    await page.getByLabel('Slug').fill('corp');
    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel('Client ID').fill(idp.clientId);
    await page.getByLabel('Client secret').fill(idp.clientSecret);
    await page.getByLabel('Create an account on first sign-in').check();
    await captureScreens(page, 'sso-provider-form');
    await page.getByRole('button', { name: 'Save provider' }).click();
    await page.getByText(`${suite.spora.url}/api/v1/auth/sso/corp/callback`).waitFor();
    await checkAccessibility(page, 'sso-providers');
    await captureScreens(page, 'sso-providers');
    await context.close();

    const visitor = await anonymousPage(suite.browser);
    expectConsoleError(visitor.context, {
      why: "oidc-provider's development pages load a web font from the internet, unreachable here, and have no favicon.",
      matches: (message) =>
        message.location().url.startsWith(`${idp.issuer}/`) ||
        message.location().url.startsWith('https://fonts.googleapis.com/'),
    });
    await visitor.page.goto(`${suite.spora.url}/sign-in`);
    const button = visitor.page.getByRole('link', { name: 'Sign in with Corp login' });
    await button.waitFor();
    await checkAccessibility(visitor.page, 'sso-sign-in');
    await captureScreens(visitor.page, 'sso-sign-in');
    await button.click();
    // oidc-provider's development login and consent pages.
    await visitor.page.locator('input[name="login"]').fill('grace');
    await visitor.page.locator('input[name="password"]').fill('any');
    await visitor.page.getByRole('button', { name: 'Sign-in' }).click();
    await visitor.page.getByRole('button', { name: 'Continue' }).click();
    await visitor.page.getByRole('heading', { name: 'Agents' }).waitFor();
    const me = await visitor.page.evaluate(async () => (await fetch('/api/v1/auth/me')).json());
    expect(me.data.user).toMatchObject({
      email: 'grace@example.test',
      display_name: 'Grace Hopper',
      role: 'member',
    });
    await visitor.context.close();
  });

  it('shows why a sign-in came back refused', async () => {
    const visitor = await anonymousPage(suite.browser);
    await visitor.page.goto(`${suite.spora.url}/api/v1/auth/sso/corp/callback?state=forged&code=x`);
    await visitor.page
      .getByText('This sign-in expired or was already completed. Please start again.')
      .waitFor();
    expect(new URL(visitor.page.url()).searchParams.get('sso_error')).toBe('OIDC_STATE_INVALID');
    await captureScreens(visitor.page, 'sso-sign-in-refused');
    await visitor.context.close();
  });
});
