import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type ApiToken = Schema<'ApiToken'>;
export type CreatedToken = ApiData<'/api/v1/auth/tokens', 'post'>;

/** The person's API tokens: names, first characters and last use, never the secrets. */
export const apiTokensQuery = queryOptions({
  queryKey: queryKeys.apiTokens,
  queryFn: async () => (await unwrap(api.GET('/api/v1/auth/tokens'))).api_tokens,
});

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; expires_at: string | null }) =>
      unwrap(api.POST('/api/v1/auth/tokens', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/auth/tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
