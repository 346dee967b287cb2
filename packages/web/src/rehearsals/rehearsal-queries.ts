import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { NewPromptSet, NewRehearsal, PromptSetPatch } from './rehearsal-types';

/** The agent's rehearsals, newest first (the first page: a report is reached from the newest). */
export const rehearsalsQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.rehearsalsOfAgent(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/rehearsals', { params: { path: { id: agentId } } }))).items,
  });

export const rehearsalQuery = (rehearsalId: number) =>
  queryOptions({
    queryKey: queryKeys.rehearsal(rehearsalId),
    queryFn: () => unwrap(api.GET('/api/v1/rehearsals/{id}', { params: { path: { id: rehearsalId } } })),
  });

export const promptSetsQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.promptSetsOfAgent(agentId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/rehearsal-prompt-sets', { params: { path: { id: agentId } } }),
        )
      ).items,
  });

export function useStartRehearsal(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRehearsal) =>
      unwrap(api.POST('/api/v1/agents/{id}/rehearsals', { params: { path: { id: agentId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rehearsalsOfAgent(agentId) }),
  });
}

export function useCancelRehearsal(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rehearsalId: number) =>
      unwrap(api.POST('/api/v1/rehearsals/{id}/cancel', { params: { path: { id: rehearsalId } }, body: {} })),
    onSuccess: (rehearsal) => {
      queryClient.setQueryData(queryKeys.rehearsal(rehearsal.id), rehearsal);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rehearsalsOfAgent(agentId) });
    },
  });
}

/** The report is left as it was (its page is being left); reading it again would only find it gone. */
export function useDeleteRehearsal(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rehearsalId: number) =>
      unwrap(api.DELETE('/api/v1/rehearsals/{id}', { params: { path: { id: rehearsalId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rehearsalsOfAgent(agentId) }),
  });
}

function usePromptSetChange<Variables, Result>(
  agentId: number,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.promptSetsOfAgent(agentId) }),
  });
}

export const useCreatePromptSet = (agentId: number) =>
  usePromptSetChange(agentId, (body: NewPromptSet) =>
    unwrap(
      api.POST('/api/v1/agents/{id}/rehearsal-prompt-sets', { params: { path: { id: agentId } }, body }),
    ),
  );

export const useUpdatePromptSet = (agentId: number) =>
  usePromptSetChange(agentId, ({ id, ...body }: PromptSetPatch & { id: number }) =>
    unwrap(api.PATCH('/api/v1/rehearsal-prompt-sets/{id}', { params: { path: { id } }, body })),
  );

export const useDeletePromptSet = (agentId: number) =>
  usePromptSetChange(agentId, (id: number) =>
    unwrap(api.DELETE('/api/v1/rehearsal-prompt-sets/{id}', { params: { path: { id } } })),
  );
