import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { watchConsoleErrors } from './console-errors.js';

/** Debian's Chromium, or the one named by SPORA_CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = process.env.SPORA_CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it (apt-get install -y chromium) or set SPORA_CHROMIUM_PATH.`,
    );
  }
  return path;
}

/** Chromium, headless, with every page's console errors failing the test that caused them. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // No sandbox as root in CI; no background services, which would only reach for the network.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The UI follows the browser's language; tests read it in English unless they choose one.
      '--lang=en-US',
    ],
  });
  return watchConsoleErrors(browser);
}
