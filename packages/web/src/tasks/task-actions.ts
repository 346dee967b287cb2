import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { storeTask } from '../api/task-cache';

/** What a person says of a call that may have run: it ran (with what it returned), or it did not. */
export type CallReconciliation =
  | { call_id: number; outcome: 'ran'; result: string }
  | { call_id: number; outcome: 'not_run' };

/**
 * Everything a person can do to a task from its page. Each action answers the task as it is
 * afterwards, which replaces the cached one unless a live event already brought something newer;
 * a refusal (409 and the like) is a toast with the API's own message.
 */
export function useTaskActions(task: TaskDetail, options: { onDeleted: () => void; onStopped: () => void }) {
  const { t } = useTranslation('tasks');
  const queryClient = useQueryClient();
  const key = queryKeys.task(task.id);

  const adopt = (next: TaskDetail) => {
    storeTask(queryClient, next);
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
  };
  const refused = (title: string) => (error: Error) => {
    notifications.show({ color: 'red', title, message: error.message });
    queryClient.invalidateQueries({ queryKey: key });
  };
  const path = { params: { path: { id: task.id } } };

  const abort = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/tasks/{id}/abort', { ...path, body: {} })),
    onSuccess: (data) => {
      adopt(data.task);
      options.onStopped();
    },
    onError: refused(t('actions.abortFailed')),
  });

  // Stopping the wait: a running sub-agent is stopped together with every parent waiting on it;
  // with none running (queued, or waiting for approval), the parent itself stops waiting.
  const stopWaiting = useMutation({
    mutationFn: async () => {
      const running = task.sub_tasks.find(
        (child) => child.relation === 'sub_agent' && child.allowed_actions.includes('abort'),
      );
      if (running !== undefined) {
        await unwrap(
          api.POST('/api/v1/tasks/{id}/abort-sub-agent', { params: { path: { id: running.id } }, body: {} }),
        );
        return unwrap(api.GET('/api/v1/tasks/{id}', path));
      }
      return unwrap(api.POST('/api/v1/tasks/{id}/abort', { ...path, body: {} }));
    },
    onSuccess: (data) => {
      adopt(data.task);
      options.onStopped();
    },
    onError: refused(t('actions.stopWaitingFailed')),
  });

  // A refusal is shown by what sent the message (the composer keeps its text and files beside it).
  const continueWith = useMutation({
    mutationFn: (body: { prompt: string; additional_steps?: number; attachments?: number[] }) =>
      unwrap(api.POST('/api/v1/tasks/{id}/continue', { ...path, body })),
    onSuccess: (data) => adopt(data.task),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const extend = useMutation({
    // One of steps, tokens or cost: more of the limit the task stopped at.
    mutationFn: (body: { steps: number } | { tokens: number } | { cost: number }) =>
      unwrap(api.POST('/api/v1/tasks/{id}/extend', { ...path, body })),
    onSuccess: (data) => adopt(data.task),
    onError: refused(t('actions.extendFailed')),
  });

  const reconcile = useMutation({
    mutationFn: (body: CallReconciliation) =>
      unwrap(api.POST('/api/v1/tasks/{id}/reconcile', { ...path, body })),
    onSuccess: (data) => adopt(data.task),
    onError: refused(t('actions.reconcileFailed')),
  });

  const retry = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/tasks/{id}/retry', { ...path, body: {} })),
    onSuccess: (data) => adopt(data.task),
    onError: refused(t('actions.retryFailed')),
  });

  const cancelRetry = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/tasks/{id}/retry-chain', path)),
    onSuccess: (data) => {
      adopt(data.task);
      notifications.show({
        color: 'gray',
        title: t('actions.retryCancelled.title'),
        message: t('actions.retryCancelled.message', { id: task.id }),
      });
    },
    onError: refused(t('actions.cancelRetryFailed')),
  });

  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/tasks/{id}', path)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      notifications.show({
        color: 'teal',
        title: t('actions.deleted.title'),
        message: t('actions.deleted.message', { id: task.id }),
      });
      options.onDeleted();
    },
    onError: refused(t('actions.deleteFailed')),
  });

  return { abort, stopWaiting, continueWith, extend, reconcile, retry, cancelRetry, remove };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
