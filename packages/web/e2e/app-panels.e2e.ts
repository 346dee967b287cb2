import { sql } from 'kysely';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { expectConsoleError } from './support/console-errors.js';
import { captureScreens, checkAccessibility } from './support/screens.js';
import { bundledPluginsDir, type Person, SporaUnderTest } from './support/spora-under-test.js';

const suite = openBrowserSuite(() => SporaUnderTest.start({ pluginsDir: bundledPluginsDir }));

/** A memory of the person's, as the memory tools would have saved it (`agentId` null: a global one). */
async function remember(person: Person, agentId: number | null, name: string, content: string) {
  const { user } = await person.api.get<{ user: { id: number } }>('/auth/me');
  const now = new Date().toISOString();
  await sql`insert into memories (user_id, agent_id, name, summary, content, sort_order, created_at, updated_at)
    values (${user.id}, ${agentId}, ${name}, ${null}, ${content}, ${0}, ${now}, ${now})`.execute(
    suite.spora.platform.database.db,
  );
}

async function panelFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/app-frames/memories/browse')))
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().includes('/app-frames/memories/browse'));
  if (frame === undefined) throw new Error('no panel frame');
  return frame;
}

describe('plugin panels in the browser', () => {
  it('mounts the memories panel in a sandboxed frame that lists and deletes memories through the bridge', async () => {
    const person = await suite.spora.person({ name: 'Rememberer' });
    const agentId = await suite.spora.agent(person, { name: 'Diarist' });
    await remember(person, agentId, 'tea', 'Likes green tea, no sugar.');
    await remember(person, null, 'city', 'Lives in Lyon.');
    const stranger = await suite.spora.person({ name: 'Stranger' });
    await remember(stranger, null, 'secret', 'Not yours to see.');

    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/`);
    await page.getByRole('navigation', { name: 'Apps' }).getByRole('link', { name: 'Memories' }).click();
    await page.waitForURL(`${suite.spora.url}/apps/memories/browse`);
    const iframe = page.locator('iframe[title="Memories"]');
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts');
    const panel = page.frameLocator('iframe[title="Memories"]');
    await panel.getByRole('region', { name: 'Diarist' }).getByText('Likes green tea, no sugar.').waitFor();
    await panel
      .getByRole('region', { name: 'Shared by all your agents' })
      .getByText('Lives in Lyon.')
      .waitFor();
    expect(await panel.getByText('Not yours to see.').count()).toBe(0);
    await page.mouse.move(0, 0);
    await checkAccessibility(page, 'app-panel');
    await captureScreens(page, 'app-panel');
    // After the screenshots' viewport changes, headless Chromium delivers no mouse input to the
    // out-of-process frame until the page is loaded again; a person's browser never resizes so.
    await page.reload();
    await panel.getByRole('region', { name: 'Diarist' }).getByText('Likes green tea, no sugar.').waitFor();

    await panel.getByRole('button', { name: 'Delete tea' }).click();
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByText('Deleted tea.').waitFor();
    expect(await panel.getByText('Likes green tea, no sugar.').count()).toBe(0);
    const left = await person.api.get<{ memories: { name: string }[] }>('/plugins/memories/memories');
    expect(left.memories.map((memory) => memory.name)).toEqual(['city']);
    await context.close();
  });

  it('keeps the session out of the panel: no cookie, no parent, no direct API, no route outside the whitelist', async () => {
    const person = await suite.spora.person({ name: 'Careful' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    // The panel tries to reach the API directly, to show that the sandbox's policy blocks it.
    expectConsoleError(context, {
      why: 'The panel’s direct API request is blocked by its content security policy, which is what this test checks.',
      matches: (message) =>
        message.text() ===
          `Connecting to '${new URL('/api/v1/auth/me', suite.spora.url)}' violates the following Content Security Policy directive: "connect-src 'none'". The action has been blocked.` ||
        message.text() ===
          `Fetch API cannot load ${new URL('/api/v1/auth/me', suite.spora.url)}. Refused to connect because it violates the document's Content Security Policy.`,
    });
    await page.goto(`${suite.spora.url}/apps/memories/browse`);
    await page.frameLocator('iframe[title="Memories"]').getByText('What your agents remember').waitFor();
    const frame = await panelFrame(page);
    const blocked = (action: () => unknown) =>
      frame.evaluate(
        `(() => { try { return String((${action.toString()})()); } catch (error) { return 'blocked: ' + error.name; } })()`,
      );
    expect(await blocked(() => document.cookie)).toBe('blocked: SecurityError');
    expect(await blocked(() => window.parent.document.cookie)).toBe('blocked: SecurityError');
    expect(await blocked(() => window.localStorage.length)).toBe('blocked: SecurityError');
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    expect(
      await frame.evaluate(async () => {
        try {
          const response = await fetch('/api/v1/auth/me', { credentials: 'include' });
          return `answered ${response.status}`;
        } catch (error) {
          return `blocked: ${(error as Error).name}`;
        }
      }),
    ).toBe('blocked: TypeError');

    const ask = (request: { method: string; path: string; body?: unknown }) =>
      frame.evaluate(
        (request) =>
          new Promise((resolve) => {
            const id = 1000 + Math.floor(Math.random() * 1000);
            window.addEventListener('message', (event) => {
              if (event.data?.type === 'spora:response' && event.data.id === id)
                resolve(event.data.ok ? 'allowed' : event.data.error.code);
            });
            window.parent.postMessage({ type: 'spora:request', id, ...request }, location.origin);
          }),
        request,
      );
    expect(await ask({ method: 'GET', path: '/api/v1/auth/me' })).toBe('BRIDGE_FORBIDDEN');
    expect(await ask({ method: 'GET', path: '/api/v1/users' })).toBe('BRIDGE_FORBIDDEN');
    expect(await ask({ method: 'POST', path: '/api/v1/auth/tokens', body: { name: 'x' } })).toBe(
      'BRIDGE_FORBIDDEN',
    );
    expect(await ask({ method: 'GET', path: '/api/v1/plugins/memories/../../auth/me' })).toBe(
      'BRIDGE_FORBIDDEN',
    );
    expect(await ask({ method: 'GET', path: '/api/v1/plugins/memories/%2e%2e/%2e%2e/auth/me' })).toBe(
      'BRIDGE_FORBIDDEN',
    );
    expect(await ask({ method: 'GET', path: '/api/v1/plugins/other/things' })).toBe('BRIDGE_FORBIDDEN');
    expect(await ask({ method: 'DELETE', path: '/api/v1/agents/1' })).toBe('BRIDGE_FORBIDDEN');
    expect(await ask({ method: 'GET', path: '/api/v1/agents', body: { x: 1 } })).toBe('BRIDGE_INVALID');
    expect(await ask({ method: 'GET', path: '/api/v1/plugins/memories/memories' })).toBe('allowed');
    expect(await ask({ method: 'GET', path: '/api/v1/agents' })).toBe('allowed');
    await context.close();
  });

  it('shows "Unknown app" for a wrong plugin or panel', async () => {
    const person = await suite.spora.person({ name: 'Lost' });
    const { page, context } = await signedInPage(suite.browser, suite.spora.url, person);
    await page.goto(`${suite.spora.url}/apps/memories/nope`);
    await page.getByRole('heading', { name: 'Unknown app' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await checkAccessibility(page, 'app-unknown');
    await captureScreens(page, 'app-unknown');
    await page.goto(`${suite.spora.url}/apps/nobody/browse`);
    await page.getByRole('heading', { name: 'Unknown app' }).waitFor();
    await context.close();
  });
});
