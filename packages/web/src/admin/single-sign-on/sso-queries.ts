import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type SsoProvider = Schema<'SsoProvider'>;
export type SsoProviderBody = ApiBody<'/api/v1/admin/sso-providers', 'post'>;
export type PasswordSignInPolicy = Schema<'PasswordSignInPolicy'>;

export const ssoProvidersAdminQuery = queryOptions({
  queryKey: queryKeys.ssoProviders,
  queryFn: async () => (await unwrap(api.GET('/api/v1/admin/sso-providers'))).providers,
});

export const passwordSignInQuery = queryOptions({
  queryKey: queryKeys.passwordSignIn,
  queryFn: async () => (await unwrap(api.GET('/api/v1/admin/password-sign-in'))).policy,
});

/** The sign-in page's buttons follow the providers; both caches are refreshed after a change. */
function useRefreshProviders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['sso'] });
}

export function useSaveSsoProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SsoProviderBody }) =>
      id === null
        ? unwrap(api.POST('/api/v1/admin/sso-providers', { body }))
        : unwrap(api.PUT('/api/v1/admin/sso-providers/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteSsoProvider() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/v1/admin/sso-providers/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useSavePasswordSignIn() {
  const refresh = useRefreshProviders();
  return useMutation({
    mutationFn: (body: PasswordSignInPolicy) => unwrap(api.PUT('/api/v1/admin/password-sign-in', { body })),
    onSuccess: refresh,
  });
}
