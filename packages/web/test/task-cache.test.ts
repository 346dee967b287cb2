import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TaskDetail } from '../src/api/api-types';
import { queryKeys } from '../src/api/query-keys';
import { patchTask, storeTask, supersedes } from '../src/api/task-cache';

function task(updatedAt: string, overrides: Partial<TaskDetail> = {}): TaskDetail {
  return { id: 7, status: 'RUNNING', updated_at: updatedAt, ...overrides } as TaskDetail;
}

const cached = (client: QueryClient) => client.getQueryData<TaskDetail>(queryKeys.task(7));

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('which task the cache keeps', () => {
  it('takes an answer when nothing is cached, or when it is as new as the cached task or newer', () => {
    expect(supersedes(task('2026-01-01T10:00:00Z'), undefined)).toBe(true);
    expect(supersedes(task('2026-01-01T10:00:01Z'), task('2026-01-01T10:00:00Z'))).toBe(true);
    expect(supersedes(task('2026-01-01T10:00:00Z'), task('2026-01-01T10:00:00Z'))).toBe(true);
  });

  it('keeps a cached task newer than the answer', () => {
    expect(supersedes(task('2026-01-01T09:59:59Z'), task('2026-01-01T10:00:00Z'))).toBe(false);
  });
});

describe('storeTask', () => {
  it('stores a task nothing held yet', () => {
    const client = new QueryClient();
    storeTask(client, task('2026-01-01T10:00:00Z'));
    expect(cached(client)?.updated_at).toBe('2026-01-01T10:00:00Z');
  });

  it('replaces an older cached task and keeps a newer one', () => {
    const client = new QueryClient();
    storeTask(client, task('2026-01-01T10:00:00Z', { status: 'QUEUED' }));
    storeTask(client, task('2026-01-01T10:00:05Z', { status: 'COMPLETED' }));
    expect(cached(client)?.status).toBe('COMPLETED');
    storeTask(client, task('2026-01-01T10:00:02Z', { status: 'RUNNING' }));
    expect(cached(client)?.status).toBe('COMPLETED');
  });
});

describe('patchTask', () => {
  it('leaves a task nothing holds to its first read', () => {
    const client = new QueryClient();
    patchTask(client, 7, (current) => ({ ...current, status: 'COMPLETED' }));
    expect(cached(client)).toBeUndefined();
  });

  it('patches the cached task, and reads nothing again when no read is under way', async () => {
    const client = new QueryClient();
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.task(7),
      queryFn: () => {
        reads += 1;
        return task('2026-01-01T10:00:00Z');
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(cached(client)).toBeDefined());
    patchTask(client, 7, (current) => ({ ...current, status: 'COMPLETED' }));
    expect(cached(client)?.status).toBe('COMPLETED');
    expect(reads).toBe(1);
    stop();
  });

  it('starts a read under way over, so its older answer cannot undo the patch', async () => {
    const client = new QueryClient();
    const answers = [deferred<TaskDetail>(), deferred<TaskDetail>()];
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.task(7),
      queryFn: () => answers[reads++]?.promise ?? Promise.reject(new Error('one read too many')),
    });
    const stop = observer.subscribe(() => {});
    client.setQueryData(queryKeys.task(7), task('2026-01-01T10:00:00Z', { status: 'RUNNING' }));
    expect(client.isFetching({ queryKey: queryKeys.task(7) })).toBe(1);

    patchTask(client, 7, (current) => ({ ...current, status: 'COMPLETED' }));
    expect(cached(client)?.status).toBe('COMPLETED');
    await vi.waitFor(() => expect(reads).toBe(2));

    // The first read was answered before the change; it lands late and is dropped.
    answers[0]?.resolve(task('2026-01-01T10:00:00Z', { status: 'RUNNING' }));
    answers[1]?.resolve(task('2026-01-01T10:00:03Z', { status: 'COMPLETED' }));
    await vi.waitFor(() => expect(client.isFetching({ queryKey: queryKeys.task(7) })).toBe(0));
    expect(cached(client)?.status).toBe('COMPLETED');
    expect(cached(client)?.updated_at).toBe('2026-01-01T10:00:03Z');
    stop();
  });
});
