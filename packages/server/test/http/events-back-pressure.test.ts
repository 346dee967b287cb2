/**
 * A client that stops reading its live-event stream: the server stops writing to it once its
 * socket is full, keeps only its place in the log, and writes everyone else on as before; once the
 * client reads again it gets what it missed, in order. One that falls further behind than the log
 * keeps is disconnected and resumes with Last-Event-ID.
 */
import { type IncomingMessage, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { createAgent, createQueuedTask } from '../support/seed.js';
import { openSse, type SseMessage } from '../support/sse-client.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

/** A stream whose socket is not read until `read()`: the bytes pile up in the kernel, then at the server. */
function openPausedStream(url: string, headers: Record<string, string>) {
  let body = '';
  let ended = false;
  let changed = () => {};
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    const sent = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.pause();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        changed();
      });
      const finish = () => {
        ended = true;
        changed();
      };
      for (const event of ['end', 'close', 'error', 'aborted']) response.on(event, finish);
      resolve(response);
    });
    sent.on('error', () => {
      ended = true;
      changed();
    });
    sent.on('error', reject);
    sent.end();
  });
  return {
    opened,
    /** Reads from now on; resolves with the ids received once `done` holds or the stream ends. */
    async read(done: (ids: number[]) => boolean): Promise<{ ids: number[]; ended: boolean }> {
      const response = await opened;
      const ids = () => [...body.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
      return new Promise((resolve) => {
        changed = () => {
          if (ended || done(ids())) resolve({ ids: ids(), ended });
        };
        changed();
        response.resume();
      });
    },
    close: () => void opened.then((response) => response.destroy()),
  };
}

const until = (count: number) => (ids: number[]) => ids.length >= count;
const sequence = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe.each(testEngines)('live-event back-pressure on $name', (engine) => {
  let api: TestApi;
  let origin: string;

  const open = async (maxEventsPerUser: number) => {
    api = await openTestApi(
      engine,
      {},
      {
        liveEvents: {
          heartbeatMs: 60_000,
          pruneIntervalMs: 3_600_000,
          retention: { maxAgeMs: 3_600_000, maxEventsPerUser },
        },
      },
    );
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  };

  afterEach(async () => {
    const disposed = api.dispose();
    api.app.server.closeAllConnections();
    await disposed;
  });

  /** `count` status events of a new task of the user, each carrying `bytes` of title. */
  const announceLarge = async (userId: number, count: number, bytes: number) => {
    const { db } = api.platform.database;
    const agent = await createAgent(db, userId);
    const task: Task = await createQueuedTask(db, agent.id, userId);
    const title = 'x'.repeat(bytes);
    for (let sent = 0; sent < count; sent += 10) {
      await db.transaction().execute((trx) =>
        api.platform.liveEvents.recorder.record(
          trx,
          Array.from({ length: Math.min(10, count - sent) }, () => ({
            task,
            statusChanged: false,
            conversation: { title },
          })),
        ),
      );
    }
  };

  const idsOf = (messages: SseMessage[]) =>
    messages.flatMap((message) => (message.id ? [Number(message.id)] : []));

  it('writes the others on while one client reads nothing, then gives that one everything in order', {
    timeout: 180_000,
  }, async () => {
    await open(1000);
    const user = await api.signUp();
    const stalled = openPausedStream(`${origin}/api/v1/events`, { cookie: user.cookie });
    await stalled.opened;
    const reading = await openSse(`${origin}/api/v1/events`, { cookie: user.cookie });
    try {
      // 80 events of 256 KB: far more than the stalled client's socket holds.
      const count = 80;
      await announceLarge(user.id, count, 256 * 1024);
      await reading.waitFor((message) => message.id === String(count), { timeoutMs: 150_000 });
      expect(idsOf(reading.received)).toEqual(sequence(1, count));
      expect(api.platform.liveEvents.subscriberCount).toBe(2);

      const caughtUp = await stalled.read(until(count));
      expect(caughtUp.ended).toBe(false);
      expect(caughtUp.ids).toEqual(sequence(1, count));
    } finally {
      reading.close();
      stalled.close();
    }
  });

  it('disconnects a client that falls further behind than the log keeps; it resumes from Last-Event-ID', {
    timeout: 180_000,
  }, async () => {
    await open(10);
    const user = await api.signUp();
    const stalled = openPausedStream(`${origin}/api/v1/events`, { cookie: user.cookie });
    await stalled.opened;
    try {
      const count = 80;
      await announceLarge(user.id, count, 256 * 1024);

      const cut = await stalled.read(until(count));
      expect(cut.ended).toBe(true);
      const last = cut.ids.at(-1) ?? 0;
      expect(cut.ids).toEqual(sequence(1, last));
      expect(last).toBeLessThan(count);

      const resumed = await openSse(`${origin}/api/v1/events`, {
        cookie: user.cookie,
        'last-event-id': String(last),
      });
      try {
        await resumed.waitFor((message) => message.id === String(count), { timeoutMs: 150_000 });
        expect(idsOf(resumed.received)).toEqual(sequence(last + 1, count));
      } finally {
        resumed.close();
      }
    } finally {
      stalled.close();
    }
  });
});
