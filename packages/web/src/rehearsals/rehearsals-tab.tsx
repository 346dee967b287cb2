import { Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format';
import { AnchorLink, ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { rehearsalsQuery } from './rehearsal-queries';
import { RehearsalStatusBadge, useSourceText } from './rehearsal-status-badge';

const runningPollMs = 5_000;

/**
 * The agent's rehearsals, newest first, each with its status, what was rehearsed, when, and its
 * report; and the way to start one. Read again while one runs, so its status moves on by itself.
 */
export function RehearsalsTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation('rehearsals');
  const sourceText = useSourceText();
  const rehearsals = useQuery({
    ...rehearsalsQuery(agentId),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'running') ? runningPollMs : false,
  });
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="h4">
              {t('list.title')}
            </Title>
            <ButtonLink
              to="/agents/$agentId/rehearse"
              params={{ agentId }}
              leftSection={<IconFlask size={16} aria-hidden />}
            >
              {t('list.rehearse')}
            </ButtonLink>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('list.intro')}
          </Text>
        </Stack>
      </Card>
      {rehearsals.isError ? (
        <LoadError what={t('list.loadWhat')} error={rehearsals.error} onRetry={() => rehearsals.refetch()} />
      ) : rehearsals.data === undefined ? (
        <Skeleton h={120} radius="md" />
      ) : rehearsals.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('list.none')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="rehearsal-list" aria-label={t('list.title')} component="ul" p={0} m={0}>
          {rehearsals.data.map((rehearsal) => (
            <Paper
              key={rehearsal.id}
              withBorder
              radius="md"
              px="md"
              py="sm"
              component="li"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="sm" wrap="wrap">
                  <AnchorLink
                    to="/agents/$agentId/rehearsals/$rehearsalId"
                    params={{ agentId, rehearsalId: rehearsal.id }}
                    fw={600}
                  >
                    {t('list.reportLink', { id: rehearsal.id })}
                  </AnchorLink>
                  <RehearsalStatusBadge status={rehearsal.status} />
                  <Text fz="sm">{sourceText(rehearsal.source)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {t('list.started', { time: formatDateTime(rehearsal.created_at) })}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
