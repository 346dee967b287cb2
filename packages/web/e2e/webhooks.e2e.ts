import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { signedInPage } from './support/browser-session.js';
import { openBrowserSuite } from './support/browser-suite.js';
import { atRest, captureScreens, checkAccessibility } from './support/screens.js';

const suite = openBrowserSuite();
const run = promisify(execFile);

it('creates a webhook, shows its URL and secret once, and lists the delivery curl sends with the task it started', async () => {
  const { spora } = suite;
  const person = await spora.person({ name: 'Integrator' });
  const agentId = await spora.agent(person, { name: 'Front desk' });
  const { page, context } = await signedInPage(suite.browser, spora.url, person);

  await page.goto(`${spora.url}/agents/${agentId}/settings?section=webhooks`);
  await page.getByText('No webhooks yet.').waitFor();
  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await dialog.getByLabel('Name').fill('Contact form');
  await dialog.getByLabel('Instruction').fill('Answer this contact form message.');
  await atRest(page);
  await checkAccessibility(page, 'webhook-form');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'Webhook created' });
  const url = (await created.getByTestId('webhook-url').textContent()) ?? '';
  const secret = (await created.getByTestId('webhook-secret').textContent()) ?? '';
  expect(url).toMatch(/\/hooks\/[A-Za-z0-9_-]{40,}$/);
  expect(secret).toMatch(/^whsec_/);
  await created.getByText('Try it with curl').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'webhook-created');
  await captureScreens(page, 'webhook-created');
  await created.getByRole('button', { name: 'Done' }).click();
  await created.waitFor({ state: 'detached' });

  // Sent from outside, as the other system would: signed with curl and openssl, per docs/webhooks.md.
  spora.llm.enqueue({ kind: 'text', text: 'Thanks for writing; we will call you back today.' });
  const script = [
    `BODY='{"name":"Ada","message":"Please call me back."}'`,
    'TS=$(date +%s)',
    `SIG=$(printf '%s.%s' "$TS" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -hex | sed 's/^.* //')`,
    `curl -sS -X POST "$URL" -H 'content-type: application/json' -H "x-spora-timestamp: $TS" -H "x-spora-signature: sha256=$SIG" --data "$BODY"`,
  ].join('\n');
  const { stdout } = await run('bash', ['-c', script], { env: { ...process.env, URL: url, SECRET: secret } });
  const answer = JSON.parse(stdout) as { data: { task_id: number } };
  expect(answer.data.task_id).toBeGreaterThan(0);

  const card = page.getByRole('region', { name: 'Contact form' });
  const taskLink = card.getByRole('link', { name: `Task #${answer.data.task_id}` });
  await taskLink.waitFor({ timeout: 30_000 });
  await card.getByText('Task started').waitFor();
  await atRest(page);
  await checkAccessibility(page, 'webhook-deliveries');
  await captureScreens(page, 'webhook-deliveries');

  await taskLink.click();
  await page.waitForURL(`${spora.url}/tasks/${answer.data.task_id}`);
  await page
    .getByText('Thanks for writing; we will call you back today.')
    .first()
    .waitFor({ timeout: 30_000 });
  await context.close();
});
