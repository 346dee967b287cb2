import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../../api/agents-query';
import type { TaskListItem } from '../../api/api-types';
import { ConversationRowMenu } from '../../conversations/conversation-row-menu';
import { usePollingInterval } from '../../live/live-mode';
import { EmptyState } from '../../ui/empty-state';
import { LoadError } from '../../ui/load-error';
import { type ChatsScope, chatsQuery } from '../agent-queries';
import { ChatRow } from './chat-row';
import '../../conversations/conversations.css';

/** Pages may overlap while tasks change (the list is ordered by last change): each task once. */
function uniqueTasks(pages: readonly { tasks: readonly TaskListItem[] }[]): TaskListItem[] {
  const byId = new Map<number, TaskListItem>();
  for (const task of pages.flatMap((page) => page.tasks)) if (!byId.has(task.id)) byId.set(task.id, task);
  return [...byId.values()];
}

/**
 * Conversations, most recently active first, a page at a time, kept current live or by polling:
 * one agent's or every agent's (then each row names its agent), narrowed by a search. Each row has
 * a menu to rename or delete it. `compact` is the sidebar's look; `currentTaskId` marks the open one.
 */
export function ChatList({
  scope,
  currentTaskId,
  compact = false,
  onDeleted,
}: {
  scope: ChatsScope;
  currentTaskId?: number;
  compact?: boolean;
  /** After a row's conversation is deleted, with its agent (so the open one can be left). */
  onDeleted?: (task: TaskListItem) => void;
}) {
  const { t } = useTranslation('agents');
  const polling = usePollingInterval(5_000);
  const chats = useInfiniteQuery({ ...chatsQuery(scope), refetchInterval: polling });
  const acrossAgents = scope.agentId === null;
  const agents = useQuery({ ...agentsQuery(), enabled: acrossAgents });
  const agentNames = new Map((agents.data ?? []).map((agent) => [agent.id, agent.name]));
  const tasks = chats.data === undefined ? [] : uniqueTasks(chats.data.pages);
  const searching = (scope.q ?? '') !== '';
  const total = chats.data?.pages[0]?.pagination.total ?? 0;

  if (chats.isPending)
    return (
      <Paper withBorder radius="lg" aria-busy="true" aria-label={t('chats.loading')}>
        {[0, 1, 2].map((index) => (
          <Stack key={index} gap={8} px="md" py="sm">
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} w="30%" />
          </Stack>
        ))}
      </Paper>
    );
  if (chats.isError)
    return <LoadError what={t('chats.loadWhat')} error={chats.error} onRetry={() => chats.refetch()} />;
  if (tasks.length === 0)
    return (
      <Paper withBorder radius="lg">
        {searching ? (
          <EmptyState icon={<IconSearch size={28} />} title={t('chats.noMatchesTitle')}>
            {t('chats.noMatches', { query: scope.q })}
          </EmptyState>
        ) : (
          <EmptyState icon={<IconMessages size={28} />} title={t('chats.emptyTitle')}>
            {t('chats.empty')}
          </EmptyState>
        )}
      </Paper>
    );
  return (
    <Stack gap="sm">
      {/* The page lists its own count under its heading; the sidebar has none. */}
      {compact && (
        <Text fz="xs" c="dimmed" mb={-4}>
          {searching ? t('chats.countFound', { count: total }) : t('chats.count', { count: total })}
        </Text>
      )}
      <Paper withBorder radius={compact ? 'md' : 'lg'} style={{ overflow: 'hidden' }}>
        <nav aria-label={t('chats.title')}>
          {tasks.map((task) => (
            <ChatRow
              key={task.id}
              task={task}
              compact={compact}
              current={task.id === currentTaskId}
              agentName={
                acrossAgents
                  ? (agentNames.get(task.agent_id) ?? t('chats.agentFallback', { id: task.agent_id }))
                  : undefined
              }
              menu={<ConversationRowMenu task={task} onDeleted={() => onDeleted?.(task)} />}
            />
          ))}
        </nav>
      </Paper>
      {chats.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size={compact ? 'xs' : 'sm'}
            loading={chats.isFetchingNextPage}
            onClick={() => chats.fetchNextPage()}
          >
            {t('chats.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
