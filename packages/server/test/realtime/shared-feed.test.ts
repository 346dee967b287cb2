/**
 * Many subscriptions of one user in one process share one read of the new part of the log per
 * wake-up: each still receives every event exactly once and in order, a replay from Last-Event-ID
 * still starts where the client left off, and a subscription further behind than the shared
 * window reads the log itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { EventLog } from '../../src/realtime/event-log.js';
import type { Platform } from '../../src/runtime/index.js';
import { readLiveEvents } from '../support/live-event-reader.js';
import { createAgent, createQueuedTask, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('shared live-event feed on $name', (engine) => {
  let test: TestPlatform;
  let platform: Platform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    platform = test.platform;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await test.dispose();
  });

  const newTask = async (userId: number): Promise<Task> => {
    const agent = await createAgent(platform.database.db, userId);
    return createQueuedTask(platform.database.db, agent.id, userId);
  };

  /** `count` status events of `task` in one transaction (one append). */
  const announce = (task: Task, count = 1) =>
    platform.database.db.transaction().execute((trx) =>
      platform.liveEvents.recorder.record(
        trx,
        Array.from({ length: count }, (_, index) => ({
          task: { ...task, status: index % 2 === 0 ? ('RUNNING' as const) : ('QUEUED' as const) },
          statusChanged: true,
        })),
      ),
    );

  it('delivers every event once and in order to each of many subscriptions, reading the log once per wake-up', async () => {
    const ada = await createUser(platform.database.db);
    const bob = await createUser(platform.database.db);
    const task = await newTask(ada.id);
    const subscribers = 100;
    const readers = await Promise.all(
      Array.from({ length: subscribers }, async () =>
        readLiveEvents(await platform.liveEvents.subscribe(ada.id, null)),
      ),
    );
    const stranger = readLiveEvents(await platform.liveEvents.subscribe(bob.id, null));
    const reads = vi.spyOn(EventLog.prototype, 'readAfter');
    try {
      const rounds = 10;
      for (let round = 0; round < rounds; round++) {
        // Two appends in flight at once, then every subscription has both.
        await Promise.all([announce(task), announce(task, 2)]);
        await Promise.all(readers.map((reader) => reader.take((round + 1) * 3)));
      }
      const expected = Array.from({ length: rounds * 3 }, (_, index) => index + 1);
      for (const reader of readers) {
        expect((await reader.settle(0)).map((event) => event.id)).toEqual(expected);
      }
      expect(await readers[0]?.settle()).toHaveLength(rounds * 3);
      // One read per wake-up for all of them, not one per subscription.
      expect(reads.mock.calls.length).toBeLessThan(subscribers);
      expect(await stranger.settle(0)).toEqual([]);
    } finally {
      for (const reader of readers) reader.close();
      stranger.close();
    }
  });

  it('replays from Last-Event-ID beside subscriptions that follow the shared feed', async () => {
    const user = await createUser(platform.database.db);
    const task = await newTask(user.id);
    const live = readLiveEvents(await platform.liveEvents.subscribe(user.id, null));
    try {
      for (let index = 0; index < 5; index++) await announce(task);
      await live.take(5);
      const returning = readLiveEvents(await platform.liveEvents.subscribe(user.id, 2));
      try {
        expect((await returning.take(3)).map((event) => event.id)).toEqual([3, 4, 5]);
        await announce(task);
        expect((await returning.take(4)).map((event) => event.id)).toEqual([3, 4, 5, 6]);
        expect((await live.take(6)).map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(await returning.settle()).toHaveLength(4);
      } finally {
        returning.close();
      }
    } finally {
      live.close();
    }
  });

  it('lets a subscription far behind the shared window read the log itself, missing nothing', async () => {
    const user = await createUser(platform.database.db);
    const task = await newTask(user.id);
    const eager = readLiveEvents(await platform.liveEvents.subscribe(user.id, null));
    const slow = (await platform.liveEvents.subscribe(user.id, null))[Symbol.asyncIterator]();
    try {
      await announce(task);
      expect((await slow.next()).value?.id).toBe(1);
      // More than the feed keeps, while the slow one reads nothing.
      await announce(task, 700);
      await eager.take(701);
      const rest: number[] = [];
      while (rest.length < 700) {
        const next = await slow.next();
        if (next.done) break;
        rest.push(next.value.id as number);
      }
      expect(rest).toEqual(Array.from({ length: 700 }, (_, index) => index + 2));
      expect((await eager.settle(0)).map((event) => event.id)).toEqual(
        Array.from({ length: 701 }, (_, index) => index + 1),
      );
    } finally {
      eager.close();
      await slow.return?.();
    }
  });
});
