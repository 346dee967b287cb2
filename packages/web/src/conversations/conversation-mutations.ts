import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskDetail } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { storeTask } from '../api/task-cache';

/** What a person may change of a conversation: its title, and the model that answers it (null: the agent's). */
export interface ConversationPatch {
  readonly title?: string | null;
  readonly llm_driver_config_id?: number | null;
}

/** A task the API answered replaces the cached one, and every list showing it is read again. */
function useAdoptTask() {
  const queryClient = useQueryClient();
  return (task: TaskDetail) => {
    storeTask(queryClient, task);
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
  };
}

/**
 * A new conversation the API answered is stored and read again at once: events about it may have
 * come before this answer, while nothing held it. Its source now lists it among its branches.
 */
function useAdoptBranch() {
  const queryClient = useQueryClient();
  const adopt = useAdoptTask();
  return (task: TaskDetail, sourceId: number) => {
    adopt(task);
    queryClient.invalidateQueries({ queryKey: queryKeys.task(task.id) });
    queryClient.invalidateQueries({ queryKey: queryKeys.task(sourceId) });
  };
}

/** Renames a conversation or switches its model. */
export function useUpdateConversation() {
  const adopt = useAdoptTask();
  return useMutation({
    mutationFn: ({ taskId, patch }: { taskId: number; patch: ConversationPatch }) =>
      unwrap(api.PATCH('/api/v1/tasks/{id}', { params: { path: { id: taskId } }, body: patch })),
    onSuccess: (data) => adopt(data.task),
  });
}

/** Deletes a conversation from a list; its page, if cached, is dropped. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) =>
      unwrap(api.DELETE('/api/v1/tasks/{id}', { params: { path: { id: taskId } } })),
    onSuccess: (_data, taskId) => {
      queryClient.removeQueries({ queryKey: queryKeys.task(taskId) });
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}

/** A new conversation that repeats this one up to a user message, which it replaces with `prompt`. */
export function useBranchConversation() {
  const adopt = useAdoptBranch();
  return useMutation({
    mutationFn: ({ taskId, sequence, prompt }: { taskId: number; sequence: number; prompt: string }) =>
      unwrap(
        api.POST('/api/v1/tasks/{id}/branch', {
          params: { path: { id: taskId } },
          body: { sequence, prompt },
        }),
      ),
    onSuccess: (data, { taskId }) => adopt(data.task, taskId),
  });
}

/** A new conversation that asks the last question again, for another answer. */
export function useRegenerateAnswer() {
  const adopt = useAdoptBranch();
  return useMutation({
    mutationFn: (taskId: number) =>
      unwrap(api.POST('/api/v1/tasks/{id}/regenerate', { params: { path: { id: taskId } }, body: {} })),
    onSuccess: (data, taskId) => adopt(data.task, taskId),
  });
}
