import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingApproval } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { decisionBodyOf, type InboxDecision } from './approval-inbox';

/** The oldest calls awaiting the user's decision, across agents and tasks. */
export const approvalsQuery = queryOptions({
  queryKey: queryKeys.approvals,
  queryFn: async () =>
    (await unwrap(api.GET('/api/v1/approvals', { params: { query: { per_page: 100 } } }))).approvals,
});

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, decision }: { approval: PendingApproval; decision: InboxDecision }) =>
      unwrap(
        api.POST('/api/v1/tasks/{id}/approve', {
          params: { path: { id: approval.task.id } },
          body: decisionBodyOf(approval, decision),
        }),
      ),
    onSettled: (_data, _error, { approval }) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
      queryClient.invalidateQueries({ queryKey: queryKeys.task(approval.task.id) });
    },
  });
}
