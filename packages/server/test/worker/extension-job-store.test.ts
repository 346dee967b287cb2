/**
 * The shared rows of scheduled jobs: declaring, finding due jobs, and claiming each due time
 * exactly once among workers, on every engine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import { ExtensionJobStore } from '../../src/worker/index.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

const minutes = (count: number) => new Date(Date.now() + count * 60_000);

describe.each(testEngines)('scheduled job rows on $name', (engine) => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let store: ExtensionJobStore;

  beforeEach(async () => {
    database = await engine.createMigrated();
    connection = openDatabase(database.location);
    await migrateToLatest(connection.db, connection.engine);
    store = new ExtensionJobStore(connection.db);
  });

  afterEach(async () => {
    await connection.close();
    await database.dispose();
  });

  const declaration = (nextDueAt: Date, schedule = '*/5 * * * *', timezone = 'UTC') => ({
    extensionSlug: 'reports',
    jobName: 'digest',
    schedule,
    timezone,
    nextDueAt,
  });
  /** Makes the job due now, as if its time had come. */
  const makeDue = () =>
    connection.db
      .updateTable('extension_jobs')
      .set({ next_due_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

  it('adds a job once, keeps its due time across restarts, and moves it when the schedule changes', async () => {
    await store.declare([declaration(minutes(5))]);
    await store.declare([declaration(minutes(9))]);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ extension_slug: 'reports', job_name: 'digest', schedule: '*/5 * * * *' });
    expect(new Date(kept?.next_due_at ?? '').getTime()).toBeLessThan(minutes(6).getTime());

    await store.declare([declaration(minutes(30), '0 * * * *')]);
    await store.declare([declaration(minutes(45), '0 * * * *', 'Europe/Berlin')]);
    const rows = await store.list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schedule: '0 * * * *', timezone: 'Europe/Berlin' });
    expect(new Date(rows[0]?.next_due_at ?? '').getTime()).toBeGreaterThan(minutes(44).getTime());
  });

  it('gives each due time to one worker, and holds the job while it runs', async () => {
    await store.declare([declaration(minutes(5))]);
    expect(await store.due(['reports'])).toEqual([]);
    await makeDue();
    const [due] = await store.due(['reports']);
    if (!due) throw new Error('the job should be due');
    expect(await store.due(['other'])).toEqual([]);

    // Two workers saw the same due time; one claims it.
    const claims = await Promise.all([
      store.claim(due, 'worker-a:1', minutes(5), 60_000),
      store.claim(due, 'worker-b:1', minutes(5), 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = claims[0] ? 'worker-a:1' : 'worker-b:1';

    // The next due time comes while the run still holds the job: nobody starts a second run.
    await makeDue();
    expect(await store.due(['reports'])).toEqual([]);
    const [held] = await store.list();
    if (!held) throw new Error('the job row is gone');
    expect(await store.claim(held, 'worker-c:1', minutes(5), 60_000)).toBe(false);

    expect(await store.extendLease(held.id, 'worker-c:1', 60_000)).toBe(false);
    expect(await store.extendLease(held.id, winner, 60_000)).toBe(true);
    await store.finish(held.id, 'worker-c:1', 'failed', 'not mine');
    await store.finish(held.id, winner, 'succeeded', null);
    const [finished] = await store.list();
    expect(finished).toMatchObject({ lease_owner: null, last_status: 'succeeded', last_error: null });
    // Let go, the overdue job is claimable again, once.
    const [again] = await store.due(['reports']);
    if (!again) throw new Error('the job should be due again');
    expect(await store.claim(again, 'worker-c:1', minutes(5), 60_000)).toBe(true);
  });

  it('lets another worker take a job whose holder stopped renewing its lease', async () => {
    await store.declare([declaration(minutes(5))]);
    await makeDue();
    const [due] = await store.due(['reports']);
    if (!due) throw new Error('the job should be due');
    expect(await store.claim(due, 'crashed:1', new Date(Date.now() - 500), -1_000)).toBe(true);
    const [orphaned] = await store.due(['reports']);
    if (!orphaned) throw new Error('a job with an expired lease should be due');
    expect(await store.claim(orphaned, 'worker-b:1', minutes(5), 60_000)).toBe(true);
    await store.finish(orphaned.id, 'crashed:1', 'succeeded', null);
    expect((await store.list())[0]).toMatchObject({ lease_owner: 'worker-b:1', last_status: null });
  });
});
