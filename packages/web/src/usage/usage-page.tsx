import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../auth/session';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { formatCost } from './cost-format';
import { UsageChart, type UsageMetric } from './usage-chart';
import { type UsageGrouping, type UsageSearch, usageCsvUrl, usageQuery } from './usage-queries';
import { UsageTable } from './usage-table';

const periods = ['7', '30', '90'] as const;
const groupLabels: Record<UsageGrouping, string> = {
  agent: 'Agent',
  model: 'Model',
  user: 'User',
  none: 'All',
};

/** The last `days` days up to today, in the browser's time zone. */
function rangeOf(days: number, timeZone: string): { from: string; to: string } {
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
      title="Usage"
      width={1100}
      actions={
        <Button
          component="a"
          href={usageCsvUrl(search)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Download CSV
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        {user.is_admin ? 'Everyone’s model turns' : 'The model turns of your tasks'}, per day in {timeZone}.
        Costs are in US dollars at the prices when each turn ran.
      </Text>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as (typeof periods)[number])}
          data={periods.map((days) => ({ value: days, label: `${days} days` }))}
        />
        <SegmentedControl
          aria-label="Group by"
          value={groupBy}
          onChange={(value) => setGroupBy(value as UsageGrouping)}
          data={groupings.map((grouping) => ({ value: grouping, label: groupLabels[grouping] }))}
        />
        <SegmentedControl
          aria-label="Measure"
          value={metric}
          onChange={(value) => setMetric(value as UsageMetric)}
          data={[
            { value: 'cost', label: 'Cost' },
            { value: 'tokens', label: 'Tokens' },
          ]}
        />
      </Group>
      {report.isError ? (
        <LoadError what="the usage" error={report.error} onRetry={() => report.refetch()} />
      ) : report.data === undefined ? (
        <Skeleton height={320} aria-busy="true" aria-label="Loading the usage" />
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm" gap="xs">
              <Text fw={600}>{metric === 'cost' ? 'Cost per day' : 'Tokens per day'}</Text>
              <Text fz="sm" data-testid="usage-total-cost">
                Total: {formatCost(report.data.totals.cost, report.data.totals.unpriced_turns)}
              </Text>
            </Group>
            <UsageChart report={report.data} metric={metric} />
            {metric === 'cost' && report.data.totals.unpriced_turns > 0 && (
              <Text fz="xs" c="dimmed" mt="xs">
                {report.data.totals.unpriced_turns === 1
                  ? '1 turn'
                  : `${report.data.totals.unpriced_turns} turns`}{' '}
                used models with no known price: they are not in the cost bars. Administrators can add prices
                under Administration → Model prices.
              </Text>
            )}
          </Paper>
          <UsageTable report={report.data} groupLabel={groupLabels[groupBy]} />
        </Stack>
      )}
    </Page>
  );
}
