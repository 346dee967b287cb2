import { describe, expect, it } from 'vitest';
import { openBrowserSuite } from './support/browser-suite.js';

const suite = openBrowserSuite();

// The server's content security policy is every page's: these pages must work under it.
describe('pages under the content security policy', () => {
  it.each([
    ['the web UI', '/', 'heading'],
    ['the API reference', '/api/docs/', '.swagger-ui .info'],
  ])('%s loads with no policy violation', async (_name, path, ready) => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${suite.spora.url}${path}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    if (ready === 'heading') await page.getByRole('heading').first().waitFor();
    else await page.locator(ready).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
