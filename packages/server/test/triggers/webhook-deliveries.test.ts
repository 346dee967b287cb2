/**
 * Inbound webhooks end to end over the HTTP app, on every engine: a signed delivery starts one
 * task with its template filled; a bad signature, a stale timestamp and a replay are refused and
 * start nothing; an idempotency key makes retries (also concurrent ones) start one task; the
 * caller can wait for the answer; the callback reaches a local receiver, signed; the rate limit
 * and the rotation grace hold; another user neither sees nor manages the hooks.
 */
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../src/network/index.js';
import { WebhookCallbacks } from '../../src/triggers/index.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { testEngines } from '../support/test-databases.js';
import { defaultSignature, openWebhookFixture, type WebhookFixture } from './webhook-fixture.js';

interface Accepted {
  data: {
    task_id: number;
    duplicate: boolean;
    status: string;
    final_response: string | null;
    task_url: string;
  };
}

describe.each(testEngines)('inbound webhooks on $name', (engine) => {
  const llm = sharedFakeLlm();
  let fixture: WebhookFixture;
  let receiver: LocalHttpServer | null = null;

  beforeEach(async () => {
    fixture = await openWebhookFixture(engine, llm);
  });

  afterEach(async () => {
    await receiver?.close();
    receiver = null;
    await fixture.dispose();
  });

  const templateHook = async (extra: Record<string, unknown> = {}) => {
    const template = await fixture.owner.request(
      'POST',
      `/api/v1/agents/${fixture.agentId}/prompt-templates`,
      {
        name: 'Ticket',
        body: 'Triage "{{title}}" from {{customer}} ({{priority:normal}}).',
        variables: [
          { name: 'title', description: null, default: null },
          { name: 'customer', description: null, default: null },
        ],
      },
    );
    const templateId = (template.json() as { data: { template: { id: number } } }).data.template.id;
    return fixture.create({
      name: 'Tickets',
      prompt_template_id: templateId,
      variable_paths: { customer: 'user.name' },
      ...extra,
    });
  };

  it('starts one task, as the owner, with the template filled from the signed payload', async () => {
    const hook = await templateHook();
    expect(hook.url).toMatch(/\/hooks\/[A-Za-z0-9_-]{40,}$/);
    expect(hook.secret).toMatch(/^whsec_/);
    const response = await fixture.deliver(hook, { title: 'Printer on fire', user: { name: 'Ada' } });
    expect(response.statusCode).toBe(202);
    const { data } = response.json() as Accepted;
    expect(data.task_url).toMatch(new RegExp(`/tasks/${data.task_id}$`));
    const tasks = await fixture.tasks();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.user_prompt).toBe('Triage "Printer on fire" from Ada (normal).');
    expect(tasks[0]?.user_id).toBe(fixture.owner.id);
    expect(JSON.parse(tasks[0]?.data ?? '{}').webhook).toMatchObject({ id: hook.id, name: 'Tickets' });

    const list = await fixture.owner.request('GET', `/api/v1/agents/${fixture.agentId}/webhooks`);
    const [listed] = (list.json() as { data: { webhooks: Record<string, unknown>[] } }).data.webhooks;
    expect(listed).not.toHaveProperty('secret');
    expect(listed?.last_delivery).toMatchObject({
      outcome: 'task_started',
      verified: true,
      task_id: data.task_id,
    });
  });

  it('refuses a bad signature, a stale timestamp and a replay, starting nothing for them', async () => {
    const hook = await templateHook();
    const payload = { title: 'T', user: { name: 'U' } };
    const forged = await fixture.deliver(hook, payload, { secret: 'whsec_not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    const unsigned = await fixture.deliver(hook, payload, { secret: null });
    expect(unsigned.json()).toMatchObject({ error: { code: 'WEBHOOK_TIMESTAMP_STALE' } });
    const stale = await fixture.deliver(hook, payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: { code: 'WEBHOOK_TIMESTAMP_STALE' } });
    expect(await fixture.tasks()).toHaveLength(0);

    const timestamp = Math.floor(Date.now() / 1000);
    expect((await fixture.deliver(hook, payload, { timestamp })).statusCode).toBe(202);
    const replay = await fixture.deliver(hook, payload, { timestamp });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: { code: 'WEBHOOK_REPLAYED' } });
    expect(await fixture.tasks()).toHaveLength(1);

    const deliveries = await fixture.owner.request(
      'GET',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/deliveries?per_page=10`,
    );
    const page = (
      deliveries.json() as { data: { deliveries: Record<string, unknown>[]; pagination: { total: number } } }
    ).data;
    expect(page.pagination.total).toBe(5);
    expect(page.deliveries.map((delivery) => delivery.refusal_code ?? delivery.outcome)).toEqual([
      'WEBHOOK_REPLAYED',
      'task_started',
      'WEBHOOK_TIMESTAMP_STALE',
      'WEBHOOK_TIMESTAMP_STALE',
      'WEBHOOK_SIGNATURE_INVALID',
    ]);
  });

  it('refuses a payload that leaves a required variable unfilled', async () => {
    const hook = await templateHook();
    const response = await fixture.deliver(hook, { user: { name: 'Ada' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'WEBHOOK_PAYLOAD_INVALID' } });
    expect(await fixture.tasks()).toHaveLength(0);
  });

  it('starts one task for deliveries that repeat an idempotency key, also when they arrive at once', async () => {
    const hook = await templateHook();
    const payload = { title: 'Retry me', user: { name: 'Bo' } };
    const first = await fixture.deliver(hook, payload, { headers: { 'idempotency-key': 'evt-1' } });
    const retry = await fixture.deliver(hook, payload, { headers: { 'idempotency-key': 'evt-1' } });
    expect(first.statusCode).toBe(202);
    expect(retry.statusCode).toBe(202);
    const firstData = (first.json() as Accepted).data;
    const retryData = (retry.json() as Accepted).data;
    expect(retryData.task_id).toBe(firstData.task_id);
    expect(retryData.duplicate).toBe(true);

    const timestamp = Math.floor(Date.now() / 1000);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        fixture.deliver(
          hook,
          { ...payload, title: 'Burst' },
          { timestamp, headers: { 'idempotency-key': 'evt-2' } },
        ),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set(burst.map((response) => (response.json() as Accepted).data.task_id));
    expect(ids.size).toBe(1);
    expect(await fixture.tasks()).toHaveLength(2);
  });

  it('waits for the final answer when asked, and sends it, signed, to the callback URL', async () => {
    receiver = await startLocalHttpServer((_request, response) => response.writeHead(204).end());
    const hook = await fixture.create({
      name: 'Builds',
      prompt_text: 'A build failed.',
      callback_url: `${receiver.origin}/done`,
    });
    llm.enqueue({ kind: 'text', text: 'The test suite broke.' });
    const body = JSON.stringify({ build: 42 });
    const response = await fixture.deliver(hook, body, { query: '?wait=20' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as Accepted;
    expect(data).toMatchObject({ status: 'COMPLETED', final_response: 'The test suite broke.' });
    expect((await fixture.tasks())[0]?.user_prompt).toBe(
      'A build failed.\n\n```json\n{\n  "build": 42\n}\n```',
    );

    for (let tries = 0; tries < 100 && receiver.requests.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [callback] = receiver.requests;
    expect(callback?.url).toBe('/done');
    expect(JSON.parse(callback?.body ?? '{}')).toMatchObject({
      webhook_id: hook.id,
      task_id: data.task_id,
      status: 'COMPLETED',
      final_response: 'The test suite broke.',
    });
    const timestamp = Number(callback?.headers['x-spora-timestamp']);
    expect(callback?.headers['x-spora-signature']).toBe(
      defaultSignature(hook.secret ?? '', timestamp, callback?.body ?? ''),
    );
    const deliveries = await fixture.owner.request(
      'GET',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/deliveries`,
    );
    for (let tries = 0; tries < 50; tries += 1) {
      const listed = await fixture.owner.request(
        'GET',
        `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/deliveries`,
      );
      if (JSON.stringify(listed.json()).includes('"callback_status":"delivered"')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the callback was not marked delivered: ${deliveries.body}`);
  });

  it('keeps a failed callback in the queue and sends it on a later pass, as a restarted server would', async () => {
    let answer = 500;
    receiver = await startLocalHttpServer((_request, response) => response.writeHead(answer).end());
    const hook = await fixture.create({ name: 'Flaky receiver', callback_url: `${receiver.origin}/hook` });
    llm.enqueue({ kind: 'text', text: 'Handled.' });
    const response = await fixture.deliver(hook, { event: 'deploy' }, { query: '?wait=20' });
    expect(response.statusCode).toBe(200);
    const { db } = fixture.api.platform.database;
    const delivery = () =>
      db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('webhook_id', '=', hook.id)
        .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await delivery()).callback_error, { timeout: 10_000 })
      .toBe('The receiver answered HTTP 500.');
    expect(await delivery()).toMatchObject({
      callback_status: 'pending',
      callback_error: 'The receiver answered HTTP 500.',
    });

    answer = 204;
    // A sender of a fresh process, a minute later: the queue is the table, so nothing was lost.
    const later = new WebhookCallbacks({
      db,
      fetch: createSafeFetch({ allowedRanges: ['127.0.0.0/8'] }),
      encryption: fixture.api.platform.encryption,
      logger: fixture.api.platform.logger,
      taskUrl: (taskId) => `http://spora.test/tasks/${taskId}`,
      clock: () => new Date(Date.now() + 60_000),
    });
    expect(await later.sendDue()).toBe(1);
    expect(await delivery()).toMatchObject({ callback_status: 'delivered', callback_attempts: 2 });
    expect(receiver.requests).toHaveLength(2);
    expect(JSON.parse(receiver.requests[1]?.body ?? '{}')).toMatchObject({ final_response: 'Handled.' });
  });

  it('limits deliveries per hook and minute', async () => {
    const hook = await fixture.create({ name: 'Busy', rate_limit_per_minute: 2, verify_signature: false });
    expect(hook.secret).toBeNull();
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await fixture.deliver(hook, { index }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 429]);
    expect(answers[2]?.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(answers[2]?.headers['retry-after']).toBeDefined();
    expect(await fixture.tasks()).toHaveLength(2);
  });

  it('accepts the replaced secret during the grace period after a rotation, and not without one', async () => {
    const hook = await fixture.create({
      name: 'Rotating',
      signature_algorithm: 'sha512',
      signature_encoding: 'base64',
      signature_prefix: '',
      timestamp_header: null,
    });
    const sign = (secret: string, body: string) => createHmac('sha512', secret).update(body).digest('base64');
    const send = (secret: string, index: number) => {
      const body = JSON.stringify({ index });
      return fixture.deliver(hook, body, {
        secret: null,
        headers: { 'x-spora-signature': sign(secret, body) },
      });
    };
    const old = hook.secret ?? '';
    expect((await send(old, 1)).statusCode).toBe(202);
    const rotated = await fixture.owner.request(
      'POST',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/rotate-secret`,
      { grace_seconds: 3600 },
    );
    const { data } = rotated.json() as {
      data: { secret: string; webhook: { previous_secret_expires_at: string } };
    };
    expect(data.secret).not.toBe(old);
    expect(Date.parse(data.webhook.previous_secret_expires_at)).toBeGreaterThan(Date.now());
    expect((await send(old, 2)).statusCode).toBe(202);
    expect((await send(data.secret, 3)).statusCode).toBe(202);

    const again = await fixture.owner.request(
      'POST',
      `/api/v1/agents/${fixture.agentId}/webhooks/${hook.id}/rotate-secret`,
      { grace_seconds: 0 },
    );
    const newest = (again.json() as { data: { secret: string } }).data.secret;
    expect((await send(data.secret, 4)).statusCode).toBe(401);
    expect((await send(newest, 5)).statusCode).toBe(202);
    expect(await fixture.tasks()).toHaveLength(4);
  });

  it('lets a teammate with configure access manage the hooks, and refuses one who may only use the agent', async () => {
    const teammate = await fixture.api.signUp();
    const admin = await fixture.api.signUp({ role: 'admin' });
    const team = await admin.request('POST', '/api/v1/teams', {
      name: `Ops ${Date.now()}`,
      description: null,
    });
    const teamId = (team.json() as { data: { team: { id: number } } }).data.team.id;
    for (const member of [fixture.owner, teammate]) {
      await admin.request('POST', `/api/v1/teams/${teamId}/members`, { email: member.email, role: 'member' });
    }
    const base = `/api/v1/agents/${fixture.agentId}/webhooks`;
    await fixture.owner.request('PUT', `/api/v1/agents/${fixture.agentId}/shares/${teamId}`, {
      access: 'use',
    });
    expect((await teammate.request('GET', base)).json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    await fixture.owner.request('PUT', `/api/v1/agents/${fixture.agentId}/shares/${teamId}`, {
      access: 'configure',
    });
    const created = await teammate.request('POST', base, {
      name: 'From the teammate',
      verify_signature: false,
    });
    expect(created.statusCode).toBe(201);
    const listed = await fixture.owner.request('GET', base);
    expect(
      (listed.json() as { data: { webhooks: { name: string }[] } }).data.webhooks.map((hook) => hook.name),
    ).toEqual(['From the teammate']);
  });

  it('refuses an oversized body and a malformed token in the error envelope, starting nothing', async () => {
    const hook = await fixture.create({ name: 'Small', verify_signature: false });
    const huge = await fixture.deliver(hook, { blob: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    const malformed = await fixture.api.anonymous('POST', '/hooks/not%20a%20token', '{}', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(422);
    expect(await fixture.tasks()).toHaveLength(0);
  });

  it("keeps another user's hands off the hooks, and refuses unknown or disabled URLs", async () => {
    const hook = await fixture.create({ name: 'Private', verify_signature: false });
    const mallory = await fixture.api.signUp();
    const base = `/api/v1/agents/${fixture.agentId}/webhooks`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['POST', base, { name: 'Mine now' }],
      ['PATCH', `${base}/${hook.id}`, { enabled: false }],
      ['POST', `${base}/${hook.id}/rotate-secret`, {}],
      ['GET', `${base}/${hook.id}/deliveries`, undefined],
      ['DELETE', `${base}/${hook.id}`, undefined],
    ] as const) {
      const response = await mallory.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const unknown = await fixture.api.anonymous('POST', `/hooks/${'x'.repeat(43)}`, '{}', {
      'content-type': 'application/json',
    });
    expect(unknown.statusCode).toBe(404);
    await fixture.owner.request('PATCH', `${base}/${hook.id}`, { enabled: false });
    const disabled = await fixture.deliver(hook, {});
    expect(disabled.json()).toMatchObject({ error: { code: 'WEBHOOK_DISABLED' } });
    expect(await fixture.tasks()).toHaveLength(0);
  });
});
