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
import type { Agent } from '../../api/api-types';
import { type AgentFlags, useSetAgentFlags } from '../agent-mutations';
import { ExportAgentModal } from '../templates/export-agent-modal';

/**
 * Pin and favourite as toggle buttons beside the agent's name; settings, export, archive and
 * delete in a menu.
 */
export function AgentHeaderActions({ agent, onDelete }: { agent: Agent; onDelete: () => void }) {
  const [exporting, setExporting] = useState(false);
  const setFlags = useSetAgentFlags();
  const toggle = (flags: AgentFlags) => setFlags.mutate({ agent, flags });
  const pinLabel = agent.is_pinned ? 'Unpin' : 'Pin to the top of your agents';
  const favoriteLabel = agent.is_favorite ? 'Remove from favourites' : 'Add to favourites';
  return (
    <>
      <Tooltip label={pinLabel} withArrow>
        <ActionIcon
          variant={agent.is_pinned ? 'light' : 'subtle'}
          color={agent.is_pinned ? 'teal' : 'gray'}
          size="lg"
          aria-label="Pinned"
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
          aria-label="Favourite"
          aria-pressed={agent.is_favorite}
          onClick={() => toggle({ is_favorite: !agent.is_favorite })}
        >
          {agent.is_favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="More actions">
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
            Settings
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
            Export as a template…
          </Menu.Item>
          <Menu.Item
            leftSection={agent.is_archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            onClick={() => toggle({ is_archived: !agent.is_archived })}
          >
            {agent.is_archived ? 'Restore from archive' : 'Archive'}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Delete…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ExportAgentModal agent={exporting ? agent : null} onClose={() => setExporting(false)} />
    </>
  );
}
