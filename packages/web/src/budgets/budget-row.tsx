import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type Budget,
  type BudgetNames,
  budgetAmount,
  budgetLabel,
  budgetPeriod,
  budgetSpentOf,
} from './budget-wording';

/**
 * One budget in the list: who it limits and its period, what was spent of its limit, and (when the
 * viewer may) changing or deleting it. Three columns, so a phone shows it whole.
 */
export function BudgetRow({
  budget,
  names,
  deleting,
  onChange,
  onDelete,
}: {
  budget: Budget;
  names: BudgetNames;
  deleting: boolean;
  onChange: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('budgets');
  const reached = budget.spent !== null && budget.spent >= budget.limit;
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Text fz="sm" fw={500}>
            {budgetLabel(budget, names)}
          </Text>
          <Text fz="xs" c="dimmed">
            {budgetPeriod(budget, false)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text fz="sm">
            {budget.spent === null
              ? t('row.perTask', { amount: budgetAmount(budget.unit, budget.limit) })
              : budgetSpentOf(budget.unit, budget.spent, budget.limit)}
          </Text>
          {reached && (
            <Badge color="orange" variant="light">
              {t('row.reached')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {budget.editable && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={onChange}>
              {t('row.change')}
            </Button>
            <Button size="xs" variant="subtle" color="red" loading={deleting} onClick={onDelete}>
              {t('row.delete')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
