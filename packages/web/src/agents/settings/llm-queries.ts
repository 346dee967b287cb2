import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The configurations the person may use: their own, then the shared (global) ones. */
export const llmConfigsQuery = queryOptions({
  queryKey: queryKeys.llmConfigs,
  queryFn: async () => (await unwrap(api.GET('/api/v1/llm-configs'))).configs,
});

/** The configuration the person prefers for agents that name none; null when they have none. */
export const llmPreferenceQuery = queryOptions({
  queryKey: queryKeys.llmPreference,
  queryFn: async () => (await unwrap(api.GET('/api/v1/user-preferences/llm'))).config,
});
