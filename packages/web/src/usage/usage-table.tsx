import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { formatCost } from './cost-format';
import type { UsageReport } from './usage-queries';

/** Each agent, model or user of the report with its totals; unknown prices say so. */
export function UsageTable({ report, groupLabel }: { report: UsageReport; groupLabel: string }) {
  const { t } = useTranslation('usage');
  if (report.series.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupLabel}</Table.Th>
            <Table.Th ta="right">{t('table.turns')}</Table.Th>
            <Table.Th ta="right">{t('table.inputTokens')}</Table.Th>
            <Table.Th ta="right">{t('table.outputTokens')}</Table.Th>
            <Table.Th ta="right">{t('table.cost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.series.map((series) => (
            <Table.Tr key={series.key}>
              <Table.Td>{series.label}</Table.Td>
              <Table.Td ta="right">{formatNumber(series.totals.turns)}</Table.Td>
              <Table.Td ta="right">{formatNumber(series.totals.input_tokens)}</Table.Td>
              <Table.Td ta="right">{formatNumber(series.totals.output_tokens)}</Table.Td>
              <Table.Td ta="right">{formatCost(series.totals.cost, series.totals.unpriced_turns)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('table.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(report.totals.turns)}</Table.Th>
            <Table.Th ta="right">{formatNumber(report.totals.input_tokens)}</Table.Th>
            <Table.Th ta="right">{formatNumber(report.totals.output_tokens)}</Table.Th>
            <Table.Th ta="right">{formatCost(report.totals.cost, report.totals.unpriced_turns)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
