import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type PluginReport = Schema<'Plugin'>;
export type ScheduledJob = Schema<'ScheduledJob'>;

/** The App and every plugin found, loaded or refused with the reason (administrators only). */
export const pluginsQuery = queryOptions({
  queryKey: queryKeys.plugins,
  queryFn: async () => (await unwrap(api.GET('/api/v1/plugins'))).plugins,
});

/** The extensions' scheduled jobs with their next due time and last run. */
export const scheduledJobsQuery = queryOptions({
  queryKey: queryKeys.scheduledJobs,
  queryFn: async () => (await unwrap(api.GET('/api/v1/scheduled-jobs'))).jobs,
});
