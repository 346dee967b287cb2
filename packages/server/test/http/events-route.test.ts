import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSettled } from '../../src/orchestrator/index.js';
import { SecurityPolicies } from '../../src/security-log/index.js';
import { createAgent, createLlmConfiguration } from '../support/seed.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openSse, type SseMessage } from '../support/sse-client.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { testToolNames } from '../support/test-orchestrator.js';
import { testToolClasses } from '../support/test-tools.js';

const json = (message: SseMessage) => JSON.parse(message.data);
const statusIs = (taskId: number, status: string) => (message: SseMessage) =>
  message.event === 'task_status' && json(message).task.id === taskId && json(message).task.status === status;

describe.each(testEngines)('live events over HTTP on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TestApi;
  let origin: string;

  beforeEach(async () => {
    api = await openTestApi(engine, {}, { liveEvents: { heartbeatMs: 100 } });
    for (const ToolClass of testToolClasses) api.platform.tools.register({ kind: 'core' }, ToolClass);
    await createLlmConfiguration(api.platform.database.db, {
      driverClass: 'core/OpenAiCompatibleDriver',
      settings: { base_url: llm.openaiBaseUrl, api_key: 'test-key', model: 'fake-model' },
    });
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    await api.platform.startWorker();
  });

  afterEach(async () => {
    // After a client aborts a stream, fetch opens a fresh connection that never sends a request;
    // the server would wait for it until its headers timeout, so the test closes it.
    const disposed = api.dispose();
    api.app.server.closeAllConnections();
    await disposed;
  });

  const eventsUrl = (query = '') => `${origin}/api/v1/events${query}`;
  const agentOf = (userId: number) => createAgent(api.platform.database.db, userId, { tools: testToolNames });
  const settled = async (taskId: number) => {
    while (!isSettled((await api.platform.orchestrator.getTask(taskId)).status)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('streams a task as it runs: status, history, text as it arrives, the pause and the notifications', async () => {
    const user = await api.signUp();
    const agent = await agentOf(user.id);
    const stream = await openSse(eventsUrl(), { cookie: user.cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');

      // Chunks farther apart than PostgreSQL's batching of text, so it arrives in pieces there too.
      llm.enqueue({ kind: 'text', text: 'Hello there, streaming world.', chunkDelayMs: 40 });
      const task = await api.platform.orchestrator.start(agent.id, 'Say hello');
      await stream.waitFor(statusIs(task.id, 'COMPLETED'));
      const notification = await stream.waitFor((message) => message.event === 'notification');
      expect(json(notification).notification).toMatchObject({
        type: 'task_completed',
        task_id: task.id,
        body: 'Hello there, streaming world.',
        data: { task_id: task.id, agent_id: agent.id },
      });

      const ofTask = stream.received.filter((message) => message.event !== 'text_delta');
      expect(
        ofTask
          .filter((message) => message.event === 'task_status')
          .map((message) => json(message).task.status),
      ).toEqual(['QUEUED', 'RUNNING', 'COMPLETED']);
      // Durable events carry consecutive ids from the user's log.
      const ids = ofTask.map((message) => Number(message.id));
      expect(ids).toEqual(ids.map((_, index) => (ids[0] ?? 0) + index));

      const deltas = stream.received.filter((message) => message.event === 'text_delta');
      expect(deltas.length).toBeGreaterThan(1);
      // The text comes after what happened before it (the run began) …
      expect(stream.received.indexOf(deltas[0] as SseMessage)).toBeGreaterThan(
        stream.received.findIndex(statusIs(task.id, 'RUNNING')),
      );
      expect(deltas.every((message) => message.id === null && json(message).task_id === task.id)).toBe(true);
      expect(deltas.map((message) => json(message).text).join('')).toBe('Hello there, streaming world.');
      // … and before the row that holds it.
      const answerRow = stream.received.findIndex(
        (message) =>
          message.event === 'task_history' &&
          json(message).rows.some((row: { role: string }) => row.role === 'assistant'),
      );
      expect(answerRow).toBeGreaterThan(stream.received.indexOf(deltas.at(-1) as SseMessage));
      expect(json(stream.received[answerRow] as SseMessage).rows[0]).toMatchObject({
        role: 'assistant',
        content: 'Hello there, streaming world.',
      });

      const from = stream.received.length;
      llm.enqueue({
        kind: 'tool_calls',
        calls: [{ id: 'call_delete', name: 'files', arguments: { action: 'delete', path: '/tmp/old' } }],
      });
      const paused = await api.platform.orchestrator.start(agent.id, 'Clean up');
      const pending = await stream.waitFor((message) => message.event === 'pending_approval', { from });
      expect(json(pending)).toEqual({
        task_id: paused.id,
        pending_calls: [
          {
            provider_call_id: 'call_delete',
            tool_name: 'files',
            arguments: { action: 'delete', path: '/tmp/old' },
          },
        ],
      });
      const calls = await stream.waitFor((message) => message.event === 'tool_calls', { from });
      expect(json(calls).tool_calls).toMatchObject([
        { provider_call_id: 'call_delete', status: 'PENDING_APPROVAL', requires_approval: true },
      ]);
      await stream.waitFor(statusIs(paused.id, 'PENDING_APPROVAL'), { from });
      const asked = await stream.waitFor(
        (message) =>
          message.event === 'notification' && json(message).notification.type === 'pending_approval',
        { from },
      );
      expect(json(asked).notification).toMatchObject({ task_id: paused.id, read_at: null });
    } finally {
      stream.close();
    }
  });

  it('shows each user only their own events', async () => {
    const ada = await api.signUp();
    const bob = await api.signUp();
    const adaStream = await openSse(eventsUrl(), { cookie: ada.cookie });
    const bobStream = await openSse(eventsUrl(), { cookie: bob.cookie });
    try {
      llm.enqueue({ kind: 'text', text: 'For Ada only.' }, { kind: 'text', text: 'For Bob only.' });
      const adaTask = await api.platform.orchestrator.start((await agentOf(ada.id)).id, 'Ada asks');
      await adaStream.waitFor(statusIs(adaTask.id, 'COMPLETED'));
      const bobTask = await api.platform.orchestrator.start((await agentOf(bob.id)).id, 'Bob asks');
      await bobStream.waitFor(statusIs(bobTask.id, 'COMPLETED'));
      await adaStream.waitForComments(2);
      const taskIds = (stream: typeof adaStream) =>
        new Set(
          stream.received.map((message) => json(message).task_id ?? json(message).notification?.task_id),
        );
      expect([...taskIds(adaStream)]).toEqual([adaTask.id]);
      expect([...taskIds(bobStream)]).toEqual([bobTask.id]);
    } finally {
      adaStream.close();
      bobStream.close();
    }
  });

  it('replays what a client missed after Last-Event-ID, or after last_event_id in the query', async () => {
    const user = await api.signUp();
    const agent = await agentOf(user.id);
    llm.enqueue({ kind: 'text', text: 'First.' }, { kind: 'text', text: 'Second.' });
    const first = await api.platform.orchestrator.start(agent.id, 'One');
    await settled(first.id);
    const live = await openSse(eventsUrl(), { cookie: user.cookie });
    let seen: SseMessage[];
    try {
      const second = await api.platform.orchestrator.start(agent.id, 'Two');
      await live.waitFor(
        (message) => message.event === 'notification' && json(message).notification.task_id === second.id,
      );
      seen = live.received.filter((message) => message.id !== null);
    } finally {
      live.close();
    }
    // A stream starts from now: the first task, finished before it opened, is not in it.
    expect(seen.map((message) => json(message).task_id ?? json(message).notification.task_id)).not.toContain(
      first.id,
    );
    const cut = seen.length - 3;
    const resumeAfter = seen[cut - 1]?.id as string;
    for (const resume of [
      () => openSse(eventsUrl(), { cookie: user.cookie, 'last-event-id': resumeAfter }),
      () => openSse(eventsUrl(`?last_event_id=${resumeAfter}`), { cookie: user.cookie }),
    ]) {
      const replay = await resume();
      try {
        await replay.waitFor((message) => message.id === seen.at(-1)?.id);
        expect(replay.received).toEqual(seen.slice(cut));
      } finally {
        replay.close();
      }
    }
  });

  it('tells only the owner of a deleted task, never for a refused deletion, and replays it', async () => {
    const ada = await api.signUp();
    const bob = await api.signUp();
    llm.enqueue({ kind: 'text', text: 'Done.' });
    const task = await api.platform.orchestrator.start((await agentOf(ada.id)).id, 'Go');
    await settled(task.id);
    const adaStream = await openSse(eventsUrl(), { cookie: ada.cookie });
    const bobStream = await openSse(eventsUrl(), { cookie: bob.cookie });
    try {
      const refused = await bob.request('DELETE', `/api/v1/tasks/${task.id}`);
      expect(refused.statusCode).toBe(404);
      const deleted = await ada.request('DELETE', `/api/v1/tasks/${task.id}`);
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      const event = await adaStream.waitFor((message) => message.event === 'task_deleted');
      expect(json(event)).toEqual({ task_id: task.id, deleted_task_ids: [task.id] });
      expect(adaStream.received).toEqual([event]);
      await bobStream.waitForComments(2);
      expect(bobStream.received).toEqual([]);

      const replay = await openSse(eventsUrl(), {
        cookie: ada.cookie,
        'last-event-id': String(Number(event.id) - 1),
      });
      try {
        expect(await replay.waitFor(() => true)).toEqual(event);
      } finally {
        replay.close();
      }
    } finally {
      adaStream.close();
      bobStream.close();
    }
  });

  it('tells a client to reload when what it missed is no longer in the log', async () => {
    const user = await api.signUp();
    llm.enqueue({ kind: 'text', text: 'Done.' });
    await settled((await api.platform.orchestrator.start((await agentOf(user.id)).id, 'Go')).id);
    const { last_event_sequence: head } = await api.platform.database.db
      .selectFrom('users')
      .select('last_event_sequence')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await api.platform.liveEvents.prune(Date.now() + 25 * 3600_000);

    for (const [lastEventId, reason] of [
      [1, 'expired'],
      [head + 5, 'unknown'],
    ] as const) {
      const stream = await openSse(eventsUrl(), {
        cookie: user.cookie,
        'last-event-id': String(lastEventId),
      });
      try {
        const reset = await stream.waitFor((message) => message.event === 'reset');
        expect(reset.id).toBe(String(head));
        expect(json(reset)).toEqual({ reason, last_event_id: head });
      } finally {
        stream.close();
      }
    }
  });

  it('sends heartbeats, takes an API token, and refuses strangers', async () => {
    const user = await api.signUp();
    const token = await api.platform.apiTokens.create(user.id, { name: 'script', expiresAt: null });
    const stream = await openSse(eventsUrl(), { authorization: `Bearer ${token.secret}` });
    try {
      expect(stream.status).toBe(200);
      await stream.waitForComments(2);
      expect(stream.comments).toContain('heartbeat');
    } finally {
      stream.close();
    }
    const stranger = await fetch(eventsUrl());
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    const invalid = await fetch(eventsUrl(), { headers: { cookie: user.cookie, 'last-event-id': 'abc' } });
    expect(invalid.status).toBe(422);
  });

  it('ends a stream within a heartbeat of its credential ending, and refuses its reconnection', async () => {
    const user = await api.signUp();
    const other = await api.signIn(user.email, user.password);
    const bySession = await openSse(eventsUrl(), { cookie: user.cookie });
    const byOtherSession = await openSse(eventsUrl(), { cookie: other.cookie });
    const token = await api.platform.apiTokens.create(user.id, { name: 'script', expiresAt: null });
    const byToken = await openSse(eventsUrl(), { authorization: `Bearer ${token.secret}` });
    try {
      await Promise.all([bySession, byOtherSession, byToken].map((stream) => stream.waitForComments(2)));
      expect((await user.request('POST', '/api/v1/auth/logout')).statusCode).toBe(204);
      await bySession.ended;
      // Signing out ends that session's stream only; the other session's still runs.
      const commentsBefore = byOtherSession.comments.length;
      await byOtherSession.waitForComments(commentsBefore + 2);
      expect((await fetch(eventsUrl(), { headers: { cookie: user.cookie } })).status).toBe(401);

      await api.platform.apiTokens.revoke(user.id, token.token.id);
      await byToken.ended;

      await api.platform.database.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', user.id)
        .execute();
      await byOtherSession.ended;
    } finally {
      for (const stream of [bySession, byOtherSession, byToken]) stream.close();
    }
  });

  it('ends the streams of users the two-factor policy now asks to enrol, and refuses them until they do', async () => {
    const unenrolled = await api.signUp();
    const enrolled = await api.signUp();
    const { db } = api.platform.database;
    const now = new Date().toISOString();
    await db
      .insertInto('totp_factors')
      .values({ user_id: enrolled.id, secret: 'sealed', confirmed_at: now, created_at: now, updated_at: now })
      .execute();
    const streams = await Promise.all([
      openSse(eventsUrl(), { cookie: unenrolled.cookie }),
      openSse(eventsUrl(), { cookie: enrolled.cookie }),
    ]);
    const [unenrolledStream, enrolledStream] = streams;
    try {
      await Promise.all(streams.map((stream) => stream.waitForComments(2)));
      await new SecurityPolicies(db).set({
        ...(await new SecurityPolicies(db).get()),
        twoFactorRequired: 'everyone',
      });
      await unenrolledStream.ended;
      const commentsBefore = enrolledStream.comments.length;
      await enrolledStream.waitForComments(commentsBefore + 2);
      const refused = await fetch(eventsUrl(), { headers: { cookie: unenrolled.cookie } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TWO_FACTOR_REQUIRED');

      // Removing the factor puts the enrolled user in the same place.
      await db.deleteFrom('totp_factors').where('user_id', '=', enrolled.id).execute();
      await enrolledStream.ended;
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends open streams when the server closes', async () => {
    const user = await api.signUp();
    const open = await openSse(eventsUrl(), { cookie: user.cookie });
    await open.waitForComments(1);
    await api.app.close();
    await open.ended;
  });
});
