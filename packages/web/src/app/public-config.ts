import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** What the server tells anyone about itself: version, registration, runtime mode. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => unwrap(api.GET('/api/v1/config')),
  staleTime: 5 * 60_000,
});

export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}
