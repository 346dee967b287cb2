import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Person } from './spora-under-test.js';

export interface SignedInPage {
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * A fresh browser context signed in as the person (their API session's cookie taken over, which
 * is what signing in through the page leaves behind), with console errors collected.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  person: Person,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  const [name, ...value] = person.api.cookie.split('=');
  await context.addCookies([{ name: name ?? 'spora_session', value: value.join('='), url: baseUrl }]);
  const page = await context.newPage();
  return { context, page };
}

/** A fresh, signed-out browser context. */
export async function anonymousPage(browser: Browser): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}
