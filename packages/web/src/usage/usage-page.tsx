import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session';
import { formatNumber } from '../i18n/format';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { formatCost } from './cost-format';
import { UsageChart, type UsageMetric } from './usage-chart';
import { type UsageGrouping, type UsageSearch, usageCsvUrl, usageQuery } from './usage-queries';
import { UsageTable } from './usage-table';

const periods = ['7', '30', '90'] as const;
const groupLabels = {
  agent: 'page.group.agent',
  model: 'page.group.model',
  user: 'page.group.user',
  none: 'page.group.none',
} as const satisfies Record<UsageGrouping, string>;

/** The last `days` days up to today, in the browser's time zone. */
function rangeOf(days: number, timeZone: string): { from: string; to: string } {
  // i18n-exempt: an ISO day key (YYYY-MM-DD) for the API, not text for people.
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const now = Date.now();
  return { from: day.format(now - (days - 1) * 86_400_000), to: day.format(now) };
}

/**
 * Usage: tokens and cost (USD) per day by agent, model or user, as a chart and a table, with a
 * CSV export. Administrators see everyone's usage; members their own tasks'.
 */
export function UsagePage() {
  const { t } = useTranslation('usage');
  const user = useCurrentUser();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [period, setPeriod] = useState<(typeof periods)[number]>('30');
  const [groupBy, setGroupBy] = useState<UsageGrouping>('agent');
  const [metric, setMetric] = useState<UsageMetric>('cost');
  const search: UsageSearch = { ...rangeOf(Number(period), timeZone), timeZone, groupBy };
  const report = useQuery(usageQuery(search));
  const groupings: UsageGrouping[] = user.is_admin ? ['agent', 'model', 'user'] : ['agent', 'model'];
  return (
    <Page
      title={t('page.title')}
      width={1100}
      actions={
        <Button
          component="a"
          href={usageCsvUrl(search)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t('page.downloadCsv')}
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        {user.is_admin ? t('page.introAdmin', { timeZone }) : t('page.introMember', { timeZone })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t('page.period')}
          value={period}
          onChange={(value) => setPeriod(value as (typeof periods)[number])}
          data={periods.map((days) => ({ value: days, label: t('page.days', { days }) }))}
        />
        <SegmentedControl
          aria-label={t('page.groupBy')}
          value={groupBy}
          onChange={(value) => setGroupBy(value as UsageGrouping)}
          data={groupings.map((grouping) => ({ value: grouping, label: t(groupLabels[grouping]) }))}
        />
        <SegmentedControl
          aria-label={t('page.measure')}
          value={metric}
          onChange={(value) => setMetric(value as UsageMetric)}
          data={[
            { value: 'cost', label: t('page.cost') },
            { value: 'tokens', label: t('page.tokens') },
          ]}
        />
      </Group>
      {report.isError ? (
        <LoadError what={t('page.loadWhat')} error={report.error} onRetry={() => report.refetch()} />
      ) : report.data === undefined ? (
        <Skeleton height={320} aria-busy="true" aria-label={t('page.loading')} />
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm" gap="xs">
              <Text fw={600}>{metric === 'cost' ? t('page.costPerDay') : t('page.tokensPerDay')}</Text>
              <Text fz="sm" data-testid="usage-total-cost">
                {t('page.total', {
                  cost: formatCost(report.data.totals.cost, report.data.totals.unpriced_turns),
                })}
              </Text>
            </Group>
            <UsageChart report={report.data} metric={metric} />
            {metric === 'cost' && report.data.totals.unpriced_turns > 0 && (
              <Text fz="xs" c="dimmed" mt="xs">
                {t('page.unpriced', { count: report.data.totals.unpriced_turns })}
              </Text>
            )}
            {report.data.rehearsal.turns > 0 && (
              <Text fz="xs" c="dimmed" mt="xs" data-testid="usage-rehearsals">
                {t('page.rehearsals', {
                  count: report.data.rehearsal.turns,
                  input: formatNumber(report.data.rehearsal.input_tokens),
                  output: formatNumber(report.data.rehearsal.output_tokens),
                  cost: formatCost(report.data.rehearsal.cost, report.data.rehearsal.unpriced_turns),
                })}
              </Text>
            )}
          </Paper>
          <UsageTable report={report.data} groupLabel={t(groupLabels[groupBy])} />
        </Stack>
      )}
    </Page>
  );
}
