import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { signedInPage } from './support/browser-session.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';
import { SporaUnderTest } from './support/spora-under-test.js';

const fixtureScript = fileURLToPath(
  new URL('../../server/test/fixtures/mcp/fixture-server.mjs', import.meta.url),
);
const oauthFixtureScript = fileURLToPath(
  new URL('../../server/test/fixtures/mcp/oauth-fixture-server.mjs', import.meta.url),
);

let browser: Browser;
let spora: SporaUnderTest;
let fixture: ChildProcess;
let fixtureUrl: string;

/** Starts an SDK-built fixture MCP server and answers the port it printed. */
function spawnFixture(args: readonly string[]): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, [...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
  return { child, port };
}

/** The fixture over streamable HTTP, on a free port. */
async function startFixture(): Promise<void> {
  const started = spawnFixture([fixtureScript, 'http', '0']);
  fixture = started.child;
  fixtureUrl = `http://127.0.0.1:${await started.port}/mcp`;
}

/** A port nothing listens on now, so Spora can be started at a public address known beforehand. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  spora = await SporaUnderTest.start();
  await startFixture();
});

afterAll(async () => {
  await browser?.close();
  await spora?.stop();
  fixture?.kill();
});

async function screens(page: Page, name: string) {
  await atRest(page);
  await checkAccessibility(page, name);
  await captureScreens(page, name);
}

describe('MCP servers', () => {
  it('registers a server in the settings, shows its tools, and offers them on an agent', async () => {
    const person = await spora.person({ name: 'Grace' });
    const { page, context } = await signedInPage(browser, spora.url, person);
    await page.goto(`${spora.url}/settings/mcp-servers`);
    await page.getByRole('heading', { name: 'No MCP servers yet' }).waitFor();
    await screens(page, 'mcp-servers-empty');

    await page.getByRole('button', { name: 'Add MCP server' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an MCP server' });
    await dialog.getByRole('button', { name: 'Add server' }).click();
    await dialog.getByText('Give the server a name.').waitFor();
    await dialog.getByText('Enter an http:// or https:// address.').waitFor();
    await dialog.getByLabel('Name').fill('Team wiki');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('team-wiki');
    await dialog.getByLabel('Address').fill(fixtureUrl);
    await dialog.getByLabel('Headers').fill('X-Team: blue');
    await screens(page, 'mcp-server-form');
    await dialog.getByRole('button', { name: 'Add server' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Team wiki' }) });
    const tools = card.getByRole('list', { name: 'Tools of Team wiki' });
    await tools.getByText('mcp-team-wiki:echo').waitFor();
    expect(await tools.getByRole('listitem').count()).toBe(5);
    await screens(page, 'mcp-servers-list');

    await card.getByRole('button', { name: 'Test connection of Team wiki' }).click();
    await page.getByText('“Team wiki” answered with 5 tools.').waitFor();

    const agent = await person.api.post<{ agent: { id: number } }>('/agents', { name: 'Wiki helper' });
    await page.goto(`${spora.url}/agents/${agent.agent.id}/settings?section=tools`);
    const tile = page.getByRole('article', { name: 'Echo' });
    await tile.waitFor();
    await tile.getByRole('switch', { name: 'Enable Echo' }).click({ force: true });
    await expect
      .poll(async () => {
        const statuses = await person.api.get<{ statuses: { tool_class: string; is_enabled: boolean }[] }>(
          `/agents/${agent.agent.id}/tools/status`,
        );
        return statuses.statuses.find((status) => status.tool_class === 'mcp-team-wiki/echo')?.is_enabled;
      })
      .toBe(true);
    await screens(page, 'mcp-tools-on-agent');
    await context.close();
  });

  it('connects a person’s own account to an OAuth server in the browser, and a run waiting for it goes on', async () => {
    const oauth = spawnFixture([oauthFixtureScript, '0']);
    const port = await freePort();
    // The authorization server sends the browser back to Spora's public address, so it must be known.
    const secured = await SporaUnderTest.start({ port, publicUrl: `http://127.0.0.1:${port}` });
    try {
      const person = await secured.person({ name: 'Ines' });
      await person.api.post('/mcp-servers', {
        slug: 'secure-wiki',
        name: 'Secure wiki',
        transport: 'http',
        url: `http://localhost:${await oauth.port}/mcp`,
        auth: 'oauth',
      });
      const { page, context } = await signedInPage(browser, secured.url, person);
      await page.goto(`${secured.url}/settings/mcp-servers?connect=1`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Secure wiki' }) });
      await card.getByText('Not connected').waitFor();
      await page.getByText('Connect your account to “Secure wiki”').waitFor();
      await screens(page, 'mcp-server-oauth-not-connected');
      await card.getByRole('button', { name: 'Connect account to Secure wiki' }).click();
      await page.waitForURL(/\/settings\/mcp-servers$/);
      await card.getByText('Connected', { exact: true }).waitFor();
      await card.getByText('mcp-secure-wiki:echo').waitFor();
      await screens(page, 'mcp-server-oauth-connected');

      // A run that needs the account while it is not connected waits, says so, and carries on
      // by itself once the person connects again.
      const serverId = (
        await person.api.get<{ servers: { id: number; slug: string }[] }>('/mcp-servers')
      ).servers.find((server) => server.slug === 'secure-wiki')?.id;
      const agentId = await secured.agent(person, { name: 'Wiki reader' });
      await person.api.post(`/agents/${agentId}/tools/mcp-secure-wiki:echo/enable`);
      await person.api.request('PATCH', `/agents/${agentId}/tools/mcp-secure-wiki:echo/operations/call`, {
        requires_approval: false,
      });
      await person.api.request('DELETE', `/mcp-servers/${serverId}/connection`);
      secured.llm.enqueue({
        kind: 'tool_calls',
        calls: [{ name: 'mcp-secure-wiki:echo', arguments: { text: 'hi' } }],
      });
      secured.llm.enqueue({ kind: 'text', text: 'The wiki answered.' });
      const { task } = await person.api.post<{ task: { id: number } }>('/tasks', {
        agent_id: agentId,
        prompt: 'Ask the wiki.',
      });
      const statusOf = async () =>
        (await person.api.get<{ task: { status: string } }>(`/tasks/${task.id}`)).task.status;
      await expect.poll(statusOf, { timeout: 30_000 }).toBe('AWAITING_CONNECTION');
      await page.goto(`${secured.url}/tasks/${task.id}`);
      const banner = page.getByTestId('awaiting-connection-banner');
      await banner.getByText('Waiting for you to connect your account').waitFor();
      await screens(page, 'task-awaiting-connection');
      await banner.getByRole('link', { name: 'Connect on the MCP servers page' }).click();
      await page.waitForURL(/\/settings\/mcp-servers$/);
      await card.getByRole('button', { name: 'Connect account to Secure wiki' }).click();
      await card.getByText('Connected', { exact: true }).waitFor();
      await expect.poll(statusOf, { timeout: 30_000 }).toBe('COMPLETED');
      await context.close();
    } finally {
      await secured.stop();
      oauth.child.kill();
    }
  });
});
