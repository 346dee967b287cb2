import { Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePollingInterval } from '../../live/live-mode';
import { chatsQuery } from '../agent-queries';
import { ChatList } from './chat-list';

/**
 * The agent's conversations under its composer, where no sidebar lists them (narrow screens);
 * the same list the sidebar shows.
 */
export function AgentChats({ agentId }: { agentId: number }) {
  const { t } = useTranslation('agents');
  const polling = usePollingInterval(5_000);
  const chats = useInfiniteQuery({ ...chatsQuery({ agentId }), refetchInterval: polling });
  const total = chats.data?.pages[0]?.pagination.total ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="agent-chats-heading">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4" id="agent-chats-heading">
          {t('chats.title')}
        </Title>
        {total > 0 && (
          <Text fz="sm" c="dimmed">
            {t('chats.count', { count: total })}
          </Text>
        )}
      </Group>
      <ChatList scope={{ agentId }} />
    </Stack>
  );
}
