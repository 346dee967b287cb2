import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconPlayerPause,
  IconPlayerPlay,
  IconShield,
  IconShieldOff,
  IconTrash,
} from '@tabler/icons-react';
import type { AdministeredUser, UserChanges } from './user-queries';

/** A row's actions: role, status and delete; the API decides what is allowed and says why not. */
export function UserActionsMenu({
  user,
  busy,
  onChange,
  onDelete,
}: {
  user: AdministeredUser;
  busy: boolean;
  onChange: (changes: UserChanges) => void;
  onDelete: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" loading={busy} aria-label={`Actions for ${user.email}`}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.is_admin ? (
          <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={() => onChange({ role: 'member' })}>
            Revoke administrator
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconShield size={16} />} onClick={() => onChange({ role: 'admin' })}>
            Make administrator
          </Menu.Item>
        )}
        {user.status === 'active' ? (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => onChange({ status: 'suspended' })}
          >
            Suspend
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => onChange({ status: 'active' })}
          >
            Reactivate
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete…
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
