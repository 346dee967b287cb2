// What every scenario file shares: the suite's PostgreSQL server, the fake LLM, the mode's counts,
// and tasks queued straight into the database (as any API process would queue them).
import { type FakeLlm, startFakeLlm } from '@spora/fake-llm';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { inTransaction } from '../../src/db/index.js';
import { insertQueuedTask } from '../../src/orchestrator/new-task.js';
import type { Installation } from './installation.js';
import { PostgresServer } from './postgres-server.js';

/** `SPORA_RELIABILITY_MODE=full` runs the larger counts; the quick mode is what CI runs. */
export const fullMode = process.env.SPORA_RELIABILITY_MODE === 'full';

/** The quick or the full figure. */
export function scaled(quick: number, full: number): number {
  return fullMode ? full : quick;
}

/**
 * The lease the processes take, short so that a killed worker's tasks come back within seconds.
 * Passed as `SPORA_LEASE_SECONDS`; a build that ignores it keeps its own (longer) lease, and the
 * scenarios that wait for leases to expire then take longer.
 */
export const leaseSeconds = 5;
export const leaseEnv = { SPORA_LEASE_SECONDS: String(leaseSeconds) };

export interface SuiteEnvironment {
  readonly postgres: PostgresServer;
  readonly llm: FakeLlm;
}

/** Starts PostgreSQL and the fake LLM for the file's scenarios, and stops them afterwards. */
export function useSuiteEnvironment(): () => SuiteEnvironment {
  let environment: SuiteEnvironment | undefined;
  beforeAll(async () => {
    const postgres = await PostgresServer.start();
    const llm = await startFakeLlm();
    environment = { postgres, llm };
  });
  afterAll(async () => {
    await environment?.llm.close();
    environment?.postgres.destroy();
  });
  return () => {
    if (environment === undefined) throw new Error('the suite environment is not started');
    return environment;
  };
}

/** Queues tasks in one transaction and wakes the workers, as `POST /tasks` does for each. */
export async function queueTasks(installation: Installation, prompts: readonly string[]): Promise<number[]> {
  const ids = await inTransaction(installation.connection.db, async (trx) => {
    const created: number[] = [];
    for (const prompt of prompts) {
      const task = await insertQueuedTask(trx, {
        agentId: installation.agentId,
        userId: installation.userId,
        runnerUserId: installation.userId,
        prompt,
        maxSteps: 50,
        parentTaskId: null,
        data: null,
      });
      created.push(task.id);
    }
    return created;
  });
  await sql`select pg_notify('spora_tasks_queued', '')`.execute(installation.connection.db);
  return ids;
}

/** A random whole number from `min` to `max`. */
export function randomBetween(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
