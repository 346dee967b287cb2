/**
 * The job runner's edges, with a store that misbehaves on purpose: a worker stopping while it
 * claims a run, and a lease that can no longer be renewed.
 */
import type { ScheduledJob } from '@spora/sdk';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DatabaseConnection, migrateToLatest, openDatabase } from '../../src/db/index.js';
import type { LoadedExtension } from '../../src/plugins/index.js';
import { ServiceContainer } from '../../src/plugins/service-container.js';
import { CronSchedule } from '../../src/scheduling/index.js';
import { ExtensionJobRunner, ExtensionJobStore } from '../../src/worker/index.js';
import { type TestDatabase, testEngines } from '../support/test-databases.js';

const logger = pino({ level: 'silent' });

/** Just what the runner reads of a loaded extension: its slug and scheduled jobs. */
function extensionWith(job: ScheduledJob): LoadedExtension {
  const schedule = CronSchedule.parse(job.schedule, 'UTC');
  if (!schedule.ok) throw new Error(schedule.error);
  return { slug: 'chores', declarations: { scheduledJobs: [{ job, schedule: schedule.value }] } } as never;
}

describe.each(testEngines)('the scheduled job runner on $name', (engine) => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let runner: ExtensionJobRunner | null = null;

  beforeEach(async () => {
    database = await engine.createMigrated();
    connection = openDatabase(database.location);
    await migrateToLatest(connection.db, connection.engine);
  });

  afterEach(async () => {
    await runner?.stop();
    runner = null;
    await connection.close();
    await database.dispose();
  });

  const rows = () => new ExtensionJobStore(connection.db).list();
  const makeDue = (at: string) =>
    connection.db.updateTable('extension_jobs').set({ next_due_at: at }).execute();
  let owners = 0;
  const runnerWith = (store: ExtensionJobStore, job: ScheduledJob, leaseTtlMs: number) =>
    new ExtensionJobRunner(store, [extensionWith(job)], new ServiceContainer(), logger, {
      pollIntervalMs: 20,
      leaseTtlMs,
      newLeaseOwner: () => `test:${++owners}`,
    });

  it('hands a due time back when the worker stops while claiming it, and runs nothing', async () => {
    const run = vi.fn(async () => {});
    const claims: boolean[] = [];
    class StoppingStore extends ExtensionJobStore {
      override async claim(...args: Parameters<ExtensionJobStore['claim']>): Promise<boolean> {
        const claimed = await super.claim(...args);
        claims.push(claimed);
        void runner?.stop();
        return claimed;
      }
    }
    const job = { name: 'sweep', schedule: '0 3 * * *', run };
    runner = runnerWith(new StoppingStore(connection.db), job, 60_000);
    // Declared but not due: stop it, make the job due, and let a fresh runner claim it.
    await runner.start();
    await runner.stop();
    const due = new Date(Date.now() - 1000).toISOString();
    await makeDue(due);
    runner = runnerWith(new StoppingStore(connection.db), job, 60_000);
    await runner.start();
    await vi.waitFor(() => expect(claims).toEqual([true]));
    // The store stopped the runner during the claim; stopping again waits for that pass to end.
    await runner.stop();
    expect(run).not.toHaveBeenCalled();
    expect((await rows())[0]).toMatchObject({ next_due_at: due, lease_owner: null, last_started_at: null });
  });

  it('stops a run whose lease cannot be renewed before it lapses, so no second run starts beside it', async () => {
    class UnreachableStore extends ExtensionJobStore {
      override extendLease(): Promise<boolean> {
        return Promise.reject(new Error('the database is unreachable'));
      }
    }
    const job = {
      name: 'long_haul',
      schedule: '* * * * * *',
      run: ({ signal }: { signal: AbortSignal }) =>
        new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    };
    runner = runnerWith(new UnreachableStore(connection.db), job, 150);
    await runner.start();
    await vi.waitFor(async () => expect((await rows())[0]?.last_status).toBe('interrupted'), {
      timeout: 5_000,
    });
    expect((await rows())[0]?.last_error).toBe('lease could not be renewed');
  });
});
