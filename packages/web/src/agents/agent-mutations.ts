import { notifications } from '@mantine/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, AgentListItem, CreateAgentBody } from '../api/api-types';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { storeTask } from '../api/task-cache';
import { i18n } from '../i18n/i18n';

/** The dashboard flags a person toggles from a card or the agent header. */
export type AgentFlags = Partial<Pick<Agent, 'is_pinned' | 'is_favorite' | 'is_archived'>>;

type Snapshot = ReturnType<QueryClient['getQueriesData']>;

/** Writes the flags into every cached copy of the agent (lists and detail); returns what was there. */
function patchCachedAgent(queryClient: QueryClient, agentId: number, flags: AgentFlags): Snapshot {
  const lists = queryClient.getQueriesData({ queryKey: queryKeys.agents });
  const detail = queryClient.getQueriesData({ queryKey: queryKeys.agent(agentId) });
  queryClient.setQueriesData<AgentListItem[]>({ queryKey: queryKeys.agents }, (agents) =>
    agents?.map((agent) => (agent.id === agentId ? { ...agent, ...flags } : agent)),
  );
  queryClient.setQueryData<Agent>(queryKeys.agent(agentId), (agent) =>
    agent === undefined ? agent : { ...agent, ...flags },
  );
  return [...lists, ...detail];
}

const flagOutcome = (flags: AgentFlags, name: string): string | null => {
  if (flags.is_archived === true) return i18n.t('agents:flags.archived', { name });
  if (flags.is_archived === false) return i18n.t('agents:flags.restored', { name });
  return null;
};

/**
 * Pin, favourite, archive: shown at once (optimistic), sent with PATCH /agents/{id}, and put back
 * with a toast if the server refuses.
 */
export function useSetAgentFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agent, flags }: { agent: Pick<Agent, 'id' | 'name'>; flags: AgentFlags }) =>
      unwrap(api.PATCH('/api/v1/agents/{id}', { params: { path: { id: agent.id } }, body: flags })),
    onMutate: async ({ agent, flags }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.agents });
      await queryClient.cancelQueries({ queryKey: queryKeys.agent(agent.id) });
      return { snapshot: patchCachedAgent(queryClient, agent.id, flags) };
    },
    onError: (error, { agent }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      notifications.show({
        color: 'red',
        title: i18n.t('agents:flags.changeFailed', { name: agent.name }),
        message: error.message,
      });
    },
    onSuccess: (_data, { agent, flags }) => {
      const message = flagOutcome(flags, agent.name);
      if (message !== null) notifications.show({ color: 'teal', message });
    },
    onSettled: (_data, _error, { agent }) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      queryClient.invalidateQueries({ queryKey: queryKeys.agent(agent.id) });
    },
  });
}

/** DELETE /agents/{id}; the caller shows a refusal (409 while a task runs) where it asked. */
export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: number) =>
      unwrap(api.DELETE('/api/v1/agents/{id}', { params: { path: { id: agentId } } })),
    onSuccess: (_data, agentId) => {
      queryClient.setQueriesData<AgentListItem[]>({ queryKey: queryKeys.agents }, (agents) =>
        agents?.filter((agent) => agent.id !== agentId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.agent(agentId) });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAgentBody) => (await unwrap(api.POST('/api/v1/agents', { body }))).agent,
    onSuccess: (agent) => {
      queryClient.setQueryData(queryKeys.agent(agent.id), agent);
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}

export function useImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      unwrap(api.POST('/api/v1/agent-templates/import', { body: { template_id: templateId } })),
    onSuccess: ({ agent }) => {
      queryClient.setQueryData(queryKeys.agent(agent.id), agent);
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}

/** POST /tasks: gives the agent a task; the caller opens it. */
export function useStartTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      agentId,
      prompt,
      attachments,
    }: {
      agentId: number;
      prompt: string;
      attachments: number[];
    }) =>
      (
        await unwrap(
          api.POST('/api/v1/tasks', {
            body: { agent_id: agentId, prompt, ...(attachments.length > 0 ? { attachments } : {}) },
          }),
        )
      ).task,
    onSuccess: (task) => {
      storeTask(queryClient, task);
      // Events about the new task may have come before this answer, while nothing held it.
      queryClient.invalidateQueries({ queryKey: queryKeys.task(task.id) });
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      queryClient.invalidateQueries({ queryKey: queryKeys.agents });
    },
  });
}
