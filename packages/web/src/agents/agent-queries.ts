import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

const chatsPerPage = 20;

/** An agent's conversations (the tasks a person started, not its sub-agent tasks), a page at a time. */
export const agentChatsQuery = (agentId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.tasksOfAgent(agentId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/tasks', {
          params: {
            query: { agent_id: agentId, top_level: true, page: pageParam, per_page: chatsPerPage },
          },
        }),
      ),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
  });

/** Tasks of every agent that wait for a person's decision, so a dashboard badge can link to one. */
export const tasksAwaitingApprovalQuery = queryOptions({
  queryKey: [...queryKeys.tasks, { status: 'PENDING_APPROVAL' }],
  queryFn: async () =>
    (
      await unwrap(
        api.GET('/api/v1/tasks', { params: { query: { status: 'PENDING_APPROVAL', per_page: 100 } } }),
      )
    ).tasks,
});

/** The catalogue of agent templates: core's first, then the plugins'. */
export const agentTemplatesQuery = queryOptions({
  queryKey: queryKeys.templates,
  queryFn: async () => (await unwrap(api.GET('/api/v1/agent-templates'))).templates,
  staleTime: 5 * 60_000,
});
