import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { resources } from '../src/i18n/resources';
import { anonymousPage, signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import type { Person } from './support/spora-under-test.js';

const suite = openBrowserSuite();
const de = resources.de;
const en = resources.en;

type Catalogue = { readonly [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

/**
 * The English sentences of the catalogues that German says differently: whole sentences only
 * (several words, nothing filled in), so that a German page containing one shows text that
 * escaped translation, not a word the two languages share.
 */
const englishSentences = Object.entries(en).flatMap(([namespace, catalogue]) => {
  const german = new Map(texts((de as Record<string, Catalogue>)[namespace] ?? {}));
  return texts(catalogue as Catalogue)
    .filter(([key, text]) => german.get(key) !== text && !/[{<]/.test(text) && text.split(/\s+/).length >= 3)
    .map(([key, text]) => ({ key: `${namespace}:${key}`, text }));
});

/** The page's text once it has stopped changing: what a reader sees after the data has arrived. */
async function settledText(page: Page): Promise<string> {
  await atRest(page);
  let last = '';
  await expect
    .poll(
      async () => {
        const text = (await page.locator('body').textContent()) ?? '';
        const still = text === last;
        last = text;
        return still;
      },
      { interval: 500 },
    )
    .toBe(true);
  return last;
}

/** Looks at a German screen: no English sentence of the catalogues on it, axe clean in both themes, screenshots. */
async function germanScreen(page: Page, name: string): Promise<void> {
  const text = await settledText(page);
  const leftInEnglish = englishSentences.filter((sentence) => text.includes(sentence.text));
  expect(leftInEnglish, `${name} shows English`).toEqual([]);
  await checkAccessibility(page, `de-${name}`);
  await captureScreens(page, `de-${name}`);
}

/** A task of the agent paused on one calculation. */
async function pausedTask(person: Person, agentId: number): Promise<number> {
  suite.spora.llm.enqueue({
    kind: 'tool_calls',
    calls: [{ name: 'calculator', arguments: { expression: '1234 * 5' } }],
    usage: { inputTokens: 12_345, outputTokens: 9 },
  });
  const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
    agent_id: agentId,
    prompt: 'What is 1234 times 5?',
  });
  await person.api.waitForTask<{ status: string }>(
    task.id,
    (current) => current.status === 'PENDING_APPROVAL',
  );
  return task.id;
}

it('a person switches to German under Settings → Account; every screen, date and number follows, across reloads and sign-out, and back', async () => {
  const person = await suite.spora.person({ name: 'Greta', admin: true });
  const agentId = await suite.spora.carefulAgent(person, 'Rechner');
  const taskId = await pausedTask(person, agentId);
  const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);

  await page.goto(`${suite.spora.url}/settings/account`);
  await page.getByRole('heading', { name: en.settings.account.language.title, exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await page.getByRole('combobox', { name: en.settings.account.language.label }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('heading', { name: de.settings.account.language.title, exact: true }).waitFor();
  await page.getByText(de.settings.account.language.saved).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  const saved = await person.api.get<{ user: { language: string | null } }>('/auth/me');
  expect(saved.user.language).toBe('de');
  await germanScreen(page, 'settings-account');

  await page.reload();
  await page.getByRole('link', { name: de.common.navigation.agents, exact: true }).waitFor();
  await page.getByRole('link', { name: de.common.navigation.agents, exact: true }).click();
  await page.getByRole('heading', { name: 'Rechner' }).waitFor();
  await germanScreen(page, 'dashboard');

  await page.goto(`${suite.spora.url}/tasks/${taskId}`);
  await page.getByText('1234 * 5').first().waitFor();
  // Times in German: "gerade eben" or "vor 1 Minute", never "just now" or "ago".
  const times = await page.locator('time').allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).not.toMatch(/just now|ago|AM|PM/);
  // Numbers in German: 12.345 tokens, where English shows 12.3K.
  await page.getByText('12.345 ein').first().waitFor();
  await germanScreen(page, 'task-waiting');

  await page.goto(`${suite.spora.url}/approvals`);
  await page.getByText('1234 * 5').first().waitFor();
  await germanScreen(page, 'approvals');

  await page.goto(`${suite.spora.url}/usage`);
  await germanScreen(page, 'usage');

  await page.goto(`${suite.spora.url}/budgets`);
  // A number input groups thousands as German does.
  await expect
    .poll(() => page.getByRole('textbox', { name: de.budgets.form.limitTokens }).inputValue())
    .toBe('100.000');
  await germanScreen(page, 'budgets');

  await page.goto(`${suite.spora.url}/settings/models`);
  await page.getByRole('heading', { name: 'Fake model' }).first().waitFor();
  await germanScreen(page, 'settings-models');

  await page.goto(`${suite.spora.url}/admin/users`);
  await page.getByText(person.email).first().waitFor();
  await germanScreen(page, 'admin-users');

  // Signed out, the sign-in page keeps the language last used on this device.
  await page.goto(`${suite.spora.url}/settings/account`);
  await page.getByRole('button', { name: /Greta/ }).click();
  await page.getByRole('menuitem', { name: de.common.userMenu.signOut }).click();
  await page.waitForURL(/\/sign-in$/);
  await page.getByRole('heading', { name: de.auth.signIn.title }).waitFor();
  await germanScreen(page, 'sign-in');

  // Back to the browser's language, which is English here.
  await page.getByLabel(de.auth.email).fill(person.email);
  await page.getByRole('textbox', { name: de.auth.password.label, exact: true }).fill(person.password);
  await page.getByRole('button', { name: de.auth.signIn.submit }).click();
  // Signed in once the sign-in page is left; going on before could reach settings without the session.
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await page.goto(`${suite.spora.url}/settings/account`);
  await page.getByRole('combobox', { name: de.settings.account.language.label }).click();
  await page
    .getByRole('option', { name: /English/ })
    .first()
    .click();
  await page.getByRole('heading', { name: en.settings.account.language.title, exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  // Signing out in the browser ended the session the API client shared, so the account is read directly.
  const stored = await suite.spora.platform.database.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', person.email)
    .executeTakeFirstOrThrow();
  expect(stored.language).toBeNull();
  await context.close();
});

it('a browser that asks for German gets German before signing in, and for an account that chose no language', async () => {
  const { page, context } = await anonymousPage(suite.browser, 'de-DE');
  await page.goto(`${suite.spora.url}/sign-in`);
  await page.getByRole('heading', { name: de.auth.signIn.title }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  await context.close();

  const person = await suite.spora.person({ name: 'Hans' });
  await suite.spora.agent(person, { name: 'Schreiber' });
  const signedIn = await signedInPage(suite.browser, suite.spora.url, person, { locale: 'de-DE' });
  await signedIn.page.goto(`${suite.spora.url}/settings/account`);
  await signedIn.page
    .getByRole('heading', { name: de.settings.account.language.title, exact: true })
    .waitFor();
  await expect
    .poll(() =>
      signedIn.page.getByRole('combobox', { name: de.settings.account.language.label }).inputValue(),
    )
    .toBe(de.settings.account.language.followBrowser.replace('{{language}}', 'Deutsch'));
  await signedIn.page.goto(`${suite.spora.url}/`);
  await signedIn.page.getByRole('heading', { name: 'Schreiber' }).waitFor();
  await germanScreen(signedIn.page, 'dashboard-from-browser');
  await signedIn.context.close();
});
