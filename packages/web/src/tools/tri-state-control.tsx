import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type TriState = boolean | null;

const toValue = (state: TriState) => (state === null ? 'default' : state ? 'on' : 'off');
const fromValue = (value: string): TriState => (value === 'default' ? null : value === 'on');

/**
 * On, off, or the declared default (which it names), for one flag of one operation. `null` is
 * "follow the default", so a later change of the default reaches this agent too.
 */
export function TriStateControl({
  label,
  context,
  state,
  defaultState,
  onLabel,
  offLabel,
  disabled,
  onChange,
}: {
  label: string;
  /** What the flag belongs to, for screen readers: "calculate". */
  context: string;
  state: TriState;
  defaultState: boolean;
  onLabel: string;
  offLabel: string;
  disabled?: boolean;
  onChange: (state: TriState) => void;
}) {
  const { t } = useTranslation('tools');
  const labelId = useId();
  return (
    <Group gap={6} wrap="wrap" role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled}>
      <Text id={labelId} fz="xs" c="dimmed" w={64} style={{ flexShrink: 0 }}>
        <span>{label}</span>
        <span className="visually-hidden"> {t('triState.of', { subject: context })}</span>
      </Text>
      <SegmentedControl
        size="xs"
        value={toValue(state)}
        disabled={disabled}
        onChange={(value) => onChange(fromValue(value))}
        data={[
          { value: 'default', label: t('triState.default', { state: defaultState ? onLabel : offLabel }) },
          { value: 'on', label: onLabel },
          { value: 'off', label: offLabel },
        ]}
      />
    </Group>
  );
}
