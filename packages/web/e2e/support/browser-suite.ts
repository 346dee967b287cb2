import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { expectNoConsoleErrors } from './console-errors.js';
import { SporaUnderTest } from './spora-under-test.js';

/** The Chromium and the Spora a browser test file runs against, once its set-up has run. */
export interface BrowserSuite {
  readonly browser: Browser;
  readonly spora: SporaUnderTest;
}

/**
 * The set-up browser test files share: one Chromium and one Spora per file, started side by side
 * before its tests and stopped after them. `start` starts Spora as the file needs it.
 */
export function openBrowserSuite(
  start: () => Promise<SporaUnderTest> = () => SporaUnderTest.start(),
): BrowserSuite {
  let browser: Browser | undefined;
  let spora: SporaUnderTest | undefined;
  beforeAll(async () => {
    [spora, browser] = await Promise.all([start(), launchBrowser()]);
  });
  // A page left open by a test that logged errors fails that test too.
  afterEach(() => expectNoConsoleErrors());
  afterAll(async () => {
    await browser?.close();
    await spora?.stop();
  });
  const started = <Value>(value: Value | undefined): Value => {
    if (value === undefined) throw new Error('The browser suite has not started: read it inside a test.');
    return value;
  };
  return {
    get browser() {
      return started(browser);
    },
    get spora() {
      return started(spora);
    },
  };
}
