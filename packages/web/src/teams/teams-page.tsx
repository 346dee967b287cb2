import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { EmptyState } from '../ui/empty-state';
import { CardLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { NewTeamForm } from './new-team-form';
import { type Team, teamsQuery } from './team-queries';

function TeamCard({ team }: { team: Team }) {
  const { t } = useTranslation('settings');
  return (
    <CardLink to="/settings/teams/$teamId" params={{ teamId: team.id }} withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{team.name}</Text>
          {team.description !== null && (
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {team.description}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {t('teams.counts', { members: team.member_count, agents: team.shared_agent_count })}
          </Text>
        </Stack>
        {team.my_role !== null && <Badge variant="light">{t(`teams.roles.${team.my_role}`)}</Badge>}
      </Group>
    </CardLink>
  );
}

/**
 * Settings → Teams: the teams the person belongs to, with their role in each (administrators see
 * every team and make new ones). A team's page has its members and the agents shared with it.
 */
export function TeamsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const teams = useQuery(teamsQuery);

  let list: ReactNode;
  if (teams.isError)
    list = <LoadError what={t('teams.loadWhat')} error={teams.error} onRetry={() => teams.refetch()} />;
  else if (teams.data === undefined)
    list = (
      <Stack gap="xs" aria-busy="true" aria-label={t('teams.loading')}>
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  else if (teams.data.length === 0)
    list = (
      <EmptyState icon={<IconUsersGroup size={28} />} title={t('teams.emptyTitle')}>
        {user.is_admin ? t('teams.emptyTextAdmin') : t('teams.emptyText')}
      </EmptyState>
    );
  else
    list = (
      <Stack gap="sm">
        {teams.data.map((team) => (
          <TeamCard key={team.id} team={team} />
        ))}
      </Stack>
    );

  return (
    <Page title={t('teams.title')} width={960}>
      <Text c="dimmed" fz="sm">
        {t('teams.intro')}
      </Text>
      {user.is_admin && <NewTeamForm />}
      {list}
    </Page>
  );
}
