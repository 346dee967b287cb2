import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type ApprovalRule = Schema<'ApprovalRule'>;
export type RuleReplay = Schema<'ApprovalRuleReplay'>;
export type RuleDraft = ApiBody<'/api/v1/approval-rules', 'post'>;

/** The rules and grants the person may see, in the order they are tried. */
export const approvalRulesQuery = queryOptions({
  queryKey: queryKeys.approvalRules,
  queryFn: async () => (await unwrap(api.GET('/api/v1/approval-rules'))).approval_rules,
});

/** What a draft would have done to the calls people decided lately. */
export function replayRule(draft: RuleDraft, signal?: AbortSignal): Promise<RuleReplay> {
  return unwrap(
    api.POST('/api/v1/approval-rules/replay', { body: draft, ...(signal ? { signal } : {}) }),
  ).then((data) => data.replay);
}

export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: RuleDraft }) => {
      if (id === null) return unwrap(api.POST('/api/v1/approval-rules', { body: draft }));
      const { scope: _scope, ...definition } = draft;
      return unwrap(api.PUT('/api/v1/approval-rules/{id}', { params: { path: { id } }, body: definition }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.approvalRules }),
  });
}

export function useRevokeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/approval-rules/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.approvalRules }),
  });
}
