import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The providers the sign-in page offers a button for, and whether passwords still work for everyone. */
export const ssoProvidersQuery = queryOptions({
  queryKey: queryKeys.ssoSignIn,
  queryFn: () => unwrap(api.GET('/api/v1/auth/sso/providers')),
  staleTime: 60_000,
});

/** Where a provider's button sends the browser: the server's start, which redirects to the provider. */
export function ssoStartUrl(slug: string, returnTo: string): string {
  return `/api/v1/auth/sso/${encodeURIComponent(slug)}/start?${new URLSearchParams({ return_to: returnTo })}`;
}
