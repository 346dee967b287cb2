import { List, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { timingPreviewQuery } from './schedule-queries';
import { formatInZone } from './schedule-time';

/**
 * The timing in words and its next runs, asked of the server as the person types (debounced);
 * a timing the server refuses shows its reason instead. Announced politely to screen readers.
 */
export function TimingPreview({
  agentId,
  timing,
}: {
  agentId: number;
  timing: { cron_expression?: string; run_at?: string; timezone: string };
}) {
  const { t } = useTranslation('schedules');
  const [debounced] = useDebouncedValue(timing, 300);
  const empty = !debounced.cron_expression?.trim() && !debounced.run_at?.trim();
  const preview = useQuery({ ...timingPreviewQuery(agentId, debounced), enabled: !empty });
  const reason =
    preview.isError && isApiError(preview.error)
      ? (Object.values(preview.error.fields)[0] ?? preview.error.message)
      : preview.isError
        ? preview.error.message
        : null;

  return (
    <Stack gap={4} aria-live="polite" className="schedule-preview" data-testid="timing-preview">
      {empty ? (
        <Text fz="sm" c="dimmed">
          {t('preview.empty')}
        </Text>
      ) : reason !== null ? (
        <Text fz="sm" c="red" role="status">
          {reason.charAt(0).toLocaleUpperCase() + reason.slice(1)}
        </Text>
      ) : preview.data === undefined ? (
        <Loader size="xs" aria-label={t('preview.loading')} />
      ) : (
        <>
          <Text fz="sm" fw={600}>
            {preview.data.description}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('preview.nextRuns', { timezone: debounced.timezone })}
          </Text>
          <List size="sm" spacing={2}>
            {preview.data.next_runs.map((run) => (
              <List.Item key={run}>{formatInZone(run, debounced.timezone)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
