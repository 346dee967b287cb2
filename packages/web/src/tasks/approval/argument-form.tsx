import { ActionIcon, NumberInput, Select, Stack, Switch, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArgumentField } from './argument-fields';
import type { FieldInput } from './argument-values';

interface ArgumentFormProps {
  readonly callId: number;
  readonly fields: readonly ArgumentField[];
  readonly inputs: Readonly<Record<string, FieldInput>>;
  /** What the model proposed, per field, as form input: the reset target. */
  readonly proposedInputs: Readonly<Record<string, FieldInput>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: FieldInput) => void;
}

/** The call's arguments as a form, one control per parameter, in the tool's declaration order. */
export function ArgumentForm({
  callId,
  fields,
  inputs,
  proposedInputs,
  errors,
  onChange,
}: ArgumentFormProps) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap="sm">
      {fields.map((field) => {
        const value = inputs[field.name] ?? proposedInputs[field.name] ?? '';
        const changed = value !== (proposedInputs[field.name] ?? '');
        const reset = changed ? (
          <Tooltip label={t('argumentForm.resetTooltip')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('argumentForm.reset', { field: field.label })}
              onClick={() => onChange(field.name, proposedInputs[field.name] ?? '')}
            >
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
        ) : undefined;
        const common = {
          id: `call-${callId}-${field.name}`,
          label: field.label,
          description: field.description ?? undefined,
          required: field.required,
          error: errors[field.name],
        };
        return <div key={field.name}>{control(field, value, common, reset, onChange)}</div>;
      })}
    </Stack>
  );
}

function control(
  field: ArgumentField,
  value: FieldInput,
  common: {
    id: string;
    label: string;
    description: string | undefined;
    required: boolean;
    error: string | undefined;
  },
  reset: ReactNode,
  onChange: (name: string, value: FieldInput) => void,
): ReactNode {
  const text = typeof value === 'string' ? value : String(value);
  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          {...common}
          checked={value === true}
          onChange={(event) => onChange(field.name, event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={field.options.map((option) => ({ value: option, label: option }))}
          value={text === '' ? null : text}
          clearable={!field.required}
          rightSection={reset}
          onChange={(next) => onChange(field.name, next ?? '')}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={text}
          allowDecimal={!field.integer}
          min={field.minimum}
          max={field.maximum}
          rightSection={reset}
          onChange={(next) => onChange(field.name, String(next))}
        />
      );
    case 'textarea':
    case 'json':
      return (
        <Textarea
          {...common}
          value={text}
          autosize
          minRows={field.kind === 'json' ? 3 : 2}
          maxRows={12}
          spellCheck={field.kind !== 'json'}
          styles={
            field.kind === 'json'
              ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }
              : undefined
          }
          rightSection={reset}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={text}
          rightSection={reset}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
        />
      );
  }
}
