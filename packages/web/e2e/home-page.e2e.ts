import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/src/runtime/index.js';
import { testEngines } from '../../server/test/support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../../server/test/support/test-platform.js';
import { launchBrowser } from './support/browser.js';

describe('home page in a browser', () => {
  let test: TestPlatform;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const sqlite = testEngines.find((engine) => engine.name === 'sqlite');
    if (!sqlite) throw new Error('SQLite engine missing');
    test = await openTestPlatform(sqlite);
    server = await startServer(test.platform);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await test?.dispose();
  });

  it('loads from the same port as the API and shows the live health status', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await expect.poll(() => page.textContent('#health')).toBe('ok (database ok)');
    expect(await page.title()).toBe('Spora');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/home-page.png' });
  });
});
