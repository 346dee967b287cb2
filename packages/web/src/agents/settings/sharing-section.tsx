import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShareOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../../api/api-types';
import {
  agentSharesQuery,
  type ShareAccess,
  shareAccesses,
  teamsQuery,
  useShareAgent,
  useUnshareAgent,
} from '../../teams/team-queries';
import { AnchorLink } from '../../ui/links';
import { LoadError } from '../../ui/load-error';

/**
 * Who else uses the agent: the teams it is shared with, for use or for use and configuration. Its
 * owner shares it with their own teams; teammates' tasks on it are theirs, and the teams' approvers
 * decide its approvals.
 */
export function SharingSection({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const shares = useQuery(agentSharesQuery(agent.id));
  const teams = useQuery(teamsQuery);
  const share = useShareAgent(agent.id);
  const unshare = useUnshareAgent(agent.id);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [access, setAccess] = useState<ShareAccess>('use');
  const accessOptions = shareAccesses.map((value) => ({ value, label: t(`sharing.access.${value}`) }));
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t('sharing.notChanged'), message: error.message });

  if (shares.isError)
    return <LoadError what={t('sharing.loadWhat')} error={shares.error} onRetry={() => shares.refetch()} />;
  if (shares.data === undefined) return <Skeleton h={160} radius="md" />;
  const sharedWith = new Set(shares.data.map((each) => each.team_id));
  const candidates = (teams.data ?? [])
    .filter((team) => !sharedWith.has(team.id))
    .map((team) => ({ value: String(team.id), label: team.name }));

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('sharing.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('sharing.intro')}
        </Text>
        {shares.data.length === 0 ? (
          <Text fz="sm">{t('sharing.none')}</Text>
        ) : (
          <Stack gap="xs" aria-label={t('sharing.listLabel')} role="list">
            {shares.data.map((each) => (
              <Group key={each.team_id} justify="space-between" gap="sm" wrap="nowrap" role="listitem">
                <AnchorLink to="/settings/teams/$teamId" params={{ teamId: each.team_id }} fw={500}>
                  {each.team_name}
                </AnchorLink>
                <Group gap="xs" wrap="nowrap">
                  <Select
                    size="xs"
                    w={190}
                    aria-label={t('sharing.accessFor', { team: each.team_name })}
                    data={accessOptions}
                    value={each.access}
                    allowDeselect={false}
                    onChange={(value) =>
                      value !== null &&
                      value !== each.access &&
                      share.mutate(
                        { teamId: each.team_id, access: value as ShareAccess },
                        { onError: failed },
                      )
                    }
                  />
                  <Tooltip label={t('sharing.stop', { team: each.team_name })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('sharing.stop', { team: each.team_name })}
                      loading={unshare.isPending && unshare.variables === each.team_id}
                      onClick={() => unshare.mutate(each.team_id, { onError: failed })}
                    >
                      <IconShareOff size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {teams.data !== undefined && teams.data.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('sharing.noTeams')}
          </Alert>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('sharing.team')}
              placeholder={t('sharing.teamPlaceholder')}
              data={candidates}
              value={teamId}
              onChange={setTeamId}
              style={{ flex: '2 1 220px' }}
            />
            <Select
              label={t('sharing.accessLabel')}
              data={accessOptions}
              value={access}
              allowDeselect={false}
              onChange={(value) => value !== null && setAccess(value as ShareAccess)}
              style={{ flex: '1 1 190px' }}
            />
            <Button
              disabled={teamId === null}
              loading={share.isPending}
              onClick={() =>
                teamId !== null &&
                share.mutate(
                  { teamId: Number(teamId), access },
                  {
                    onSuccess: () => {
                      setTeamId(null);
                      notifications.show({
                        color: 'teal',
                        message: t('sharing.shared', { name: agent.name }),
                      });
                    },
                    onError: failed,
                  },
                )
              }
            >
              {t('sharing.share')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Shown atop a shared agent's pages: whose it is and what the person may do with it. */
export function SharedAgentBadge({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  if (agent.shared === null) return null;
  return (
    <Badge
      variant="light"
      color={agent.shared.access === 'configure' ? 'grape' : 'blue'}
      style={{ textTransform: 'none' }}
    >
      {t(`sharing.badge.${agent.shared.access}`, { owner: agent.shared.owner.name })}
    </Badge>
  );
}
