import { generate } from 'otplib';
import { describe, it } from 'vitest';
import { anonymousPage, signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();

/** The code of the time step `steps` after now: each step needs a fresh one, as replays are refused. */
function codeAt(secret: string, steps: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Turns two factors on for a person through the API, as they would with their own app. */
async function enrolOverApi(person: Person): Promise<void> {
  const { secret } = await person.api.post<{ secret: string }>('/auth/two-factor/totp');
  await person.api.post('/auth/two-factor/totp/confirm', { code: await codeAt(secret, 0) });
}

describe('the security log and the two-factor policy', () => {
  it('requires two factors of everyone: a member is led to enrol, then works; the log shows it all', async () => {
    const admin = await suite.spora.person({ admin: true, name: 'Ada' });
    const adminPage = await signedInPage(suite.browser, suite.spora.url, admin);
    await adminPage.page.goto(`${suite.spora.url}/admin/security`);
    await adminPage.page.getByRole('heading', { name: 'Security policy' }).waitFor();
    // An administrator without a factor is warned that the rule would shut them out too.
    await adminPage.page.getByText('Everyone', { exact: true }).click();
    await adminPage.page.getByText('This covers you, and you have no second factor').waitFor();
    await atRest(adminPage.page);
    await captureScreens(adminPage.page, 'security-policy-warning');

    await enrolOverApi(admin);
    // Someone already at work when the rule starts is taken to the setup at their next request.
    const early = await suite.spora.person({ name: 'Linus' });
    const earlyPage = await signedInPage(suite.browser, suite.spora.url, early);
    expectConsoleError(earlyPage.context, {
      why: 'Once the policy covers this session, the API refuses it with 403 TWO_FACTOR_REQUIRED',
      matches: (message) =>
        message.text().startsWith('Failed to load resource: the server responded with a status of 403 '),
    });
    await earlyPage.page.goto(suite.spora.url);
    await earlyPage.page.getByRole('heading', { name: 'Agents' }).waitFor();
    await adminPage.page.reload();
    await adminPage.page.getByText('Everyone', { exact: true }).click();
    await adminPage.page.getByRole('button', { name: 'Save policy' }).click();
    await adminPage.page.getByText('Security policy saved.').waitFor();
    await earlyPage.page.getByRole('link', { name: 'Approvals' }).click();
    await earlyPage.page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await earlyPage.context.close();

    const member = await suite.spora.person({ name: 'Grace' });
    const { page, context } = await anonymousPage(suite.browser);
    await page.goto(`${suite.spora.url}/sign-in`);
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'two-factor-required');
    await captureScreens(page, 'two-factor-required');

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Code from the app').fill(await codeAt(secret, 0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Done' }).click();
    await atRest(page);
    await captureScreens(page, 'two-factor-required-done');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await context.close();

    await adminPage.page.reload();
    const log = adminPage.page.getByRole('region', { name: 'Security log' });
    await log.getByText('Signed in with a password').first().waitFor();
    await log.getByText('Turned two-factor sign-in on').first().waitFor();
    await log.getByText('Changed the security policy: two factors required of No one → Everyone').waitFor();
    await atRest(adminPage.page);
    await checkAccessibility(adminPage.page, 'security-log');
    await captureScreens(adminPage.page, 'security-log');

    await adminPage.page.getByLabel('User ID').fill(String(await userIdOf(member)));
    await log.getByText('Changed the security policy', { exact: false }).waitFor({ state: 'detached' });
    await captureScreens(adminPage.page, 'security-log-filtered');
    await adminPage.context.close();
  });
});

async function userIdOf(person: Person): Promise<number> {
  const me = await person.api.get<{ user: { id: number } }>('/auth/me');
  return me.user.id;
}
