import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiter, SessionStore } from '../../src/accounts/index.js';
import { createUser } from '../support/seed.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

describe.each(testEngines)('sessions and rate limits on $name', (engine) => {
  let test: TestPlatform;

  beforeEach(async () => {
    test = await openTestPlatform(engine);
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('ends a session after its idle timeout and removes it', async () => {
    const { db } = test.platform.database;
    const user = await createUser(db);
    const sessions = new SessionStore(db, { idleTimeoutMs: 60_000, absoluteLifetimeMs: 3600_000 });
    const session = await sessions.create(user.id);
    expect((await sessions.find(session.token))?.user.id).toBe(user.id);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 61_000).toISOString() })
      .execute();
    expect(await sessions.find(session.token)).toBeNull();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('purges expired sessions and keeps live ones', async () => {
    const { db } = test.platform.database;
    const user = await createUser(db);
    const sessions = new SessionStore(db);
    const live = await sessions.create(user.id);
    const stale = await sessions.create(user.id);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', stale.sessionId)
      .execute();
    expect(await sessions.purgeExpired()).toBe(1);
    expect((await db.selectFrom('sessions').select('id').execute()).map((row) => row.id)).toEqual([
      live.sessionId,
    ]);
  });

  it('ends every session of a suspended user', async () => {
    const { db } = test.platform.database;
    const user = await createUser(db);
    const session = await test.platform.sessions.create(user.id);
    await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    expect(await test.platform.sessions.find(session.token)).toBeNull();
  });

  it('counts attempts in fixed windows that start over once they end', async () => {
    const limiter = new RateLimiter(test.platform.database.db);
    const rule = { name: 'test', limit: 2, windowMs: 10_000 };
    const start = Date.parse('2026-01-01T00:00:00Z');
    expect(await limiter.hit(rule, 'k', start)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit(rule, 'k', start + 1000)).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.hit(rule, 'k', start + 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await limiter.hit(rule, 'other', start + 2000)).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.hit(rule, 'k', start + 10_000)).toEqual({ allowed: true, remaining: 1 });
  });

  it('takes back one attempt of the current window, never below zero', async () => {
    const limiter = new RateLimiter(test.platform.database.db);
    const rule = { name: 'undo', limit: 2, windowMs: 10_000 };
    const start = Date.parse('2026-01-01T00:00:00Z');
    await limiter.hit(rule, 'k', start);
    await limiter.hit(rule, 'k', start);
    await limiter.undo(rule, 'k', start + 1000);
    expect(await limiter.hit(rule, 'k', start + 2000)).toEqual({ allowed: true, remaining: 0 });
    await limiter.undo(rule, 'k', start + 3000);
    await limiter.undo(rule, 'k', start + 3000);
    await limiter.undo(rule, 'k', start + 3000);
    expect(await limiter.hit(rule, 'k', start + 4000)).toEqual({ allowed: true, remaining: 1 });
  });

  it('counts concurrent attempts exactly once each', async () => {
    const limiter = new RateLimiter(test.platform.database.db);
    const rule = { name: 'burst', limit: 5, windowMs: 60_000 };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => limiter.hit(rule, 'ip')));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
  });
});
