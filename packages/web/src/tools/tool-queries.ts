import { queryOptions } from '@tanstack/react-query';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

export type ToolStatus = Schema<'AgentTool'>;
export type AgentOperation = Schema<'AgentToolOperation'>;

/** Every registered tool with its settings schema and operations; it changes only with plugins. */
export const toolsQuery = queryOptions({
  queryKey: queryKeys.tools,
  queryFn: async () => (await unwrap(api.GET('/api/v1/tools'))).tools,
  staleTime: 5 * 60_000,
});

/** Which tools the agent has enabled, and which required settings each still misses. */
export const agentToolStatusQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.agentTools(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/tools/status', { params: { path: { id: agentId } } })))
        .statuses,
  });

/** The operations of the agent's enabled tools, with stored (`null` = default) and effective flags. */
export const agentOperationsQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.agentToolOperations(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}/tools/operations', { params: { path: { id: agentId } } })))
        .operations,
  });

const agentToolPath = (agentId: number, toolId: string) => ({ path: { id: agentId, toolId } });

/** Every setting of the tool as the agent runs it, with the layer each value comes from. */
export const agentToolSettingsQuery = (agentId: number, toolId: string) =>
  queryOptions({
    queryKey: queryKeys.agentToolSettings(agentId, toolId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/tools/{toolId}/settings', { params: agentToolPath(agentId, toolId) }),
        )
      ).settings,
  });

/** The tool's description as the agent's model receives it. */
export const agentToolDescriptionQuery = (agentId: number, toolId: string) =>
  queryOptions({
    queryKey: [...queryKeys.agentToolSettings(agentId, toolId), 'description'] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents/{id}/tools/{toolId}/description', {
            params: agentToolPath(agentId, toolId),
          }),
        )
      ).description,
  });

export type SettingsLayerName = 'user' | 'global';

/** One stored layer of a tool's settings: the person's own, or (administrators) the global one. */
export const toolLayerQuery = (layer: SettingsLayerName, toolId: string) =>
  queryOptions({
    queryKey: queryKeys.toolLayer(layer, toolId),
    queryFn: async () =>
      (
        await unwrap(
          layer === 'global'
            ? api.GET('/api/v1/tools/{toolId}/settings', { params: { path: { toolId } } })
            : api.GET('/api/v1/tools/{toolId}/user-settings', { params: { path: { toolId } } }),
        )
      ).settings,
  });
