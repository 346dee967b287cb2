import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type ApiToken = Schema<'ApiToken'>;
export type TokenScope = ApiToken['scope'];
export type CreatedToken = ApiData<'/api/v1/auth/tokens', 'post'>;

/** Narrowest first, as the creation form offers them. */
export const tokenScopes: readonly TokenScope[] = ['read', 'tasks', 'agents', 'admin'];

export interface NewToken {
  readonly name: string;
  readonly expires_at: string | null;
  readonly scope: TokenScope;
  /** null: every agent of the person. */
  readonly agent_ids: number[] | null;
}

/** The person's API tokens: names, first characters and last use, never the secrets. */
export const apiTokensQuery = queryOptions({
  queryKey: queryKeys.apiTokens,
  queryFn: async () => (await unwrap(api.GET('/api/v1/auth/tokens'))).api_tokens,
});

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewToken) => unwrap(api.POST('/api/v1/auth/tokens', { body })),
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
