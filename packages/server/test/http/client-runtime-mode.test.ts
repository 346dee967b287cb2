import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { claimTask } from '../../src/orchestrator/index.js';
import { startBackgroundWork } from '../../src/runtime/index.js';
import { sharedFakeLlm } from '../support/shared-fake-llm.js';
import { openTaskApi, type TaskApi } from '../support/task-api.js';
import type { ApiUser } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

describe('the runtime mode setting', () => {
  it('is server unless SPORA_RUNTIME_MODE (or runtimeMode in the file) says client', () => {
    expect(loadConfig({ env: {}, cwd: '/tmp' }).runtimeMode).toBe('server');
    expect(loadConfig({ env: { SPORA_RUNTIME_MODE: 'client' }, cwd: '/tmp' }).runtimeMode).toBe('client');
    expect(loadConfig({ env: { SPORA_RUNTIME_MODE: ' Client ' }, cwd: '/tmp' }).runtimeMode).toBe('client');
  });

  it('refuses other values, and client mode together with sync mode', () => {
    expect(() => loadConfig({ env: { SPORA_RUNTIME_MODE: 'browser' }, cwd: '/tmp' })).toThrow(
      /runtimeMode must be one of server, client, got "browser"/,
    );
    expect(() =>
      loadConfig({ env: { SPORA_RUNTIME_MODE: 'client', SPORA_SYNC_MODE: 'true' }, cwd: '/tmp' }),
    ).toThrow(/runtimeMode client and syncMode exclude each other/);
  });

  it('starts no worker in client mode, only the reaper that also queues due retries', async () => {
    const started: string[] = [];
    const platform = (runtimeMode: 'server' | 'client', syncMode = false, loopThreads = 0) => ({
      config: {
        runtimeMode,
        syncMode,
        loopThreads,
        workerConcurrency: 4,
        database: { kind: 'sqlite' as const, path: '/srv/spora.db' },
      },
      startWorker: async () => {
        started.push('worker');
        return undefined as never;
      },
      startLoopThreads: async (concurrencies: readonly number[]) => {
        started.push(`loop threads ${concurrencies.join('+')}`);
        return undefined as never;
      },
      startLeaseReaper: (options?: { queueDueRetries?: boolean }) => {
        started.push(options?.queueDueRetries ? 'reaper+retries' : 'reaper');
      },
    });
    expect(await startBackgroundWork(platform('client'), { embeddedWorker: true })).toBe('lease-reaper');
    expect(started).toEqual(['reaper+retries']);
    started.length = 0;
    expect(await startBackgroundWork(platform('server'), { embeddedWorker: true })).toBe('embedded-worker');
    expect(await startBackgroundWork(platform('server', true), { embeddedWorker: true })).toBe(
      'lease-reaper',
    );
    expect(await startBackgroundWork(platform('server'), { embeddedWorker: false })).toBe('none');
    expect(await startBackgroundWork(platform('client', false, 2), { embeddedWorker: true })).toBe(
      'lease-reaper',
    );
    expect(await startBackgroundWork(platform('server', true, 2), { embeddedWorker: true })).toBe(
      'lease-reaper',
    );
    expect(await startBackgroundWork(platform('server', false, 3), { embeddedWorker: false })).toBe('none');
    // The process's concurrency is shared among its threads, and never more threads than tasks.
    expect(await startBackgroundWork(platform('server', false, 3), { embeddedWorker: true })).toBe(
      'loop-threads',
    );
    expect(await startBackgroundWork(platform('server', false, 16), { embeddedWorker: true })).toBe(
      'loop-threads',
    );
    expect(started).toEqual([
      'worker',
      'reaper',
      'reaper+retries',
      'reaper',
      // The main thread runs the process's own jobs (schedules, deadlines, retention, mail) and reaps.
      'loop threads 2+1+1',
      'reaper',
      'loop threads 1+1+1+1',
      'reaper',
    ]);
  });
});

