import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { RelativeTime } from '../../ui/relative-time';
import { UserActionsMenu } from './user-actions-menu';
import type { AdministeredUser, UserChanges } from './user-queries';

/** The accounts of one page: who, role, status, last sign-in and each row's actions. */
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
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
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
                </Stack>
              </Table.Td>
              <Table.Td>
                {user.is_admin ? (
                  <Badge variant="light" color="grape" leftSection={<IconShield size={12} />}>
                    Administrator
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray">
                    Member
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.status === 'active' ? 'teal' : 'orange'}>
                  {user.status === 'active' ? 'Active' : 'Suspended'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {user.last_login_at === null ? 'Never' : <RelativeTime value={user.last_login_at} />}
                </Text>
              </Table.Td>
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
