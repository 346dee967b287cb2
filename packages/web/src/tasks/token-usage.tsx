import { Button, Group, Popover, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { TaskDetail } from '../api/api-types';
import { formatCost } from '../usage/cost-format';

const count = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat();

export function formatTokens(tokens: number): string {
  return count.format(tokens);
}

/**
 * The task's token totals and cost (USD, at the prices when each turn ran; turns of a model with no
 * known price are "price unknown", never $0), and on demand what each model turn cost.
 */
export function TokenUsage({ task }: { task: TaskDetail }) {
  const { totals } = task;
  if (totals.input_tokens === 0 && totals.output_tokens === 0) return null;
  const cost = formatCost(totals.cost, totals.unpriced_turns);
  const cacheShare =
    totals.input_tokens > 0 ? Math.round((totals.cached_tokens / totals.input_tokens) * 100) : 0;
  return (
    <Group gap={2} wrap="nowrap">
      <Text fz="sm" c="dimmed" data-testid="task-cost">
        {cost}
      </Text>
      <Popover position="bottom-end" withArrow shadow="md" width={380}>
        <Popover.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconChartBar size={14} aria-hidden="true" />}
            aria-label={`${formatTokens(totals.input_tokens)} in · ${formatTokens(totals.output_tokens)} out: token usage, ${exact.format(totals.input_tokens)} in, ${exact.format(totals.output_tokens)} out. Show details`}
            data-testid="usage-toggle"
          >
            {formatTokens(totals.input_tokens)} in · {formatTokens(totals.output_tokens)} out
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fz="sm" fw={600} mb={6}>
            Token usage
          </Text>
          <Table.ScrollContainer minWidth={260} mah={260}>
            <Table fz="xs" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Turn</Table.Th>
                  <Table.Th ta="right">In</Table.Th>
                  <Table.Th ta="right">Out</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {task.turns.map((row, index) => (
                  <Table.Tr key={row.history_sequence}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td ta="right">{exact.format(row.input_tokens)}</Table.Td>
                    <Table.Td ta="right">{exact.format(row.output_tokens)}</Table.Td>
                    <Table.Td ta="right">{formatCost(row.cost, row.cost === null ? 1 : 0)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  <Table.Th ta="right">{exact.format(totals.input_tokens)}</Table.Th>
                  <Table.Th ta="right">{exact.format(totals.output_tokens)}</Table.Th>
                  <Table.Th ta="right">{cost}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Text fz="xs" c="dimmed" mt={6}>
            {exact.format(totals.cached_tokens)} input tokens from cache ({cacheShare}%)
            {totals.reasoning_tokens > 0 ? ` · ${exact.format(totals.reasoning_tokens)} reasoning` : ''}
          </Text>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
