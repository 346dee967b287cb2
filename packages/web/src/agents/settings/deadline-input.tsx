import { Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DeadlineDraft, type DeadlineUnit, deadlineUnits } from './approver-draft';

/**
 * A deadline: off, or how long a call may wait and what then happens to it — escalated to the
 * next approvers, or rejected. `label` names whose deadline it is, for screen readers.
 */
export function DeadlineInput({
  label,
  offLabel,
  value,
  error,
  onChange,
}: {
  label: string;
  offLabel: string;
  value: DeadlineDraft;
  error: string | undefined;
  onChange: (next: DeadlineDraft) => void;
}) {
  const { t } = useTranslation('agents');
  const change = (patch: Partial<DeadlineDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="xs">
      <Switch
        label={label}
        description={value.on ? undefined : offLabel}
        checked={value.on}
        onChange={(event) => change({ on: event.currentTarget.checked })}
      />
      {value.on && (
        <Group gap="xs" align="flex-start" wrap="wrap">
          <NumberInput
            aria-label={t('deadline.howLong', { label })}
            w={110}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={value.amount}
            onChange={(amount) => change({ amount })}
            error={error}
          />
          <Select
            aria-label={t('deadline.unit', { label })}
            w={120}
            allowDeselect={false}
            data={deadlineUnits.map((unit) => ({ value: unit, label: t(`deadline.units.${unit}`) }))}
            value={value.unit}
            onChange={(unit) => unit !== null && change({ unit: unit as DeadlineUnit })}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={2}>
            <SegmentedControl
              aria-label={t('deadline.then', { label })}
              value={value.action}
              onChange={(action) => change({ action: action as DeadlineDraft['action'] })}
              data={[
                { value: 'escalate', label: t('deadline.escalate') },
                { value: 'reject', label: t('deadline.reject') },
              ]}
            />
            <Text fz="xs" c="dimmed">
              {value.action === 'escalate' ? t('deadline.escalateHint') : t('deadline.rejectHint')}
            </Text>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
