import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAgentBody } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** PATCH /agents/{id} with the given fields; the answer replaces the cached agent. */
export function useUpdateAgent(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAgentBody) =>
      (await unwrap(api.PATCH('/api/v1/agents/{id}', { params: { path: { id: agentId } }, body }))).agent,
    onSuccess: (agent) => {
      queryClient.setQueryData(queryKeys.agent(agentId), agent);
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}
