import { CloseButton, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatList } from '../agents/agent-page/chat-list';
import { ButtonLink } from '../ui/links';

type Reach = 'agent' | 'all';

/**
 * The conversations beside the one open (or beside the agent's composer): a way to a new one, this
 * agent's or every agent's recent ones, a search over them, and per row rename and delete.
 */
export function ConversationSidebar({ agentId, currentTaskId }: { agentId: number; currentTaskId?: number }) {
  const { t } = useTranslation('conversations');
  const [reach, setReach] = useState<Reach>('agent');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const navigate = useNavigate();
  return (
    <Stack gap="sm" className="spora-conversation-sidebar-body">
      <ButtonLink
        to="/agents/$agentId"
        params={{ agentId }}
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        variant="light"
        fullWidth
      >
        {t('sidebar.new')}
      </ButtonLink>
      <SegmentedControl
        size="xs"
        fullWidth
        value={reach}
        onChange={(value) => setReach(value === 'all' ? 'all' : 'agent')}
        data={[
          { value: 'agent', label: t('sidebar.thisAgent') },
          { value: 'all', label: t('sidebar.allAgents') },
        ]}
        aria-label={t('sidebar.reach')}
      />
      <TextInput
        size="xs"
        placeholder={t('sidebar.search')}
        aria-label={t('sidebar.search')}
        leftSection={<IconSearch size={14} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={
          search === '' ? undefined : (
            <CloseButton size="sm" aria-label={t('sidebar.clearSearch')} onClick={() => setSearch('')} />
          )
        }
      />
      <ChatList
        scope={{ agentId: reach === 'agent' ? agentId : null, q }}
        currentTaskId={currentTaskId}
        compact
        onDeleted={(task) => {
          if (task.id === currentTaskId)
            navigate({ to: '/agents/$agentId', params: { agentId: task.agent_id } });
        }}
      />
    </Stack>
  );
}
