/**
 * The event log's append: one statement on PostgreSQL (allocation, notification and insert), two
 * on SQLite; either way a user's events are numbered without gaps, in the order appended, and
 * an append for a user who does not exist fails and leaves nothing behind.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventLog } from '../../src/realtime/event-log.js';
import { createAgent, createQueuedTask, createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('event log on $name', (engine) => {
  let test: TestPlatform;
  let log: EventLog;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
    log = new EventLog(test.platform.database.db, test.platform.database.engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  const db = () => test.platform.database.db;
  const append = (userId: number, count: number, label: string) =>
    db()
      .transaction()
      .execute((trx) =>
        log.append(
          trx,
          userId,
          Array.from({ length: count }, (_, index) => ({
            type: 'notification_read' as const,
            taskId: null,
            data: { notification_ids: [index], read_at: `${label}: a "quote", a \\ and a line\nbreak` },
          })),
        ),
      );

  it('numbers each user’s events without gaps, in the order they were appended', async () => {
    const ada = await createUser(db());
    const bob = await createUser(db());
    expect(await append(ada.id, 1, 'first')).toBe(1);
    expect(await append(bob.id, 2, 'other')).toBe(1);
    expect(await append(ada.id, 3, 'second')).toBe(2);
    expect(await log.head(ada.id)).toBe(4);
    const events = await log.readAfter(ada.id, 0, 10);
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3, 4]);
    const quoted = 'a "quote", a \\ and a line\nbreak';
    expect(events.map((event) => JSON.parse(event.data))).toEqual([
      { notification_ids: [0], read_at: `first: ${quoted}` },
      { notification_ids: [0], read_at: `second: ${quoted}` },
      { notification_ids: [1], read_at: `second: ${quoted}` },
      { notification_ids: [2], read_at: `second: ${quoted}` },
    ]);
    expect(events.every((event) => event.type === 'notification_read')).toBe(true);
    expect((await log.readAfter(bob.id, 0, 10)).map((event) => event.sequence)).toEqual([1, 2]);
  });

  it('links events to their task', async () => {
    const ada = await createUser(db());
    const agent = await createAgent(db(), ada.id);
    const task = await createQueuedTask(db(), agent.id, ada.id);
    await db()
      .transaction()
      .execute((trx) =>
        log.append(trx, ada.id, [
          { type: 'agent_changed', taskId: null, data: { agent_id: agent.id, change: 'updated' } },
          { type: 'task_deleted', taskId: task.id, data: { task_id: task.id, deleted_task_ids: [] } },
        ]),
      );
    const rows = await db()
      .selectFrom('events')
      .select(['sequence', 'type', 'task_id'])
      .orderBy('sequence')
      .execute();
    expect(rows).toEqual([
      { sequence: 1, type: 'agent_changed', task_id: null },
      { sequence: 2, type: 'task_deleted', task_id: task.id },
    ]);
  });

  it('fails for a user who does not exist, and stores nothing', async () => {
    await expect(append(987_654, 2, 'nobody')).rejects.toThrow('User 987654 does not exist.');
    expect(await db().selectFrom('events').selectAll().execute()).toEqual([]);
  });

  it('appends as a transaction’s last statement, and tells the first sequence once answered', async () => {
    const ada = await createUser(db());
    await append(ada.id, 2, 'before');
    const told: number[] = [];
    await db()
      .transaction()
      .execute((trx) =>
        log.appendLast(trx, [
          {
            userId: ada.id,
            events: [{ type: 'agent_changed', taskId: null, data: { agent_id: 1, change: 'updated' } }],
            texts: [],
            appended: (first) => told.push(first),
          },
        ]),
      );
    // Told as the answer is read: at the latest among the commit's own continuations.
    await new Promise((resolve) => setImmediate(resolve));
    expect(told).toEqual([3]);
    expect(await log.head(ada.id)).toBe(3);
  });

  it('sends every last append of a transaction before its COMMIT, one user after another', async () => {
    const ada = await createUser(db());
    const bob = await createUser(db());
    // Each append's first sequence, by the append's place (answers may be read in any order).
    const told: number[] = [];
    await db()
      .transaction()
      .execute((trx) =>
        log.appendLast(
          trx,
          [ada, bob, ada].map((user, index) => ({
            userId: user.id,
            events: [{ type: 'agent_changed', taskId: null, data: { agent_id: 1, change: 'updated' } }],
            texts: [],
            appended: (first) => {
              told[index] = first;
            },
          })),
        ),
      );
    await new Promise((resolve) => setImmediate(resolve));
    expect(told).toEqual([1, 1, 2]);
    expect(await log.head(ada.id)).toBe(2);
    expect(await log.head(bob.id)).toBe(1);
    expect(await db().selectFrom('events').select('user_id').execute()).toHaveLength(3);
  });

  it('fails the transaction of a last append for a user who does not exist, and stores nothing', async () => {
    const ada = await createUser(db());
    const told: number[] = [];
    const committing = db()
      .transaction()
      .execute(async (trx) => {
        await log.append(trx, ada.id, [
          { type: 'agent_changed', taskId: null, data: { agent_id: 1, change: 'updated' } },
        ]);
        await log.appendLast(trx, [
          {
            userId: 987_654,
            events: [{ type: 'agent_changed', taskId: null, data: { agent_id: 1, change: 'updated' } }],
            texts: [],
            appended: (first) => told.push(first),
          },
        ]);
      });
    // On PostgreSQL the COMMIT reports the statement's own refusal; on SQLite the append throws.
    await expect(committing).rejects.toThrow(
      engine.name === 'postgres' ? 'violates not-null constraint' : 'User 987654 does not exist.',
    );
    expect(told).toEqual([]);
    expect(await db().selectFrom('events').selectAll().execute()).toEqual([]);
    expect(await log.head(ada.id)).toBe(0);
  });
});
