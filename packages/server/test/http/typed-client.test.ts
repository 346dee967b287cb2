/**
 * @spora/client against a real listening server: typed REST calls with a personal API token, and
 * the live-event stream read through it.
 */
import { createSporaClient, type LiveEvent, readLiveEvents } from '@spora/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const sqlite = testEngines[0];

describe('the generated API client', () => {
  let api: TestApi;
  let origin: string;
  let user: ApiUser;
  let token: string;

  beforeEach(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    user = await api.signUp();
    const created = await user.request('POST', '/api/v1/auth/tokens', { name: 'script' });
    token = (created.json().data as { token: string }).token;
  });

  afterEach(async () => {
    const disposed = api.dispose();
    api.app.server.closeAllConnections();
    await disposed;
  });

  it('calls the API with a token and answers with typed data or the error envelope', async () => {
    const client = createSporaClient({ baseUrl: origin, token });
    const me = await client.GET('/api/v1/auth/me');
    expect(me.data?.data.user.email).toBe(user.email);

    const created = await client.POST('/api/v1/agents', { body: { name: 'Typed' } });
    expect(created.response.status).toBe(201);
    const agent = created.data?.data.agent;
    expect(agent?.name).toBe('Typed');

    const missing = await client.GET('/api/v1/agents/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('NOT_FOUND');

    const anonymous = await createSporaClient({ baseUrl: origin }).GET('/api/v1/agents');
    expect(anonymous.response.status).toBe(401);
  });

  it('reads live events, replayed after an id, as the published types', async () => {
    const client = createSporaClient({ baseUrl: origin, token });
    const created = await client.POST('/api/v1/agents', { body: { name: 'Watched' } });
    const agentId = created.data?.data.agent.id;

    const abort = new AbortController();
    const received: LiveEvent[] = [];
    for await (const event of readLiveEvents({
      baseUrl: origin,
      token,
      lastEventId: 0,
      signal: abort.signal,
    })) {
      received.push(event);
      if (event.event === 'agent_changed') break;
    }
    abort.abort();
    const changed = received.at(-1);
    expect(changed).toMatchObject({ event: 'agent_changed', data: { agent_id: agentId, change: 'created' } });
    expect(changed && 'id' in changed ? changed.id : null).toEqual(expect.any(Number));
  });
});
