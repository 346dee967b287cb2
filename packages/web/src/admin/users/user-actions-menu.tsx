import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconLockOpen,
  IconPlayerPause,
  IconPlayerPlay,
  IconShield,
  IconShieldOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdministeredUser, UserChanges } from './user-queries';

/** A row's actions: role, status, two-factor reset and delete; the API decides what is allowed and says why not. */
export function UserActionsMenu({
  user,
  busy,
  onChange,
  onResetTwoFactor,
  onDelete,
}: {
  user: AdministeredUser;
  busy: boolean;
  onChange: (changes: UserChanges) => void;
  onResetTwoFactor: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={busy}
          aria-label={t('users.actions.label', { email: user.email })}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.is_admin ? (
          <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={() => onChange({ role: 'member' })}>
            {t('users.actions.revokeAdministrator')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconShield size={16} />} onClick={() => onChange({ role: 'admin' })}>
            {t('users.actions.makeAdministrator')}
          </Menu.Item>
        )}
        {user.status === 'active' ? (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => onChange({ status: 'suspended' })}
          >
            {t('users.actions.suspend')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => onChange({ status: 'active' })}
          >
            {t('users.actions.reactivate')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={onResetTwoFactor}>
          {t('users.actions.resetTwoFactor')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('users.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
