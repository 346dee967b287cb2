import { Button, Group, Popover, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskDetail } from '../api/api-types';
import { formatCompactNumber, formatNumber } from '../i18n/format';
import { formatCost } from '../usage/cost-format';

export function formatTokens(tokens: number): string {
  return formatCompactNumber(tokens);
}

/**
 * The task's token totals and cost (USD, at the prices when each turn ran; turns of a model with no
 * known price are "price unknown", never $0), and on demand what each model turn cost.
 */
export function TokenUsage({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('tasks');
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
            aria-label={t('tokenUsage.toggleLabel', {
              input: formatTokens(totals.input_tokens),
              output: formatTokens(totals.output_tokens),
              exactInput: formatNumber(totals.input_tokens),
              exactOutput: formatNumber(totals.output_tokens),
            })}
            data-testid="usage-toggle"
          >
            {t('tokenUsage.totals', {
              input: formatTokens(totals.input_tokens),
              output: formatTokens(totals.output_tokens),
            })}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fz="sm" fw={600} mb={6}>
            {t('tokenUsage.title')}
          </Text>
          <Table.ScrollContainer minWidth={260} mah={260}>
            <Table fz="xs" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tokenUsage.turn')}</Table.Th>
                  <Table.Th ta="right">{t('tokenUsage.in')}</Table.Th>
                  <Table.Th ta="right">{t('tokenUsage.out')}</Table.Th>
                  <Table.Th ta="right">{t('tokenUsage.cost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {task.turns.map((row, index) => (
                  <Table.Tr key={row.history_sequence}>
                    <Table.Td>{formatNumber(index + 1)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(row.input_tokens)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(row.output_tokens)}</Table.Td>
                    <Table.Td ta="right">{formatCost(row.cost, row.cost === null ? 1 : 0)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('tokenUsage.total')}</Table.Th>
                  <Table.Th ta="right">{formatNumber(totals.input_tokens)}</Table.Th>
                  <Table.Th ta="right">{formatNumber(totals.output_tokens)}</Table.Th>
                  <Table.Th ta="right">{cost}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Text fz="xs" c="dimmed" mt={6}>
            {t('tokenUsage.cached', {
              tokens: formatNumber(totals.cached_tokens),
              share: formatNumber(cacheShare / 100, { style: 'percent' }),
            })}
            {totals.reasoning_tokens > 0
              ? t('tokenUsage.reasoning', { tokens: formatNumber(totals.reasoning_tokens) })
              : ''}
          </Text>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
