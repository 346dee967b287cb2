import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

const chatsPerPage = 20;

/** Which conversations a list shows: one agent's or every agent's, optionally those matching words. */
export interface ChatsScope {
  readonly agentId: number | null;
  readonly q?: string;
}

/**
 * Conversations (the tasks a person started, not sub-agent tasks), most recently active first, a
 * page at a time: one agent's, or every agent's when `agentId` is null, narrowed by `q` when given.
 * The plain per-agent list keeps the key live events and mutations already mark stale.
 */
export const chatsQuery = ({ agentId, q = '' }: ChatsScope) =>
  infiniteQueryOptions({
    queryKey:
      agentId !== null && q === ''
        ? queryKeys.tasksOfAgent(agentId)
        : ([...queryKeys.tasks, { agentId, q, topLevel: true }] as const),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/tasks', {
          params: {
            query: {
              ...(agentId === null ? {} : { agent_id: agentId }),
              ...(q === '' ? {} : { q }),
              top_level: true,
              page: pageParam,
              per_page: chatsPerPage,
            },
          },
        }),
      ),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
  });

/** An agent's conversations, a page at a time. */
export const agentChatsQuery = (agentId: number) => chatsQuery({ agentId });

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
