import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError, refusal as refused } from './support/console-errors.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { bundledPluginsDir, SporaUnderTest, testPassword } from './support/spora-under-test.js';

const suite = openBrowserSuite(() => SporaUnderTest.start({ pluginsDir: bundledPluginsDir }));

interface UserView {
  readonly email: string;
  readonly role: string;
  readonly status: string;
}

/** The table row of the account with this e-mail. */
const row = (page: Page, email: string) => page.getByRole('row', { name: email });

/**
 * Opens the row's menu and picks `action`. The notifications of earlier changes are closed first:
 * they lie over the row's menu button, and a pointer resting on one keeps it from closing itself.
 */
async function rowAction(page: Page, email: string, action: string) {
  const item = page.getByRole('menuitem', { name: action });
  // A click that lands while the table settles after a closed alert can leave the menu shut; the
  // person clicks again, and so does the test (three tries at most).
  for (let attempt = 1; ; attempt += 1) {
    await atRest(page);
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    try {
      await item.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await item.click();
  // The menu closes with a transition; an answer that comes sooner must not be looked at beside a
  // half-closed menu (its list without items, for an accessibility check).
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

describe('administering users in the browser', () => {
  it('creates a user, grants and revokes administrator, suspends, reactivates and deletes', async () => {
    const operator = await suite.spora.person({ admin: true, name: 'Operator' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, operator);
    expectConsoleError(context, {
      why: 'An e-mail address already taken is refused on purpose (409), to show it at the field.',
      matches: refused(409, '/api/v1/users'),
    });
    await page.goto(`${suite.spora.url}/admin/users`);
    await row(page, operator.email).waitFor();
    await atRest(page);
    await checkAccessibility(page, 'admin-users');
    await captureScreens(page, 'admin-users');

    const email = `newcomer-${Date.now()}@example.test`;
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('New Comer');
    await dialog.getByLabel('First password').fill(testPassword);
    await checkAccessibility(page, 'admin-users-create');
    await captureScreens(page, 'admin-users-create');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, email).getByText('New Comer').waitFor();

    // The same address again: the API's EMAIL_TAKEN, at the field.
    await page.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByLabel('First password').fill(testPassword);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByText(/already/i).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('textbox', { name: 'Search users' }).fill('newcomer');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    const userOf = async () =>
      (await operator.api.get<{ users: UserView[] }>(`/users?q=${encodeURIComponent(email)}`)).users[0];
    await rowAction(page, email, 'Make administrator');
    await row(page, email).getByText('Administrator').waitFor();
    expect((await userOf())?.role).toBe('admin');
    await rowAction(page, email, 'Revoke administrator');
    await row(page, email).getByText('Member').waitFor();
    expect((await userOf())?.role).toBe('member');
    await rowAction(page, email, 'Suspend');
    await row(page, email).getByText('Suspended').waitFor();
    expect((await userOf())?.status).toBe('suspended');
    await rowAction(page, email, 'Reactivate');
    await row(page, email).getByText('Active').waitFor();

    await page.getByRole('textbox', { name: 'Search users' }).fill('newcomer');
    await rowAction(page, email, 'Delete…');
    const deletion = page.getByRole('dialog', { name: `Delete ${email}?` });
    await checkAccessibility(page, 'admin-users-delete');
    await captureScreens(page, 'admin-users-delete');
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await deletion.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'No one matches' }).waitFor();
    expect(await userOf()).toBeUndefined();
    await context.close();
  });

  it("shows the API's refusal of a change to one's own account, and of deleting it", async () => {
    const operator = await suite.spora.person({ admin: true, name: 'Keeper' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, operator);
    const { user } = await operator.api.get<{ user: { id: number } }>('/auth/me');
    expectConsoleError(context, {
      why: 'Changing and deleting one’s own account are refused on purpose (409), to show the refusals.',
      matches: refused(409, `/api/v1/users/${user.id}`),
    });
    await page.goto(`${suite.spora.url}/admin/users`);
    // One's own role: the API refuses and the page says so, with its message.
    await page.getByRole('textbox', { name: 'Search users' }).fill(operator.email);
    await row(page, operator.email).waitFor();
    await rowAction(page, operator.email, 'Revoke administrator');
    const refusal = page.getByRole('alert').filter({ hasText: 'You cannot do this to your own account' });
    await refusal.getByText('You cannot change your own role or status.').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'admin-users-refusal');
    await captureScreens(page, 'admin-users-refusal');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    // Deleting oneself is refused inside the confirmation.
    await rowAction(page, operator.email, 'Delete…');
    const confirmation = page.getByRole('dialog', { name: `Delete ${operator.email}?` });
    await confirmation.getByRole('button', { name: 'Delete account' }).click();
    await confirmation.getByText('You cannot delete your own account.').waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();

    await context.close();
  });

  it('shows the refusal when the change would remove the last administrator', async () => {
    const operator = await suite.spora.person({ admin: true, name: 'Steward' });
    const other = await suite.spora.person({ admin: true, name: 'Warden' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, operator);
    const { users } = await operator.api.get<{ users: { id: number; email: string }[] }>('/users');
    const otherId = users.find((listed) => listed.email === other.email)?.id;
    expectConsoleError(context, {
      why: 'The change is answered with a 409 on purpose (below), to show the refusal.',
      matches: refused(409, `/api/v1/users/${otherId}`),
    });
    // With two active administrators the API accepts the change; this one races another
    // administrator's, so the server finds no other administrator left and refuses it.
    await page.route('**/api/v1/users/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'LAST_ADMINISTRATOR',
            message: `${other.email} is the last active administrator: make another account an administrator first.`,
          },
        }),
      });
    });
    await page.goto(`${suite.spora.url}/admin/users`);
    await page.getByRole('textbox', { name: 'Search users' }).fill(other.email);
    await row(page, other.email).waitFor();
    await rowAction(page, other.email, 'Revoke administrator');
    const refusal = page.getByRole('alert').filter({ hasText: 'At least one administrator must remain' });
    await refusal.getByText(`${other.email} is the last active administrator`).waitFor();
    await row(page, other.email).getByText('Administrator').waitFor();
    await context.close();
  });

  it('shows a member no administration, and "Nothing here" at its address', async () => {
    const member = await suite.spora.person({ name: 'Member' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, member);
    await page.goto(`${suite.spora.url}/settings/account`);
    await page.getByRole('navigation', { name: 'Settings sections' }).getByText('Your settings').waitFor();
    expect(await page.getByText('Administration').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await page.goto(`${suite.spora.url}/admin/users`);
    await page.getByRole('heading', { level: 1, name: 'Nothing here' }).waitFor();
    // Inside the app shell, like every other missing page.
    await page.getByRole('button', { name: /^Account:/ }).waitFor();
    await page.goto(`${suite.spora.url}/admin/plugins`);
    await page.getByRole('heading', { name: 'Nothing here' }).waitFor();
    await context.close();
  });
});

describe('the plugin inventory in the browser', () => {
  it('lists the memories plugin with its tools and its panel', async () => {
    const operator = await suite.spora.person({ admin: true, name: 'Curator' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, operator);
    await page.goto(`${suite.spora.url}/admin/plugins`);
    const memories = page.getByRole('region', { name: 'Memories' });
    await memories.getByText('Loaded', { exact: true }).waitFor();
    await memories.getByText('Tools (2)').waitFor();
    await memories.getByText('Migrations up to date').waitFor();
    await atRest(page);
    await checkAccessibility(page, 'admin-plugins');
    await captureScreens(page, 'admin-plugins');
    await memories.getByRole('link', { name: 'Memories' }).click();
    await page.waitForURL(`${suite.spora.url}/apps/memories/browse`);
    await context.close();
  });
});
