import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

export type PluginPackage = Schema<'PluginPackage'>;
export type PluginRestart = Schema<'PluginRestart'>;
export type PendingPluginChange = Schema<'PendingPluginChange'>;

/** The plugins folder as it is on disk, and what a restart would change (administrators only). */
export const pluginPackagesQuery = queryOptions({
  queryKey: [...queryKeys.plugins, 'packages'],
  queryFn: () => unwrap(api.GET('/api/v1/plugin-packages')),
});

/** Installs a plugin from the registry; it loads when the server restarts. */
export function useInstallPlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { package: string; version?: string }) =>
      unwrap(api.POST('/api/v1/plugin-packages', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plugins }),
  });
}

/** Installs another version (the latest when none is named) of a plugin from the registry. */
export function useUpdatePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, version }: { slug: string; version?: string }) =>
      unwrap(
        api.POST('/api/v1/plugin-packages/{slug}/update', {
          params: { path: { slug } },
          body: version === undefined ? {} : { version },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plugins }),
  });
}

/** Removes a plugin installed from the registry; it unloads when the server restarts. */
export function useRemovePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.DELETE('/api/v1/plugin-packages/{slug}', { params: { path: { slug } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plugins }),
  });
}

/** Asks the server to restart itself; it answers first, then stops and starts again. */
export function useRestartServer() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/server/restart', { body: {} })),
  });
}
