/**
 * The event log and its subscriptions: per-user isolation, replay from a cursor, a reset when
 * the cursor is older than what is kept, pruning, and (on PostgreSQL) events and streamed text
 * that another process records reaching this one's subscribers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '../../src/db/index.js';
import { createLogger } from '../../src/logging/logger.js';
import type { HeldText } from '../../src/orchestrator/index.js';
import type { LiveEvent } from '../../src/realtime/index.js';
import { openPlatform, type Platform } from '../../src/runtime/index.js';
import { payloadOf, readLiveEvents } from '../support/live-event-reader.js';
import { createAgent, createQueuedTask, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('live events on $name', (engine) => {
  let test: TestPlatform;
  let platform: Platform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    platform = test.platform;
  });

  afterEach(async () => {
    await test.dispose();
  });

  const newTask = async (userId: number, on: Platform = platform): Promise<Task> => {
    const agent = await createAgent(on.database.db, userId);
    return createQueuedTask(on.database.db, agent.id, userId);
  };

  /**
   * Records a status change of `task` through `on`'s recorder, as the orchestrator would; the
   * statuses used here make one event each (no pause, no notification).
   */
  const announce = (task: Task, status: Task['status'], on: Platform = platform, heldText?: HeldText) =>
    on.database.db
      .transaction()
      .execute((trx) =>
        on.liveEvents.recorder.record(trx, [
          { task: { ...task, status }, statusChanged: true, ...(heldText && { heldText }) },
        ]),
      );
  const statusOf = (event: { data: string }) =>
    (payloadOf({ data: event.data } as never).task as { status: string }).status;

  it("gives each user their own numbering, and never another user's events", async () => {
    const ada = await createUser(platform.database.db);
    const bob = await createUser(platform.database.db);
    const adaTask = await newTask(ada.id);
    const bobTask = await newTask(bob.id);
    const adaReader = readLiveEvents(await platform.liveEvents.subscribe(ada.id, null));
    const bobReader = readLiveEvents(await platform.liveEvents.subscribe(bob.id, null));
    try {
      await announce(adaTask, 'RUNNING');
      await announce(bobTask, 'RUNNING');
      await announce(adaTask, 'QUEUED');
      const adaEvents = await adaReader.take(2);
      const bobEvents = await bobReader.take(1);
      expect(adaEvents.map((event) => [event.id, payloadOf(event).task_id, statusOf(event)])).toEqual([
        [1, adaTask.id, 'RUNNING'],
        [2, adaTask.id, 'QUEUED'],
      ]);
      expect(bobEvents.map((event) => [event.id, payloadOf(event).task_id])).toEqual([[1, bobTask.id]]);
      expect(await bobReader.settle()).toHaveLength(1);
    } finally {
      adaReader.close();
      bobReader.close();
    }
  });

  it('replays exactly the events after the last one a client saw, in order, then follows on', async () => {
    const user = await createUser(platform.database.db);
    const task = await newTask(user.id);
    const statuses = ['RUNNING', 'QUEUED', 'RUNNING', 'QUEUED', 'RUNNING'] as const;
    for (const status of statuses) await announce(task, status);
    const reader = readLiveEvents(await platform.liveEvents.subscribe(user.id, 2));
    try {
      const replayed = await reader.take(3);
      expect(replayed.map((event) => [event.id, statusOf(event)])).toEqual([
        [3, 'RUNNING'],
        [4, 'QUEUED'],
        [5, 'RUNNING'],
      ]);
      await announce(task, 'QUEUED');
      expect((await reader.take(4)).map((event) => event.id)).toEqual([3, 4, 5, 6]);
      expect(await reader.settle()).toHaveLength(4);
    } finally {
      reader.close();
    }

    const fromNow = readLiveEvents(await platform.liveEvents.subscribe(user.id, null));
    const upToDate = readLiveEvents(await platform.liveEvents.subscribe(user.id, 6));
    try {
      expect(await fromNow.settle()).toEqual([]);
      expect(await upToDate.settle()).toEqual([]);
    } finally {
      fromNow.close();
      upToDate.close();
    }
  });

  it('keeps a day and a thousand events per user; a client that was away longer is told to reload', async () => {
    const user = await createUser(platform.database.db);
    const other = await createUser(platform.database.db);
    const task = await newTask(user.id);
    await announce(task, 'RUNNING');
    await announce(task, 'QUEUED');
    const otherTask = await newTask(other.id);
    await announce(otherTask, 'RUNNING');

    expect(await platform.liveEvents.prune()).toBe(0);
    expect(await platform.liveEvents.prune(Date.now() + 25 * 3600_000)).toBe(3);

    const expired = readLiveEvents(await platform.liveEvents.subscribe(user.id, 1));
    const unknown = readLiveEvents(await platform.liveEvents.subscribe(user.id, 99));
    try {
      const [reset] = await expired.take(1);
      expect(reset).toEqual({
        id: 2,
        type: 'reset',
        data: JSON.stringify({ reason: 'expired', last_event_id: 2 }),
      });
      expect(JSON.parse((await unknown.take(1))[0]?.data ?? '')).toEqual({
        reason: 'unknown',
        last_event_id: 2,
      });
      // After the reset the stream goes on from the newest event.
      await announce(task, 'RUNNING');
      expect((await expired.take(2))[1]?.id).toBe(3);
    } finally {
      expired.close();
      unknown.close();
    }

    // Beyond the count, the oldest go first, whatever their age.
    const busy = await openTestPlatform(
      engine,
      {},
      { liveEvents: { retention: { maxAgeMs: 3600_000, maxEventsPerUser: 2 } } },
    );
    try {
      const owner = await createUser(busy.platform.database.db);
      const started = await newTask(owner.id, busy.platform);
      for (const status of ['RUNNING', 'QUEUED', 'RUNNING', 'QUEUED'] as const) {
        await announce(started, status, busy.platform);
      }
      expect(await busy.platform.liveEvents.prune()).toBe(2);
      const kept = await busy.platform.database.db
        .selectFrom('events')
        .select('sequence')
        .where('user_id', '=', owner.id)
        .orderBy('sequence')
        .execute();
      expect(kept.map((row) => row.sequence)).toEqual([3, 4]);
    } finally {
      await busy.dispose();
    }
  });

  it.runIf(engine.name === 'postgres')(
    'brings events and streamed text recorded by another process to this one',
    async () => {
      const elsewhere = await openPlatform(platform.config, createLogger('silent', false), {
        migrate: false,
      });
      try {
        const user = await createUser(platform.database.db);
        const task = await newTask(user.id);
        const reader = readLiveEvents(await platform.liveEvents.subscribe(user.id, null));
        try {
          await announce(task, 'RUNNING', elsewhere);
          const text = elsewhere.liveEvents.recorder.textStream({ ...task, status: 'RUNNING' });
          if (text === null) throw new Error('On PostgreSQL any process may have subscribers: text streams.');
          text.push('Hello ');
          text.push('from afar.');
          // The turn's end is not published on its own: it goes with the write that records the turn.
          const held = await text.close();
          expect(held).toEqual({ text: 'Hello from afar.', afterSequence: 1 });
          const rolledBack = elsewhere.database.db.transaction().execute(async (trx) => {
            await elsewhere.liveEvents.recorder.record(trx, [
              { task: { ...task, status: 'QUEUED' }, statusChanged: true, heldText: held ?? undefined },
            ]);
            throw new Error('the write gives up');
          });
          await expect(rolledBack).rejects.toThrow('the write gives up');
          await announce(task, 'RUNNING', elsewhere);
          // Nothing of the text has come by the time a later change of the task arrives.
          expect((await reader.take(2)).map((event) => event.type)).toEqual(['task_status', 'task_status']);
          await announce(task, 'QUEUED', elsewhere, held ?? undefined);
          const received = await reader.take(4);
          expect(received.map((event) => event.type)).toEqual([
            'task_status',
            'task_status',
            'text_delta',
            'task_status',
          ]);
          expect(payloadOf(received[2] as LiveEvent)).toEqual({ task_id: task.id, text: 'Hello from afar.' });
          expect(received.map((event) => event.id)).toEqual([1, 2, null, 3]);
        } finally {
          reader.close();
        }
      } finally {
        await elsewhere.close();
      }
    },
  );
});
