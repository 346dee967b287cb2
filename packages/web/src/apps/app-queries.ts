import { queryOptions } from '@tanstack/react-query';
import type { ApiData } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type UiApp = ApiData<'/api/v1/apps'>['apps'][number];

/** The panels the App and the plugins add to the UI; they change only when the server restarts. */
export const appsQuery = queryOptions({
  queryKey: queryKeys.apps,
  queryFn: async () => (await unwrap(api.GET('/api/v1/apps'))).apps,
  staleTime: 5 * 60_000,
});
