import { queryOptions } from '@tanstack/react-query';
import type { ApiData } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type PluginReport = ApiData<'/api/v1/plugins'>['plugins'][number];
export type ScheduledJob = ApiData<'/api/v1/scheduled-jobs'>['jobs'][number];

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
