import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';

/** Whether the server still waits for its first administrator (created with the logged setup code). */
export const setupStatusQuery = queryOptions({
  queryKey: ['setup-status'],
  queryFn: async () => ({ setup_required: (await unwrap(api.GET('/api/v1/setup'))).needed }),
  staleTime: 10_000,
});
