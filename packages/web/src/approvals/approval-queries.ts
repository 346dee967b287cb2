import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, PendingApproval } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { type InboxChoice, singleDecisionBody } from './approval-inbox';
import { approvalsQueryOf, type InboxSearch } from './inbox-search';

/** One page of the calls awaiting the user's decision, across agents and tasks, oldest first. */
export const approvalsQuery = (search: InboxSearch) =>
  queryOptions({
    queryKey: [...queryKeys.approvals, search],
    queryFn: async () =>
      unwrap(api.GET('/api/v1/approvals', { params: { query: approvalsQueryOf(search) } })),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return (taskIds: readonly number[]) => {
    queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
    for (const taskId of new Set(taskIds))
      queryClient.invalidateQueries({ queryKey: queryKeys.task(taskId) });
  };
}

/** Decides one call in one request: approve (possibly with edited arguments) or reject with a reason. */
export function useDecideApproval() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ approval, choice }: { approval: PendingApproval; choice: InboxChoice }) =>
      unwrap(
        api.POST('/api/v1/tasks/{id}/approve', {
          params: { path: { id: approval.task.id } },
          body: singleDecisionBody(approval, choice),
        }),
      ),
    onSettled: (_data, _error, { approval }) => refresh([approval.task.id]),
  });
}

export type BulkDecision = ApiBody<'/api/v1/approvals/decisions', 'post'>;

/** One decision (and one reason) for several calls; the answer says what became of each. */
export function useBulkDecision() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: async (body: BulkDecision) =>
      (await unwrap(api.POST('/api/v1/approvals/decisions', { body }))).results,
    onSettled: (_data, _error, body) => refresh(body.calls.map((call) => call.task_id)),
  });
}
