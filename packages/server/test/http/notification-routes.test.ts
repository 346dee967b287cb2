import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/index.js';
import { payloadOf, readLiveEvents } from '../support/live-event-reader.js';
import { openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe.each(testEngines)('notification routes on $name', (engine) => {
  let api: TestApi;

  beforeEach(async () => {
    api = await openTestApi(engine);
  });

  afterEach(async () => {
    await api.dispose();
  });

  /** Notifications for `userId`, oldest first, one second apart. */
  const notify = async (userId: number, count: number, read: readonly number[] = []) => {
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const row = await api.platform.database.db
        .insertInto('notifications')
        .values({
          user_id: userId,
          type: 'task_completed',
          title: `Task #${index + 1} completed`,
          body: `Answer ${index + 1}`,
          task_id: null,
          data: JSON.stringify({ task_id: index + 1, agent_id: 7 }),
          read_at: read.includes(index) ? nowIso() : null,
          created_at: new Date(start + index * 1000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };

  it('lists your notifications newest first, a page at a time, unread only on request', async () => {
    const user = await api.signUp();
    const ids = await notify(user.id, 5, [0, 1]);
    const first = await user.request('GET', '/api/v1/notifications?per_page=2');
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.notifications.map((entry: { id: number }) => entry.id)).toEqual([ids[4], ids[3]]);
    expect(data.notifications[0]).toEqual({
      id: ids[4],
      type: 'task_completed',
      title: 'Task #5 completed',
      body: 'Answer 5',
      task_id: null,
      data: { task_id: 5, agent_id: 7 },
      read_at: null,
      created_at: '2030-01-01T00:00:04.000Z',
    });
    expect(data.pagination).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    // The bell's count covers every unread one, whatever the page shows.
    expect(data.unread_count).toBe(3);

    const last = (await user.request('GET', '/api/v1/notifications?per_page=2&page=3')).json().data;
    expect(last.notifications.map((entry: { id: number }) => entry.id)).toEqual([ids[0]]);

    const unread = (await user.request('GET', '/api/v1/notifications?unread_only=true')).json().data;
    expect(unread.notifications.map((entry: { id: number }) => entry.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(unread.pagination).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(unread.unread_count).toBe(3);

    expect((await user.request('GET', '/api/v1/notifications?per_page=101')).statusCode).toBe(422);
    expect((await user.request('GET', '/api/v1/notifications?unread_only=maybe')).statusCode).toBe(422);
  });

  it('marks one read (keeping when it first was), marks all read, and deletes', async () => {
    const user = await api.signUp();
    const [older, newer] = await notify(user.id, 2);

    const marked = await user.request('POST', `/api/v1/notifications/${newer}/read`);
    expect(marked.statusCode).toBe(200);
    const readAt = marked.json().data.notification.read_at;
    expect(readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await user.request('POST', `/api/v1/notifications/${newer}/read`);
    expect(again.json().data.notification.read_at).toBe(readAt);

    const all = await user.request('POST', '/api/v1/notifications/read-all');
    expect(all.json()).toEqual({ data: { marked: 1 } });
    expect((await user.request('POST', '/api/v1/notifications/read-all')).json()).toEqual({
      data: { marked: 0 },
    });
    const unread = (await user.request('GET', '/api/v1/notifications?unread_only=true')).json().data;
    expect(unread.pagination.total).toBe(0);
    expect(unread.unread_count).toBe(0);

    const deleted = await user.request('DELETE', `/api/v1/notifications/${older}`);
    expect(deleted.json()).toEqual({ data: { deleted: true } });
    expect((await user.request('DELETE', `/api/v1/notifications/${older}`)).statusCode).toBe(404);
    const left = (await user.request('GET', '/api/v1/notifications')).json().data;
    expect(left.notifications.map((entry: { id: number }) => entry.id)).toEqual([newer]);
  });

  it('deletes all your notifications, and says how many there were', async () => {
    const user = await api.signUp();
    const other = await api.signUp();
    await notify(user.id, 3, [1]);
    const [kept] = await notify(other.id, 1);
    const deleted = await user.request('DELETE', '/api/v1/notifications');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { deleted: 3 } });
    expect((await user.request('DELETE', '/api/v1/notifications')).json()).toEqual({ data: { deleted: 0 } });
    expect((await user.request('GET', '/api/v1/notifications')).json().data.pagination.total).toBe(0);
    const theirs = (await other.request('GET', '/api/v1/notifications')).json().data.notifications;
    expect(theirs).toMatchObject([{ id: kept }]);
    expect((await api.anonymous('DELETE', '/api/v1/notifications')).statusCode).toBe(401);
  });

  it('tells your live clients what you read and deleted, only when something changed, and replays it', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const [first, second, third] = await notify(owner.id, 3);
    const ownerEvents = readLiveEvents(await api.platform.liveEvents.subscribe(owner.id, null));
    const otherEvents = readLiveEvents(await api.platform.liveEvents.subscribe(other.id, null));
    try {
      // Refused or changing nothing: no event for anyone.
      expect((await other.request('POST', `/api/v1/notifications/${first}/read`)).statusCode).toBe(404);
      expect((await other.request('DELETE', `/api/v1/notifications/${first}`)).statusCode).toBe(404);
      expect((await other.request('POST', '/api/v1/notifications/read-all')).json().data.marked).toBe(0);
      expect((await other.request('DELETE', '/api/v1/notifications')).json().data.deleted).toBe(0);

      const read = await owner.request('POST', `/api/v1/notifications/${second}/read`);
      const readAt = read.json().data.notification.read_at;
      await owner.request('POST', `/api/v1/notifications/${second}/read`);
      await owner.request('POST', '/api/v1/notifications/read-all');
      await owner.request('POST', '/api/v1/notifications/read-all');
      const { read_at: allReadAt } = await api.platform.database.db
        .selectFrom('notifications')
        .select('read_at')
        .where('id', '=', first as number)
        .executeTakeFirstOrThrow();
      await owner.request('DELETE', `/api/v1/notifications/${first}`);
      await owner.request('DELETE', '/api/v1/notifications');
      await owner.request('DELETE', '/api/v1/notifications');

      const received = await ownerEvents.take(4);
      expect(received.map((event) => [event.type, payloadOf(event)])).toEqual([
        ['notification_read', { notification_ids: [second], read_at: readAt }],
        ['notification_read', { notification_ids: [first, third], read_at: allReadAt }],
        ['notification_deleted', { notification_ids: [first] }],
        ['notification_deleted', { notification_ids: [second, third] }],
      ]);
      const ids = received.map((event) => event.id as number);
      expect(ids).toEqual(ids.map((_, index) => (ids[0] ?? 0) + index));
      expect(await ownerEvents.settle()).toEqual(received);
      expect(await otherEvents.settle()).toEqual([]);

      const replay = readLiveEvents(await api.platform.liveEvents.subscribe(owner.id, (ids[0] ?? 0) - 1));
      try {
        expect(await replay.take(4)).toEqual(received);
      } finally {
        replay.close();
      }
    } finally {
      ownerEvents.close();
      otherEvents.close();
    }
  });

  it("answers another user's notification as not found, and leaves it alone", async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const [id] = await notify(owner.id, 1);
    for (const [method, url] of [
      ['POST', `/api/v1/notifications/${id}/read`],
      ['DELETE', `/api/v1/notifications/${id}`],
    ] as const) {
      const response = await other.request(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await other.request('POST', '/api/v1/notifications/read-all')).json()).toEqual({
      data: { marked: 0 },
    });
    expect((await other.request('GET', '/api/v1/notifications')).json().data.pagination.total).toBe(0);
    const mine = (await owner.request('GET', '/api/v1/notifications')).json().data.notifications;
    expect(mine).toMatchObject([{ id, read_at: null }]);
    expect((await api.anonymous('GET', '/api/v1/notifications')).statusCode).toBe(401);
  });
});
