import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { ApproverPolicyBody } from './approver-draft';

const policyKey = (agentId: number) => [...queryKeys.agent(agentId), 'approval-policy'] as const;

/** Who decides the agent's approvals, the quorum per operation and its deadlines. */
export const approverPolicyQuery = (agentId: number) =>
  queryOptions({
    queryKey: policyKey(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/approval-policy', { params: { path: { id: agentId } } })))
        .policy,
  });

/** The active accounts that can be named approvers. */
export const approverCandidatesQuery = (agentId: number) =>
  queryOptions({
    queryKey: [...queryKeys.agent(agentId), 'approver-candidates'] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/approver-candidates', { params: { path: { id: agentId } } }),
        )
      ).people,
    staleTime: 60_000,
  });

/** PUT the whole policy; the answer replaces the cached one, and waiting calls follow it at once. */
export function useSaveApproverPolicy(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApproverPolicyBody) =>
      (
        await unwrap(
          api.PUT('/api/v1/agents/{id}/approval-policy', { params: { path: { id: agentId } }, body }),
        )
      ).policy,
    onSuccess: (policy) => {
      queryClient.setQueryData(policyKey(agentId), policy);
      queryClient.invalidateQueries({ queryKey: queryKeys.approvals });
    },
  });
}
