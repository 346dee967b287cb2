import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import type { TaskDetail } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { storeTask } from '../api/task-cache';
import { i18n } from '../i18n/i18n';

/** After a 409 (another tab or browser drives the task) or an error, look again this much later. */
const retryAfterMs = 3_000;

/**
 * Client runtime mode (seed 001: the worker is the server daemon or the browser): the server runs
 * no worker, so this tab drives the queued tasks it shows — every task page on screen and that
 * task's sub-agent tasks — one `POST /tasks/{id}/tick` (one model turn under a lease) at a time.
 * Tabs of one browser take turns through a Web Lock per task; another browser's tick is refused by
 * the lease (409), and this tab then just follows the live updates. Returns a function that stops.
 */
export function startClientTickDriver(queryClient: QueryClient): () => void {
  const driving = new Set<number>();
  const resting = new Map<number, number>();
  let stopped = false;

  const shownQueuedTasks = (): number[] => {
    const ids = new Set<number>();
    for (const query of queryClient.getQueryCache().findAll({ queryKey: ['task'], type: 'active' })) {
      const task = query.state.data as TaskDetail | undefined;
      if (task === undefined) continue;
      if (task.status === 'QUEUED') ids.add(task.id);
      for (const child of task.sub_tasks ?? []) if (child.status === 'QUEUED') ids.add(child.id);
    }
    return [...ids].filter((id) => !driving.has(id) && (resting.get(id) ?? 0) <= Date.now());
  };

  const tickUntilSettled = async (taskId: number) => {
    while (!stopped) {
      let task: TaskDetail;
      try {
        task = (
          await unwrap(api.POST('/api/v1/tasks/{id}/tick', { params: { path: { id: taskId } }, body: {} }))
        ).task;
      } catch (error) {
        resting.set(taskId, Date.now() + retryAfterMs);
        if (!isApiError(error, 'INVALID_STATE') && !isApiError(error, 'NOT_FOUND')) {
          notifications.show({
            id: `tick-${taskId}`,
            color: 'red',
            title: i18n.t('runtime:tick.failedTitle', { taskId }),
            message: i18n.t('runtime:tick.failedMessage', {
              error: error instanceof Error ? error.message : String(error),
            }),
          });
        }
        return;
      }
      storeTask(queryClient, task);
      queryClient.invalidateQueries({ queryKey: queryKeys.task(taskId) });
      if (task.status !== 'QUEUED') return;
    }
  };

  const drive = (taskId: number) => {
    driving.add(taskId);
    const run = () => tickUntilSettled(taskId);
    const locked =
      typeof navigator !== 'undefined' && 'locks' in navigator
        ? navigator.locks.request(`spora-tick-${taskId}`, { ifAvailable: true }, (lock) =>
            lock === null ? resting.set(taskId, Date.now() + retryAfterMs) : run(),
          )
        : run();
    Promise.resolve(locked).finally(() => {
      driving.delete(taskId);
      if (!stopped) look();
    });
  };

  const look = () => {
    if (!stopped) for (const taskId of shownQueuedTasks()) drive(taskId);
  };

  const unsubscribe = queryClient.getQueryCache().subscribe(look);
  const timer = setInterval(look, retryAfterMs);
  look();
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
}
