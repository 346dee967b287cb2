import { Table, Text } from '@mantine/core';
import { formatCost } from './cost-format';
import type { UsageReport } from './usage-queries';

const exact = new Intl.NumberFormat();

/** Each agent, model or user of the report with its totals; unknown prices say so. */
export function UsageTable({ report, groupLabel }: { report: UsageReport; groupLabel: string }) {
  if (report.series.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No model turns in these days.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" data-testid="usage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupLabel}</Table.Th>
            <Table.Th ta="right">Turns</Table.Th>
            <Table.Th ta="right">Input tokens</Table.Th>
            <Table.Th ta="right">Output tokens</Table.Th>
            <Table.Th ta="right">Cost (USD)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.series.map((series) => (
            <Table.Tr key={series.key}>
              <Table.Td>{series.label}</Table.Td>
              <Table.Td ta="right">{exact.format(series.totals.turns)}</Table.Td>
              <Table.Td ta="right">{exact.format(series.totals.input_tokens)}</Table.Td>
              <Table.Td ta="right">{exact.format(series.totals.output_tokens)}</Table.Td>
              <Table.Td ta="right">{formatCost(series.totals.cost, series.totals.unpriced_turns)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right">{exact.format(report.totals.turns)}</Table.Th>
            <Table.Th ta="right">{exact.format(report.totals.input_tokens)}</Table.Th>
            <Table.Th ta="right">{exact.format(report.totals.output_tokens)}</Table.Th>
            <Table.Th ta="right">{formatCost(report.totals.cost, report.totals.unpriced_turns)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
