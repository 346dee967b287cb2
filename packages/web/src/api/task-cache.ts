import type { QueryClient } from '@tanstack/react-query';
import type { TaskDetail } from './api-types';
import { queryKeys } from './query-keys';

/**
 * The one rule for a whole task the API answered (an action, a tick, a new task): it replaces the
 * cached one unless that is newer, so a live event that overtook the answer is not undone. Equal
 * times go to the answer, the later word on the same state.
 */
export function supersedes(next: TaskDetail, cached: TaskDetail | undefined): boolean {
  return cached === undefined || Date.parse(next.updated_at) >= Date.parse(cached.updated_at);
}

/** Stores a task the API answered, by the rule above. */
export function storeTask(queryClient: QueryClient, task: TaskDetail): void {
  queryClient.setQueryData<TaskDetail>(queryKeys.task(task.id), (cached) =>
    supersedes(task, cached) ? task : cached,
  );
}

/**
 * Folds a live event's change into the cached task; a task not cached is left to its first read.
 */
export function patchTask(
  queryClient: QueryClient,
  taskId: number,
  patch: (cached: TaskDetail) => TaskDetail,
): void {
  const queryKey = queryKeys.task(taskId);
  queryClient.setQueryData<TaskDetail>(queryKey, (cached) => (cached === undefined ? cached : patch(cached)));
  // A read of the task under way may have been answered before this change was committed; when
  // it lands it would replace the patch with the older state, and no later event would restore
  // it. The read starts over instead.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
