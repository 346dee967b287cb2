import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../i18n/format';
import { usePollingInterval } from '../live/live-mode';
import { AnchorLink } from '../ui/links';
import { OccurrenceOutcomeBadge } from './occurrence-outcome-badge';
import { browserTimeZone, scheduledTodayQuery } from './schedule-queries';
import './schedules.css';

/** Today's scheduled runs across the person's agents, in their time zone; nothing when there are none. */
export function ScheduledToday() {
  const { t } = useTranslation('schedules');
  const polling = usePollingInterval(30_000);
  const today = useQuery({ ...scheduledTodayQuery(browserTimeZone()), refetchInterval: polling || 60_000 });
  if (!today.data || today.data.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-today">
      <Title order={2} id="scheduled-today" fz="sm" fw={650} c="dimmed" tt="uppercase" mb="sm">
        {t('today.title')}
      </Title>
      <Paper withBorder radius="lg" p="sm">
        <Stack gap={6} component="ul" className="scheduled-today-list">
          {today.data.map((run) => (
            <Group
              key={`${run.schedule_id}-${run.due_at}-${run.occurrence?.id ?? 'next'}`}
              component="li"
              justify="space-between"
              gap="sm"
              wrap="wrap"
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Text fz="sm" fw={600} ff="monospace">
                  {formatTime(run.due_at)}
                </Text>
                <Text fz="sm" truncate>
                  <AnchorLink
                    to="/agents/$agentId"
                    params={{ agentId: run.agent_id }}
                    search={{ tab: 'schedules' }}
                    fz="sm"
                    underline="always"
                  >
                    {run.agent_name}
                  </AnchorLink>{' '}
                  · {run.schedule_name}
                </Text>
              </Group>
              {run.occurrence === null ? (
                <Badge variant="outline" color="gray" size="sm">
                  {t('today.later')}
                </Badge>
              ) : run.occurrence.task_id !== null ? (
                <AnchorLink
                  to="/tasks/$taskId"
                  params={{ taskId: run.occurrence.task_id }}
                  aria-label={t('today.taskLabel', {
                    id: run.occurrence.task_id,
                    outcome: run.occurrence.outcome.replaceAll('_', ' '),
                  })}
                >
                  <OccurrenceOutcomeBadge occurrence={run.occurrence} />
                </AnchorLink>
              ) : (
                <OccurrenceOutcomeBadge occurrence={run.occurrence} />
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
    </section>
  );
}
