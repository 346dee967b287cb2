import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type LlmConfig = Schema<'LlmConfig'>;
export type LlmDriver = Schema<'LlmDriver'>;
export type DriverSetting = LlmDriver['settings_schema'][number];
export type ConnectionTestResult = Schema<'LlmConnectionTest'>;
export type NewLlmConfigBody = Schema<'NewLlmConfig'>;
export type LlmConfigPatch = Schema<'LlmConfigPatch'>;
export type ProviderModelList = Schema<'ProviderModelList'>;
export type ProviderModelListRequest = Schema<'ProviderModelListRequest'>;

/** The person's own configurations, then the shared (global) ones. */
export const llmConfigsQuery = queryOptions({
  queryKey: queryKeys.llmConfigs,
  queryFn: async () => (await unwrap(api.GET('/api/v1/llm-configs'))).configs,
});

/** The configuration the person's agents use when they name none; null: the global default. */
export const llmPreferenceQuery = queryOptions({
  queryKey: queryKeys.llmPreference,
  queryFn: async () => (await unwrap(api.GET('/api/v1/user-preferences/llm'))).config,
});

/** The installed drivers and the settings each takes; they change only when plugins do. */
export const llmDriversQuery = queryOptions({
  queryKey: queryKeys.llmDrivers,
  queryFn: async () => (await unwrap(api.GET('/api/v1/llm-drivers'))).drivers,
  staleTime: 5 * 60_000,
});

/** A configuration change can change what every agent resolves to, so their readiness is read again. */
function configurationsChanged(queryClient: QueryClient): void {
  queryClient.invalidateQueries({ queryKey: queryKeys.llmConfigs });
  queryClient.invalidateQueries({ queryKey: queryKeys.llmPreference });
  queryClient.invalidateQueries({ queryKey: queryKeys.agents });
  queryClient.invalidateQueries({ queryKey: ['agent'] });
}

export function useCreateLlmConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewLlmConfigBody) =>
      (await unwrap(api.POST('/api/v1/llm-configs', { body }))).config,
    onSuccess: () => configurationsChanged(queryClient),
  });
}

export function useUpdateLlmConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: LlmConfigPatch }) =>
      (await unwrap(api.PUT('/api/v1/llm-configs/{id}', { params: { path: { id } }, body: patch }))).config,
    onSuccess: () => configurationsChanged(queryClient),
  });
}

export function useDeleteLlmConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/llm-configs/{id}', { params: { path: { id } } })),
    onSuccess: () => configurationsChanged(queryClient),
  });
}

export function useSetGlobalDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(api.POST('/api/v1/llm-configs/{id}/set-default', { params: { path: { id } }, body: {} })))
        .config,
    onSuccess: () => configurationsChanged(queryClient),
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (configId: number | null) =>
      (await unwrap(api.PUT('/api/v1/user-preferences/llm', { body: { config_id: configId } }))).config,
    onSuccess: (config) => {
      queryClient.setQueryData(queryKeys.llmPreference, config);
      configurationsChanged(queryClient);
    },
  });
}

/** One small request through a saved configuration; a failed test is a result, not an error. */
export function useTestLlmConfig() {
  return useMutation({
    mutationFn: async (id: number) =>
      (await unwrap(api.POST('/api/v1/llm-configs/{id}/test', { params: { path: { id } }, body: {} })))
        .result,
  });
}

/** The provider's models, asked with the base URL and key in the form; a list not had is a result. */
export function useProviderModels() {
  return useMutation({
    mutationFn: async (body: ProviderModelListRequest) =>
      (await unwrap(api.POST('/api/v1/llm-drivers/models', { body }))).result,
  });
}

/** The driver's name as people read it, even when its plugin is gone. */
export function driverLabelOf(config: LlmConfig): string {
  return config.driver_display_name ?? config.driver_name ?? config.driver_class;
}
