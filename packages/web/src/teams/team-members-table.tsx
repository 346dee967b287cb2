import { ActionIcon, Select, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type TeamMember,
  type TeamRole,
  teamRoles,
  useChangeTeamRole,
  useRemoveTeamMember,
} from './team-queries';

/** The team's members with their roles; managers and administrators change roles and remove people. */
export function TeamMembersTable({
  teamId,
  members,
  manages,
}: {
  teamId: number;
  members: readonly TeamMember[];
  manages: boolean;
}) {
  const { t } = useTranslation('settings');
  const change = useChangeTeamRole(teamId);
  const removal = useRemoveTeamMember(teamId);
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t('teams.members.notChanged'), message: error.message });

  return (
    <Table.ScrollContainer minWidth={290}>
      <Table verticalSpacing="xs" aria-label={t('teams.members.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teams.members.person')}</Table.Th>
            <Table.Th w={108}>{t('teams.members.role')}</Table.Th>
            {manages && <Table.Th w={40} aria-label={t('teams.members.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const name = member.display_name ?? member.email;
            return (
              <Table.Tr key={member.user_id}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {name}
                  </Text>
                  {member.display_name !== null && (
                    <Text fz="xs" c="dimmed">
                      {member.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {manages ? (
                    <Select
                      size="xs"
                      w={104}
                      aria-label={t('teams.members.roleOf', { name })}
                      data={teamRoles.map((value) => ({ value, label: t(`teams.roles.${value}`) }))}
                      value={member.role}
                      allowDeselect={false}
                      onChange={(value) =>
                        value !== null &&
                        value !== member.role &&
                        change.mutate(
                          { userId: member.user_id, role: value as TeamRole },
                          { onError: failed },
                        )
                      }
                    />
                  ) : (
                    <Text fz="sm">{t(`teams.roles.${member.role}`)}</Text>
                  )}
                </Table.Td>
                {manages && (
                  <Table.Td>
                    <Tooltip label={t('teams.members.remove', { name })} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('teams.members.remove', { name })}
                        loading={removal.isPending && removal.variables === member.user_id}
                        onClick={() => removal.mutate(member.user_id, { onError: failed })}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