describe.each(testEngines)('client runtime mode on $name', (engine) => {
  const llm = sharedFakeLlm();
  let api: TaskApi;
  let alice: ApiUser;
  let agent: { id: number };

  beforeEach(async () => {
    api = await openTaskApi(engine, llm, { runtimeMode: 'client' });
    alice = await api.signUp();
    agent = await api.agentOf(alice.id, { retryAfterMinutes: 1, maxRetries: 2 });
  });

  afterEach(async () => {
    await api.dispose();
  });

  const db = () => api.platform.database.db;
  const statusOf = async (taskId: number) => (await api.platform.orchestrator.getTask(taskId)).status;
  const startTask = async (prompt = 'Hello') => {
    const response = await alice.request('POST', '/api/v1/tasks', { agent_id: agent.id, prompt });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.task as { id: number; status: string };
  };

  it('tells the UI it must drive the ticks', async () => {
    const config = (await api.anonymous('GET', '/api/v1/config')).json().data;
    expect(config).toMatchObject({ runtime_mode: 'client' });
  });

  it('answers a task queued, for the browser to tick to its end', async () => {
    llm.enqueue({ kind: 'text', text: 'Hi there.' });
    const task = await startTask();
    expect(task.status).toBe('QUEUED');
    const ticked = await alice.request('POST', `/api/v1/tasks/${task.id}/tick`);
    expect(ticked.json().data.task).toMatchObject({ status: 'COMPLETED', final_response: 'Hi there.' });
  });

  it('refuses a second driver with 409 while a tick holds the lease (one tab at a time)', async () => {
    llm.enqueue({ kind: 'hang' });
    const task = await startTask();
    const first = alice.request('POST', `/api/v1/tasks/${task.id}/tick`);
    await vi.waitFor(() => expect(llm.requests).toHaveLength(1));
    expect(await statusOf(task.id)).toBe('RUNNING');

    const second = await alice.request('POST', `/api/v1/tasks/${task.id}/tick`);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('INVALID_STATE');
    expect(llm.requests).toHaveLength(1);

    expect((await alice.request('POST', `/api/v1/tasks/${task.id}/abort`)).statusCode).toBe(200);
    const finished = await first;
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.task.status).toBe('ABORTED');
  });

  it('requeues a task whose tick was cut short, once its lease expires, for the next tick', async () => {
    llm.enqueue({ kind: 'text', text: 'Picked up again.' });
    const task = await startTask();
    // A tick whose server process died mid-run: RUNNING under a lease nobody extends any more.
    await claimTask(db(), task.id, 'crashed-process:1', -1_000);
    await startBackgroundWork(api.platform, { embeddedWorker: true });
    await vi.waitFor(async () => expect(await statusOf(task.id)).toBe('QUEUED'));
    const ticked = await alice.request('POST', `/api/v1/tasks/${task.id}/tick`);
    expect(ticked.json().data.task).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Picked up again.',
    });
  });

  it('queues a failed task whose automatic retry is due, for the browser to tick', async () => {
    llm.enqueue({ kind: 'error', status: 503 });
    const task = await startTask();
    const failed = (await alice.request('POST', `/api/v1/tasks/${task.id}/tick`)).json().data.task;
    expect(failed).toMatchObject({ status: 'FAILED', retry_count: 1 });
    expect(failed.retry_after).not.toBeNull();
    await db()
      .updateTable('tasks')
      .set({ retry_after: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', task.id)
      .execute();
    await startBackgroundWork(api.platform, { embeddedWorker: true });
    await vi.waitFor(async () => expect(await statusOf(task.id)).toBe('QUEUED'));
    llm.enqueue({ kind: 'text', text: 'Second time lucky.' });
    const ticked = await alice.request('POST', `/api/v1/tasks/${task.id}/tick`);
    expect(ticked.json().data.task).toMatchObject({
      status: 'COMPLETED',
      final_response: 'Second time lucky.',
    });
  });
});
