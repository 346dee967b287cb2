import { ActionIcon, Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AgentOperation } from '../../tools/tool-queries';
import {
  type ApproverErrors,
  newOperationKey,
  noDeadline,
  type OperationDraft,
  operationValue,
  quorumMax,
} from './approver-draft';
import { DeadlineInput } from './deadline-input';

/**
 * Per operation of the agent's tools: how many distinct people must approve it (quorum), and a
 * deadline of its own that replaces the agent's. Operations that ask for approval come first.
 */
export function OperationApprovals({
  operations,
  available,
  errors,
  onChange,
}: {
  operations: readonly OperationDraft[];
  available: readonly AgentOperation[];
  errors: ApproverErrors;
  onChange: (next: readonly OperationDraft[]) => void;
}) {
  const { t } = useTranslation('agents');
  const choices = [...available]
    .sort((a, b) => Number(b.effective_requires_approval) - Number(a.effective_requires_approval))
    .map((operation) => ({
      value: operationValue(operation.tool_class, operation.operation),
      label: operation.effective_requires_approval
        ? t('operations.choice', { tool: operation.tool_name, operation: operation.operation })
        : t('operations.choiceNoApproval', { tool: operation.tool_name, operation: operation.operation }),
    }));
  const known = new Set(choices.map((choice) => choice.value));
  // An operation saved earlier whose tool is off now stays listed, so it can be seen and removed.
  const withSaved = [
    ...choices,
    ...operations
      .map((operation) => operation.operation)
      .filter((value): value is string => value !== null && !known.has(value))
      .map((value) => ({ value, label: value.replace('\u0000', ' · ') })),
  ];
  const update = (index: number, patch: Partial<OperationDraft>) =>
    onChange(operations.map((operation, at) => (at === index ? { ...operation, ...patch } : operation)));

  return (
    <Stack gap="sm">
      {operations.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('operations.none')}
        </Text>
      )}
      {operations.map((operation, index) => {
        const name =
          withSaved.find((choice) => choice.value === operation.operation)?.label ??
          t('operations.newOperation');
        return (
          <Card
            key={operation.key}
            withBorder
            radius="md"
            padding="sm"
            aria-label={t('operations.ruleFor', { name })}
          >
            <Stack gap="sm">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Select
                  label={t('operations.operation')}
                  placeholder={t('operations.choose')}
                  searchable
                  data={withSaved}
                  value={operation.operation}
                  onChange={(value) => update(index, { operation: value })}
                  error={errors[`operations[${index}].operation`]}
                  style={{ flex: 1, minWidth: 220 }}
                  comboboxProps={{ withinPortal: true }}
                />
                <NumberInput
                  label={t('operations.quorum')}
                  description={t('operations.quorumHint')}
                  w={150}
                  min={1}
                  max={quorumMax}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={operation.quorum}
                  onChange={(quorum) => update(index, { quorum })}
                  error={errors[`operations[${index}].quorum`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t('operations.remove', { name })}
                  onClick={() => onChange(operations.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <DeadlineInput
                label={t('operations.deadline')}
                offLabel={t('operations.deadlineOff')}
                value={operation.deadline}
                error={errors[`operations[${index}].deadline`]}
                onChange={(deadline) => update(index, { deadline })}
              />
            </Stack>
          </Card>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            onChange([
              ...operations,
              { key: newOperationKey(), operation: null, quorum: 2, deadline: noDeadline },
            ])
          }
        >
          {t('operations.add')}
        </Button>
      </Group>
    </Stack>
  );
}
