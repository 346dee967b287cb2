import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Person } from './spora-under-test.js';

export interface SignedInPage {
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * How the page hears about changes: through the live event stream, or with `/events` refused
 * throughout, so that it can only poll (a proxy that drops streaming responses, for example).
 */
export type EventDelivery = 'stream' | 'blocked';

export const eventDeliveries: readonly { readonly events: EventDelivery; readonly label: string }[] = [
  { events: 'stream', label: 'live event stream' },
  { events: 'blocked', label: 'event stream blocked, polling' },
];

/**
 * A fresh browser context signed in as the person (their API session's cookie taken over, which
 * is what signing in through the page leaves behind).
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  person: Person,
  options: { viewport?: { width: number; height: number }; events?: EventDelivery; locale?: string } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-US',
  });
  if (options.events === 'blocked') {
    await context.route('**/api/v1/events**', (route) => route.abort('connectionrefused'));
  }
  const [name, ...value] = person.api.cookie.split('=');
  await context.addCookies([{ name: name ?? 'spora_session', value: value.join('='), url: baseUrl }]);
  const page = await context.newPage();
  return { context, page };
}

/** A fresh, signed-out browser context, whose browser asks for `locale` (American English by default). */
export async function anonymousPage(browser: Browser, locale = 'en-US'): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  return { context, page: await context.newPage() };
}

/**
 * Opens `url` and waits until the app's live event stream has answered: from then on the owner is
 * watching, so model answers stream (a turn that began before anyone watched is requested whole).
 */
export async function openWatching(page: Page, url: string): Promise<void> {
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/v1/events'));
  await page.goto(url);
  await streamOpen;
}
