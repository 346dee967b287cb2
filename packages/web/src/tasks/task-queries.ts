import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** A task with its whole history and tool calls; live events keep it current once loaded. */
export const taskQuery = (taskId: number) =>
  queryOptions({
    queryKey: queryKeys.task(taskId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/tasks/{id}', { params: { path: { id: taskId } } }))).task,
  });
