import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type UiApp = Schema<'UiApp'>;

/** The panels the App and the plugins add to the UI; they change only when the server restarts. */
export const appsQuery = queryOptions({
  queryKey: queryKeys.apps,
  queryFn: async () => (await unwrap(api.GET('/api/v1/apps'))).apps,
  staleTime: 5 * 60_000,
});
