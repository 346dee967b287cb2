import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TaskListItem } from '../../api/api-types';
import { usePollingInterval } from '../../live/live-mode';
import { EmptyState } from '../../ui/empty-state';
import { LoadError } from '../../ui/load-error';
import { agentChatsQuery } from '../agent-queries';
import { ChatRow } from './chat-row';

/** Pages may overlap while tasks change (the list is ordered by last change): each task once. */
function uniqueTasks(pages: readonly { tasks: readonly TaskListItem[] }[]): TaskListItem[] {
  const byId = new Map<number, TaskListItem>();
  for (const task of pages.flatMap((page) => page.tasks)) if (!byId.has(task.id)) byId.set(task.id, task);
  return [...byId.values()];
}

/** The agent's conversations, most recently active first, a page at a time; kept current live or by polling. */
export function AgentChats({ agentId }: { agentId: number }) {
  const polling = usePollingInterval(5_000);
  const chats = useInfiniteQuery({ ...agentChatsQuery(agentId), refetchInterval: polling });
  const tasks = chats.data === undefined ? [] : uniqueTasks(chats.data.pages);
  const total = chats.data?.pages[0]?.pagination.total ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="agent-chats-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4" id="agent-chats-heading">
          Conversations
        </Title>
        {total > 0 && (
          <Text fz="sm" c="dimmed">
            {total === 1 ? '1 conversation' : `${total} conversations`}
          </Text>
        )}
      </Group>
      {chats.isPending ? (
        <Paper withBorder radius="lg" aria-busy="true" aria-label="Loading conversations">
          {[0, 1, 2].map((index) => (
            <Stack key={index} gap={8} px="md" py="sm">
              <Skeleton h={14} w="70%" />
              <Skeleton h={10} w="30%" />
            </Stack>
          ))}
        </Paper>
      ) : chats.isError ? (
        <LoadError what="the conversations" error={chats.error} onRetry={() => chats.refetch()} />
      ) : tasks.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState icon={<IconMessages size={28} />} title="No conversations yet">
            Write a task above and send it. The agent works on it step by step; you can follow along and
            approve its actions as it goes.
          </EmptyState>
        </Paper>
      ) : (
        <>
          <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <nav aria-label="Conversations">
              {tasks.map((task) => (
                <ChatRow key={task.id} task={task} />
              ))}
            </nav>
          </Paper>
          {chats.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={chats.isFetchingNextPage}
                onClick={() => chats.fetchNextPage()}
              >
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
