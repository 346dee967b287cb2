import { afterEach, describe, expect, it } from 'vitest';
import { declares, parseExposition, type Sample, sampleValue } from '../support/metrics-exposition.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const token = 'metrics-scraper-token-0123456789';

describe.each(testEngines)('GET /metrics on the main port, on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;

  afterEach(async () => {
    await api.dispose();
  });

  async function scrape(): Promise<{ text: string; samples: Sample[] }> {
    const response = await api.anonymous('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: response.body, samples: parseExposition(response.body) };
  }

  it('refuses a scrape without the token, or with another one, with 401 and a code', async () => {
    api = await openTaskApi(engine, llm, { metrics: { kind: 'token', token } });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-but-long-enough' },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${token}x` },
    ];
    for (const headers of attempts) {
      const response = await api.anonymous('GET', '/metrics', undefined, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: { code: 'METRICS_TOKEN_INVALID' } });
    }
    // A signed-in administrator's session is no token either.
    const admin = await api.signUp({ role: 'admin' });
    expect((await admin.request('GET', '/metrics')).statusCode).toBe(401);
  });

  it('is not served when metrics are off, and never falls through to the UI', async () => {
    api = await openTaskApi(engine, llm);
    const response = await api.anonymous('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('counts claims, steps, model requests, tool calls and decisions while a task runs', async () => {
    api = await openTaskApi(engine, llm, { metrics: { kind: 'token', token } });
    const alice: ApiUser = await api.signUp();
    const agent = await api.agentOf(alice.id);
    const { orchestrator } = api.platform;

    const before = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'spora_live_event_subscribers',
    ]) {
      expect(sampleValue(before.samples, name), name).toBeDefined();
    }
    expect(declares(before.text, 'spora_step_duration_seconds', 'histogram')).toBe(true);
    expect(sampleValue(before.samples, 'spora_task_claims_total')).toBe(0);
    expect(sampleValue(before.samples, 'spora_approvals_waiting')).toBe(0);
    expect(sampleValue(before.samples, 'spora_tasks', { status: 'PENDING_APPROVAL' })).toBe(0);
    expect(sampleValue(before.samples, 'spora_task_lease_expiries_total', { outcome: 'requeued' })).toBe(0);

    // Two tool calls run at once (one fails), then a third waits for approval.
    llm.enqueue(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'c_echo', name: 'echo', arguments: { text: 'hi' } },
          { id: 'c_boom', name: 'explode', arguments: {} },
        ],
      },
      {
        kind: 'tool_calls',
        calls: [{ id: 'c_delete', name: 'files', arguments: { action: 'delete', path: 'a' } }],
      },
      { kind: 'text', text: 'Done.' },
    );
    const taskId = (await orchestrator.start(agent.id, 'Tidy up.')).id;
    expect((await orchestrator.tick(taskId)).status).toBe('PENDING_APPROVAL');

    const paused = (await scrape()).samples;
    expect(sampleValue(paused, 'spora_task_claims_total')).toBe(1);
    expect(sampleValue(paused, 'spora_tasks', { status: 'PENDING_APPROVAL' })).toBe(1);
    expect(sampleValue(paused, 'spora_tasks', { status: 'QUEUED' })).toBe(0);
    expect(sampleValue(paused, 'spora_approvals_waiting')).toBe(1);
    expect(sampleValue(paused, 'spora_approval_oldest_wait_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(paused, 'spora_step_duration_seconds_count')).toBe(2);
    const model = { model: 'fake-model' };
    expect(
      sampleValue(paused, 'spora_llm_request_duration_seconds_count', { ...model, outcome: 'success' }),
    ).toBe(2);
    expect(sampleValue(paused, 'spora_llm_tokens_total', { ...model, direction: 'input' })).toBeGreaterThan(
      0,
    );
    expect(sampleValue(paused, 'spora_llm_tokens_total', { ...model, direction: 'output' })).toBeGreaterThan(
      0,
    );
    const echo = { tool: 'core/EchoTool' };
    expect(
      sampleValue(paused, 'spora_tool_call_duration_seconds_count', { ...echo, outcome: 'success' }),
    ).toBe(1);
    expect(sampleValue(paused, 'spora_tool_call_errors_total', echo)).toBeUndefined();
    const boom = { tool: 'core/ExplodingTool' };
    expect(sampleValue(paused, 'spora_tool_call_duration_seconds_count', { ...boom, outcome: 'error' })).toBe(
      1,
    );
    expect(sampleValue(paused, 'spora_tool_call_errors_total', boom)).toBe(1);

    const approved = await alice.request('POST', `/api/v1/tasks/${taskId}/approve`, {
      decisions: [{ provider_call_id: 'c_delete', decision: 'approve' }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orchestrator.tick(taskId)).status).toBe('COMPLETED');

    const done = (await scrape()).samples;
    expect(sampleValue(done, 'spora_task_claims_total')).toBe(2);
    expect(sampleValue(done, 'spora_approvals_waiting')).toBe(0);
    expect(sampleValue(done, 'spora_tasks', { status: 'PENDING_APPROVAL' })).toBe(0);
    expect(
      sampleValue(done, 'spora_approval_decision_seconds_count', { decision: 'approve', decider: 'person' }),
    ).toBe(1);
    expect(sampleValue(done, 'spora_step_duration_seconds_count')).toBe(3);
    const files = { tool: 'core/FilesTool', outcome: 'success' };
    expect(sampleValue(done, 'spora_tool_call_duration_seconds_count', files)).toBe(1);

    // A refused model request counts as an error of its model, by code.
    llm.enqueue({ kind: 'error', status: 400 });
    const failing = (await orchestrator.start(agent.id, 'Once more.')).id;
    expect((await orchestrator.tick(failing)).status).toBe('FAILED');
    const failed = (await scrape()).samples;
    expect(sampleValue(failed, 'spora_llm_request_errors_total', { ...model, code: 'BAD_REQUEST' })).toBe(1);
    expect(
      sampleValue(failed, 'spora_llm_request_duration_seconds_count', { ...model, outcome: 'error' }),
    ).toBe(1);
  });

  it('shows a task running while a scrape happens during its run', async () => {
    api = await openTaskApi(engine, llm, { metrics: { kind: 'token', token } });
    const alice = await api.signUp();
    const agent = await api.agentOf(alice.id);
    llm.enqueue(
      { kind: 'tool_calls', calls: [{ id: 'c_slow', name: 'slow', arguments: { ms: 1500 } }] },
      { kind: 'text', text: 'Done.' },
    );
    const taskId = (await api.platform.orchestrator.start(agent.id, 'Take your time.')).id;
    const running = api.platform.orchestrator.tick(taskId);
    let during: Sample[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      during = (await scrape()).samples;
      if (sampleValue(during, 'spora_tasks', { status: 'RUNNING' }) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sampleValue(during, 'spora_tasks', { status: 'RUNNING' })).toBe(1);
    expect(
      sampleValue(during, 'spora_task_oldest_age_seconds', { status: 'RUNNING' }),
    ).toBeGreaterThanOrEqual(0);
    expect((await running).status).toBe('COMPLETED');
    const after = (await scrape()).samples;
    expect(sampleValue(after, 'spora_tasks', { status: 'RUNNING' })).toBe(0);
    expect(sampleValue(after, 'spora_task_claims_total')).toBe(1);
    expect(
      sampleValue(after, 'spora_tool_call_duration_seconds_sum', {
        tool: 'core/SlowTool',
        outcome: 'success',
      }),
    ).toBeGreaterThanOrEqual(1.4);
  });

  it('counts lapsed leases, and the e-mails waiting in the outbox', async () => {
    api = await openTaskApi(engine, llm, { metrics: { kind: 'token', token } });
    const alice = await api.signUp();
    const agent = await api.agentOf(alice.id);
    const { orchestrator, database, email } = api.platform;
    const taskId = (await orchestrator.start(agent.id, 'Lost worker.')).id;
    // A worker that claimed the task and died: its lease lapsed a minute ago.
    await database.db
      .updateTable('tasks')
      .set({
        status: 'RUNNING',
        lease_owner: 'gone-worker',
        lease_expires_at: new Date(Date.now() - 60_000).toISOString(),
        claim_attempts: 1,
      })
      .where('id', '=', taskId)
      .execute();
    expect(sampleValue((await scrape()).samples, 'spora_tasks', { status: 'RUNNING' })).toBe(1);
    expect(await orchestrator.housekeeping.reapExpiredLeases(3)).toEqual({ requeued: 1, orphaned: 0 });
    const reaped = (await scrape()).samples;
    expect(sampleValue(reaped, 'spora_task_lease_expiries_total', { outcome: 'requeued' })).toBe(1);
    expect(sampleValue(reaped, 'spora_task_lease_expiries_total', { outcome: 'orphaned' })).toBe(0);
    expect(sampleValue(reaped, 'spora_tasks', { status: 'QUEUED' })).toBe(1);

    const mail = {
      userId: alice.id,
      template: 'test',
      subject: 'Hello',
      text: 'Hello.',
      html: '<p>Hello.</p>',
    };
    await email.outbox.queue(database.db, { ...mail, to: 'one@example.test' });
    await email.outbox.queue(database.db, { ...mail, to: 'two@example.test' });
    const queued = (await scrape()).samples;
    expect(sampleValue(queued, 'spora_email_queue_messages', { status: 'pending' })).toBe(2);
    expect(sampleValue(queued, 'spora_email_queue_messages', { status: 'failed' })).toBe(0);
    expect(sampleValue(queued, 'spora_email_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the live-event streams open in this process', async () => {
    api = await openTaskApi(engine, llm, { metrics: { kind: 'token', token } });
    const alice = await api.signUp();
    const opened = await api.platform.liveEvents.subscribe(alice.id, null);
    expect(sampleValue((await scrape()).samples, 'spora_live_event_subscribers')).toBe(1);
    opened.close();
    expect(sampleValue((await scrape()).samples, 'spora_live_event_subscribers')).toBe(0);
  });
});
