import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePollingInterval } from '../live/live-mode';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { OccurrenceOutcomeBadge } from './occurrence-outcome-badge';
import { occurrencesQuery } from './schedule-queries';
import { formatInZone, formatShortInZone } from './schedule-time';

const unsettledOutcomes: ReadonlySet<string> = new Set([
  'starting',
  'queued',
  'running',
  'awaiting_sub_agents',
]);

/** The schedule's latest occurrences: when, how it was started, the task and its outcome. */
export function ScheduleOccurrences({
  agentId,
  scheduleId,
  timezone,
}: {
  agentId: number;
  scheduleId: number;
  timezone: string;
}) {
  const { t } = useTranslation('schedules');
  const polling = usePollingInterval(10_000);
  const occurrences = useQuery({
    ...occurrencesQuery(agentId, scheduleId),
    // Live events carry tasks, not runs: while a run's task is under way, look again soon.
    refetchInterval: (query) =>
      query.state.data?.some((occurrence) => unsettledOutcomes.has(occurrence.outcome)) ? 2_000 : polling,
  });
  if (occurrences.isPending) return <Loader size="sm" aria-label={t('runs.loading')} />;
  if (occurrences.isError)
    return (
      <LoadError what={t('runs.loadWhat')} error={occurrences.error} onRetry={() => occurrences.refetch()} />
    );
  if (occurrences.data.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('runs.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6} fz="sm" aria-label={t('runs.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('runs.due')}</Table.Th>
            <Table.Th>{t('runs.task')}</Table.Th>
            <Table.Th miw={120}>{t('runs.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occurrences.data.map((occurrence) => (
            <Table.Tr key={occurrence.id}>
              <Table.Td>
                <span title={formatInZone(occurrence.due_at, timezone)}>
                  {formatShortInZone(occurrence.due_at, timezone)}
                </span>
                <Text fz="xs" c="dimmed">
                  {occurrence.trigger === 'manual' ? t('runs.manual') : t('runs.scheduled')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {occurrence.task_id === null ? (
                  <Text fz="sm" c="dimmed" span>
                    —
                  </Text>
                ) : (
                  <AnchorLink to="/tasks/$taskId" params={{ taskId: occurrence.task_id }} fz="sm">
                    {t('runs.taskLink', { id: occurrence.task_id })}
                  </AnchorLink>
                )}
              </Table.Td>
              <Table.Td title={occurrence.error_message ?? undefined} style={{ whiteSpace: 'nowrap' }}>
                <OccurrenceOutcomeBadge occurrence={occurrence} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
