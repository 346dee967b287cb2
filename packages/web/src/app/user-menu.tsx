import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useSignOut } from '../auth/session';

function initialsOf(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = user.display_name ?? user.email;
  const initials = initialsOf(name);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* The name includes the initials it shows, so voice control can say what is on screen (WCAG 2.5.3); axe ignores parentheses. */}
        <UnstyledButton aria-label={t('userMenu.label', { name, initials })}>
          <Avatar radius="xl" size={32} color="teal">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email} · {user.is_admin ? t('userMenu.administrator') : t('userMenu.member')}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings/account" leftSection={<IconSettings size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        {user.is_admin && (
          <Menu.Item component={Link} to="/admin/users" leftSection={<IconShieldLock size={16} />}>
            {t('userMenu.administration')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate({ to: '/sign-in' }),
              onError: () => {
                notifications.show({
                  color: 'red',
                  title: t('userMenu.signOutFailed'),
                  message: t('userMenu.tryAgain'),
                });
              },
            })
          }
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
