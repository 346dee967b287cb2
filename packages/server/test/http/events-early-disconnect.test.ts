/**
 * A client that goes away while its stream is being opened (the user's log still being read)
 * leaves nothing behind: no subscription in its user's feed, no heartbeat writing to a closed
 * socket.
 */
import { request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('a live-event client gone before its stream opens on $name', (engine) => {
  let api: TestApi;
  let origin: URL;

  beforeEach(async () => {
    api = await openTestApi(engine, {}, { liveEvents: { heartbeatMs: 100 } });
    origin = new URL(await api.app.listen({ port: 0, host: '127.0.0.1' }));
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await api.dispose();
  });

  it('closes its subscription once the stream would have opened', async () => {
    const user = await api.signUp();
    const liveEvents = api.platform.liveEvents;
    const follow = liveEvents.follow.bind(liveEvents);
    let entered: () => void = () => {};
    const followEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let followed: Promise<unknown> | null = null;
    // The stream's opening waits here until the client is gone, as a slow read of the log would.
    vi.spyOn(liveEvents, 'follow').mockImplementation(async (userId, lastEventId) => {
      entered();
      await released;
      const opening = follow(userId, lastEventId);
      followed = opening;
      return opening;
    });
    const serverSocket = new Promise<Socket>((resolve) => api.app.server.once('connection', resolve));

    const client = httpRequest({
      host: origin.hostname,
      port: origin.port,
      path: '/api/v1/events',
      headers: { cookie: user.cookie },
    });
    client.on('error', () => {});
    client.end();
    await followEntered;
    const socket = await serverSocket;
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    client.destroy();
    await socketClosed;

    release();
    await vi.waitUntil(() => followed !== null);
    await followed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(liveEvents.subscriberCount).toBe(0);
  });
});
