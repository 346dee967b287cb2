import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { queryKeys } from './query-keys';

// The agent reads that the navigation, the task page and the tool settings form share with the agents feature.

export interface AgentFilter {
  readonly archived?: boolean;
}

/** The signed-in person's agents, newest first (all of them when no filter is given). */
export const agentsQuery = (filter: AgentFilter = {}) =>
  queryOptions({
    queryKey: [...queryKeys.agents, filter],
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/v1/agents', {
            params: { query: filter.archived === undefined ? {} : { archived: filter.archived } },
          }),
        )
      ).agents,
  });

export const agentQuery = (agentId: number) =>
  queryOptions({
    queryKey: queryKeys.agent(agentId),
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/agents/{id}', { params: { path: { id: agentId } } }))).agent,
  });
