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
import type { AgentListItem } from '../../api/api-types';
import { useSetAgentFlags } from '../agent-mutations';

/** The ⋮ menu on an agent card: start a task, settings, pin, favourite, archive, delete. */
export function AgentCardMenu({ agent, onDelete }: { agent: AgentListItem; onDelete: () => void }) {
  const navigate = useNavigate();
  const setFlags = useSetAgentFlags();
  const toggle = (flags: Parameters<typeof setFlags.mutate>[0]['flags']) => setFlags.mutate({ agent, flags });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${agent.name}`}
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
          New conversation
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => navigate({ to: '/agents/$agentId/settings', params: { agentId: agent.id } })}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={agent.is_pinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
          onClick={() => toggle({ is_pinned: !agent.is_pinned })}
        >
          {agent.is_pinned ? 'Unpin' : 'Pin to top'}
        </Menu.Item>
        <Menu.Item
          leftSection={agent.is_favorite ? <IconStarOff size={16} /> : <IconStar size={16} />}
          onClick={() => toggle({ is_favorite: !agent.is_favorite })}
        >
          {agent.is_favorite ? 'Remove from favourites' : 'Add to favourites'}
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
  );
}
