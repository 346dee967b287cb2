import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconMessagePlus,
  IconPin,
  IconPinnedOff,
  IconSettings,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '../../api/api-types';
import { useSetAgentFlags } from '../agent-mutations';

/** The ⋮ menu on an agent card: start a task, settings, pin, favourite, archive, delete. */
export function AgentCardMenu({ agent, onDelete }: { agent: AgentListItem; onDelete: () => void }) {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const setFlags = useSetAgentFlags();
  const toggle = (flags: Parameters<typeof setFlags.mutate>[0]['flags']) => setFlags.mutate({ agent, flags });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('menu.actionsFor', { name: agent.name })}
          className="spora-raised-link"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconMessagePlus size={16} />}
          onClick={() => navigate({ to: '/agents/$agentId', params: { agentId: agent.id } })}
        >
          {t('menu.newConversation')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => navigate({ to: '/agents/$agentId/settings', params: { agentId: agent.id } })}
        >
          {t('menu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={agent.is_pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
          onClick={() => toggle({ is_pinned: !agent.is_pinned })}
        >
          {agent.is_pinned ? t('menu.unpin') : t('menu.pin')}
        </Menu.Item>
        <Menu.Item
          leftSection={agent.is_favorite ? <IconStarOff size={16} /> : <IconStar size={16} />}
          onClick={() => toggle({ is_favorite: !agent.is_favorite })}
        >
          {agent.is_favorite ? t('menu.unfavorite') : t('menu.favorite')}
        </Menu.Item>
        <Menu.Item
          leftSection={agent.is_archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
          onClick={() => toggle({ is_archived: !agent.is_archived })}
        >
          {agent.is_archived ? t('menu.restore') : t('menu.archive')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
