import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconDownload,
  IconPin,
  IconPinFilled,
  IconSettings,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../../api/api-types';
import { type AgentFlags, useSetAgentFlags } from '../agent-mutations';
import { ExportAgentModal } from '../templates/export-agent-modal';

/**
 * Pin and favourite as toggle buttons beside the agent's name; settings, export, archive and
 * delete in a menu.
 */
export function AgentHeaderActions({ agent, onDelete }: { agent: Agent; onDelete: () => void }) {
  const { t } = useTranslation('agents');
  const [exporting, setExporting] = useState(false);
  const setFlags = useSetAgentFlags();
  const toggle = (flags: AgentFlags) => setFlags.mutate({ agent, flags });
  const pinLabel = agent.is_pinned ? t('menu.unpin') : t('header.pin');
  const favoriteLabel = agent.is_favorite ? t('menu.unfavorite') : t('menu.favorite');
  return (
    <>
      <Tooltip label={pinLabel} withArrow>
        <ActionIcon
          variant={agent.is_pinned ? 'light' : 'subtle'}
          color={agent.is_pinned ? 'teal' : 'gray'}
          size="lg"
          aria-label={t('card.pinned')}
          aria-pressed={agent.is_pinned}
          onClick={() => toggle({ is_pinned: !agent.is_pinned })}
        >
          {agent.is_pinned ? <IconPinFilled size={18} /> : <IconPin size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={favoriteLabel} withArrow>
        <ActionIcon
          variant={agent.is_favorite ? 'light' : 'subtle'}
          color={agent.is_favorite ? 'yellow' : 'gray'}
          size="lg"
          aria-label={t('card.favorite')}
          aria-pressed={agent.is_favorite}
          onClick={() => toggle({ is_favorite: !agent.is_favorite })}
        >
          {agent.is_favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.moreActions')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            renderRoot={(props) => (
              <Link {...props} to="/agents/$agentId/settings" params={{ agentId: agent.id }} />
            )}
            leftSection={<IconSettings size={16} />}
          >
            {t('menu.settings')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
            {t('header.export')}
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
      <ExportAgentModal agent={exporting ? agent : null} onClose={() => setExporting(false)} />
    </>
  );
}
