import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShield } from '@tabler/icons-react';
import { RelativeTime } from '../../ui/relative-time';
import { UserActionsMenu } from './user-actions-menu';
import type { AdministeredUser, UserChanges } from './user-queries';

function RoleBadge({ user }: { user: AdministeredUser }) {
  return user.is_admin ? (
    <Badge variant="light" color="grape" leftSection={<IconShield size={12} />} style={{ flexShrink: 0 }}>
      Administrator
    </Badge>
  ) : (
    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
      Member
    </Badge>
  );
}

function StatusBadge({ user }: { user: AdministeredUser }) {
  return (
    <Badge variant="light" color={user.status === 'active' ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
      {user.status === 'active' ? 'Active' : 'Suspended'}
    </Badge>
  );
}

/**
 * The accounts of one page: who, role, status, last sign-in and each row's actions. On phones
 * the role and status move under the name and the last sign-in is left out, so nothing scrolls.
 */
export function UsersTable({
  users,
  currentUserId,
  busyUserId,
  onChange,
  onDelete,
}: {
  users: readonly AdministeredUser[];
  currentUserId: number;
  busyUserId: number | null;
  onChange: (user: AdministeredUser, changes: UserChanges) => void;
  onDelete: (user: AdministeredUser) => void;
}) {
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            {!compact && <Table.Th>Role</Table.Th>}
            {!compact && <Table.Th>Status</Table.Th>}
            {!compact && <Table.Th>Last sign-in</Table.Th>}
            <Table.Th>
              <span className="visually-hidden">Actions</span>
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
                        You
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
                  <Text fz="sm" c="dimmed">
                    {user.last_login_at === null ? 'Never' : <RelativeTime value={user.last_login_at} />}
                  </Text>
                </Table.Td>
              )}
              <Table.Td ta="right">
                <UserActionsMenu
                  user={user}
                  busy={busyUserId === user.id}
                  onChange={(changes) => onChange(user, changes)}
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
