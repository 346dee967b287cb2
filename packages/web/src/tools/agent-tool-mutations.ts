import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { AgentOperation } from './tool-queries';

/** After a change to an agent's tools: its tool list, operations, settings and the agent itself. */
function useRefreshAgentTools(agentId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.agentTools(agentId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.agent(agentId) }),
    ]);
}

/** Enables or disables one tool for the agent; a refusal comes back as a toast. */
export function useSetToolEnabled(agentId: number) {
  const { t } = useTranslation('tools');
  const refresh = useRefreshAgentTools(agentId);
  return useMutation({
    mutationFn: async ({ toolId, enabled }: { toolId: string; displayName: string; enabled: boolean }) => {
      const path = { id: agentId, toolId };
      if (enabled) {
        await unwrap(api.POST('/api/v1/agents/{id}/tools/{toolId}/enable', { params: { path }, body: {} }));
      } else {
        await unwrap(api.DELETE('/api/v1/agents/{id}/tools/{toolId}/enable', { params: { path } }));
      }
    },
    onError: (error, { displayName, enabled }) =>
      notifications.show({
        color: 'red',
        title: enabled
          ? t('mutations.enableFailed', { tool: displayName })
          : t('mutations.disableFailed', { tool: displayName }),
        message: error.message,
      }),
    onSettled: refresh,
  });
}

export interface OperationFlagChange {
  readonly toolId: string;
  readonly operation: string;
  readonly flags: { enabled?: boolean | null; requires_approval?: boolean | null };
}

/** Changes one flag of one operation; the answer replaces the cached operation at once. */
export function useSetOperationFlags(agentId: number) {
  const { t } = useTranslation('tools');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, operation, flags }: OperationFlagChange) =>
      unwrap(
        api.PATCH('/api/v1/agents/{id}/tools/{toolId}/operations/{operation}', {
          params: { path: { id: agentId, toolId, operation } },
          body: flags,
        }),
      ),
    onSuccess: ({ operation }) =>
      queryClient.setQueryData<AgentOperation[]>(queryKeys.agentToolOperations(agentId), (operations) =>
        operations?.map((entry) =>
          entry.tool_name === operation.tool_name && entry.operation === operation.operation
            ? operation
            : entry,
        ),
      ),
    onError: (error, { operation }) =>
      notifications.show({
        color: 'red',
        title: t('mutations.changeFailed', { operation }),
        message: error.message,
      }),
  });
}

/** Writes the agent's layer of a tool's settings; the caller shows field errors from the answer. */
export function useSaveAgentToolSettings(agentId: number, toolId: string) {
  const refresh = useRefreshAgentTools(agentId);
  return (settings: Record<string, unknown>) =>
    unwrap(
      api.PUT('/api/v1/agents/{id}/tools/{toolId}/settings', {
        params: { path: { id: agentId, toolId } },
        body: { settings },
      }),
    ).finally(refresh);
}

/**
 * Removes everything this agent overrides for a tool: its own settings (each key inherits again)
 * and every operation flag (each follows its default again).
 */
export function useRemoveAgentOverrides(agentId: number) {
  const { t } = useTranslation('tools');
  const refresh = useRefreshAgentTools(agentId);
  return useMutation({
    mutationFn: async ({
      toolId,
      operations,
    }: {
      toolId: string;
      displayName: string;
      operations: readonly string[];
    }) => {
      await unwrap(
        api.DELETE('/api/v1/agents/{id}/tools/{toolId}/settings', {
          params: { path: { id: agentId, toolId } },
        }),
      );
      for (const operation of operations) {
        await unwrap(
          api.PATCH('/api/v1/agents/{id}/tools/{toolId}/operations/{operation}', {
            params: { path: { id: agentId, toolId, operation } },
            body: { enabled: null, requires_approval: null },
          }),
        );
      }
    },
    onSuccess: (_data, { displayName }) =>
      notifications.show({
        color: 'teal',
        message: t('mutations.resetDone', { tool: displayName }),
      }),
    onError: (error, { displayName }) =>
      notifications.show({
        color: 'red',
        title: t('mutations.resetFailed', { tool: displayName }),
        message: error.message,
      }),
    onSettled: refresh,
  });
}
