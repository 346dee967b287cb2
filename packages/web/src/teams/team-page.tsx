import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useCurrentUser } from '../auth/session';
import { ConfirmModal } from '../ui/confirm-modal';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { NotFoundState } from '../ui/not-found-state';
import { Page } from '../ui/page';
import { AddMemberForm } from './add-member-form';
import { TeamMembersTable } from './team-members-table';
import { teamQuery, useDeleteTeam, useRemoveTeamMember } from './team-queries';

const pageWidth = 960;

function BackToTeams() {
  const { t } = useTranslation('settings');
  return (
    <AnchorLink
      to="/settings/teams"
      fz="sm"
      fw={500}
      c="dimmed"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden /> {t('teams.title')}
    </AnchorLink>
  );
}

/**
 * One team: its members and their roles (managers and administrators change them), the agents
 * shared with it and for what, and leaving or (administrators) deleting it.
 */
export function TeamPage() {
  const { t } = useTranslation('settings');
  const { teamId } = useParams({ from: '/signed-in/settings/settings/teams/$teamId' });
  const user = useCurrentUser();
  const navigate = useNavigate();
  const team = useQuery(teamQuery(teamId));
  const deletion = useDeleteTeam();
  const leaving = useRemoveTeamMember(teamId);
  const [confirming, setConfirming] = useState<'delete' | 'leave' | null>(null);

  if (team.isPending)
    return (
      <Page title={<Skeleton h={28} w={220} />} width={pageWidth}>
        <Skeleton h={200} radius="md" />
      </Page>
    );
  if (team.isError) {
    if (isApiError(team.error) && team.error.status === 404)
      return <NotFoundState title={t('teams.notFound.title')}>{t('teams.notFound.body')}</NotFoundState>;
    return (
      <Page title={t('teams.title')} width={pageWidth}>
        <LoadError what={t('teams.loadWhat')} error={team.error} onRetry={() => team.refetch()} />
      </Page>
    );
  }
  const { team: current, members, agents } = team.data;
  const manages = user.is_admin || current.my_role === 'manager';
  const close = () => {
    deletion.reset();
    leaving.reset();
    setConfirming(null);
  };
  const pending = confirming === 'delete' ? deletion : leaving;

  return (
    <Page
      title={current.name}
      width={pageWidth}
      breadcrumb={<BackToTeams />}
      actions={
        <>
          {current.my_role !== null && (
            <Button
              variant="default"
              leftSection={<IconDoorExit size={16} />}
              onClick={() => setConfirming('leave')}
            >
              {t('teams.leave')}
            </Button>
          )}
          {user.is_admin && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming('delete')}
            >
              {t('teams.delete')}
            </Button>
          )}
        </>
      }
    >
      {current.description !== null && <Text c="dimmed">{current.description}</Text>}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('teams.members.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('teams.members.rolesExplained')}
          </Text>
          <TeamMembersTable teamId={teamId} members={members} manages={manages} />
          {manages && <AddMemberForm teamId={teamId} />}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('teams.agents.title')}
          </Title>
          {agents.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('teams.agents.none')}
            </Text>
          ) : (
            agents.map((agent) => (
              <Group key={agent.agent_id} justify="space-between" gap="sm" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <AnchorLink to="/agents/$agentId" params={{ agentId: agent.agent_id }} fw={500}>
                    {agent.agent_name}
                  </AnchorLink>
                  <Text fz="xs" c="dimmed">
                    {t('teams.agents.ownedBy', { owner: agent.owner_email })}
                  </Text>
                </Stack>
                <Badge variant="light" color={agent.access === 'configure' ? 'grape' : 'blue'}>
                  {t(`teams.access.${agent.access}`)}
                </Badge>
              </Group>
            ))
          )}
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming !== null}
        title={
          confirming === 'delete'
            ? t('teams.deleteConfirm.title', { name: current.name })
            : t('teams.leaveConfirm.title', { name: current.name })
        }
        confirmLabel={confirming === 'delete' ? t('teams.delete') : t('teams.leave')}
        busy={pending.isPending}
        refusal={
          pending.error === null ? null : { title: t('teams.notChanged'), message: pending.error.message }
        }
        onClose={close}
        onConfirm={() => {
          const done = { onSuccess: () => navigate({ to: '/settings/teams' }) };
          if (confirming === 'delete') deletion.mutate(teamId, done);
          else leaving.mutate(user.id, done);
        }}
      >
        {confirming === 'delete' ? t('teams.deleteConfirm.body') : t('teams.leaveConfirm.body')}
      </ConfirmModal>
    </Page>
  );
}
