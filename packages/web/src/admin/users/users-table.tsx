import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../ui/relative-time';
import { UserActionsMenu } from './user-actions-menu';
import type { AdministeredUser, UserChanges } from './user-queries';

function RoleBadge({ user }: { user: AdministeredUser }) {
  const { t } = useTranslation('admin');
  return user.is_admin ? (
    <Badge variant="light" color="grape" leftSection={<IconShield size={12} />} style={{ flexShrink: 0 }}>
      {t('users.roles.admin')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
      {t('users.roles.member')}
    </Badge>
  );
}

function StatusBadge({ user }: { user: AdministeredUser }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={user.status === 'active' ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
      {user.status === 'active' ? t('users.statuses.active') : t('users.statuses.suspended')}
    </Badge>
  );
}

function TwoFactorBadge({ user }: { user: AdministeredUser }) {
  const { t } = useTranslation('admin');
  return user.two_factor_enabled ? (
    <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
      {t('users.twoFactor.on')}
    </Badge>
  ) : (
    <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
      {t('users.twoFactor.off')}
    </Badge>
  );
}

/**
 * The accounts of one page: who, role, status, two factors, last sign-in and each row's actions. On
 * phones the badges move under the name and the last sign-in is left out, so nothing scrolls.
 */
export function UsersTable({
  users,
  currentUserId,
  busyUserId,
  onChange,
  onResetTwoFactor,
  onDelete,
}: {
  users: readonly AdministeredUser[];
  currentUserId: number;
  busyUserId: number | null;
  onChange: (user: AdministeredUser, changes: UserChanges) => void;
  onResetTwoFactor: (user: AdministeredUser) => void;
  onDelete: (user: AdministeredUser) => void;
}) {
  const { t } = useTranslation('admin');
  // i18n-exempt: a CSS media query
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.user')}</Table.Th>
            {!compact && <Table.Th>{t('users.columns.role')}</Table.Th>}
            {!compact && <Table.Th>{t('users.columns.status')}</Table.Th>}
            {!compact && <Table.Th>{t('users.columns.twoFactor')}</Table.Th>}
            {!compact && <Table.Th>{t('users.columns.lastSignIn')}</Table.Th>}
            <Table.Th>
              <span className="visually-hidden">{t('users.columns.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} aria-label={user.email}>
              <Table.Td>
                <Stack gap={0}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={500} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.display_name ?? user.email}
                    </Text>
                    {user.id === currentUserId && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('users.you')}
                      </Badge>
                    )}
                  </Group>
                  {user.display_name !== null && (
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Text>
                  )}
                  {compact && (
                    <Group gap={6} mt={6}>
                      <RoleBadge user={user} />
                      <StatusBadge user={user} />
                      <TwoFactorBadge user={user} />
                    </Group>
                  )}
                </Stack>
              </Table.Td>
              {!compact && (
                <Table.Td>
                  <RoleBadge user={user} />
                </Table.Td>
              )}
              {!compact && (
                <Table.Td>
                  <StatusBadge user={user} />
                </Table.Td>
              )}
              {!compact && (
                <Table.Td>
                  <TwoFactorBadge user={user} />
                </Table.Td>
              )}
              {!compact && (
                <Table.Td>
                  <Text fz="sm" c="dimmed">
                    {user.last_login_at === null ? (
                      t('users.neverSignedIn')
                    ) : (
                      <RelativeTime value={user.last_login_at} />
                    )}
                  </Text>
                </Table.Td>
              )}
              <Table.Td ta="right">
                <UserActionsMenu
                  user={user}
                  busy={busyUserId === user.id}
                  onChange={(changes) => onChange(user, changes)}
                  onResetTwoFactor={() => onResetTwoFactor(user)}
                  onDelete={() => onDelete(user)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
