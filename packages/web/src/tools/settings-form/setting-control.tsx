import { Checkbox, Loader, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChoiceOptions } from './choice-options';
import type { SettingDeclaration } from './setting-types';

interface ControlProps {
  id: string;
  declaration: SettingDeclaration;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  describedBy: string | undefined;
  /** Shown in an empty text box: the default, or what is inherited. */
  placeholder: string | undefined;
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((entry) => String(entry)) : [];

/** The input of one non-secret setting, by its declared type. */
export function SettingControl({
  id,
  declaration,
  value,
  onChange,
  error,
  describedBy,
  placeholder,
}: ControlProps) {
  const common = { id, 'aria-describedby': describedBy, error } as const;
  switch (declaration.type) {
    case 'toggle':
      return (
        <Switch
          {...common}
          aria-label={declaration.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          aria-label={declaration.label}
          autosize
          minRows={2}
          value={asText(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          aria-label={declaration.label}
          data={declaration.options.map((option) => ({ ...option }))}
          value={value === null || value === undefined ? null : String(value)}
          placeholder={placeholder}
          onChange={(next) => onChange(next)}
          clearable={!declaration.required}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multi-select':
      return <MultiChoice {...common} declaration={declaration} value={asList(value)} onChange={onChange} />;
    default:
      return (
        <TextInput
          {...common}
          aria-label={declaration.label}
          value={asText(value)}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

function MultiChoice({
  id,
  declaration,
  value,
  onChange,
  error,
  'aria-describedby': describedBy,
}: {
  id: string;
  declaration: SettingDeclaration;
  value: string[];
  onChange: (value: unknown) => void;
  error: string | undefined;
  'aria-describedby': string | undefined;
}) {
  const { t } = useTranslation('tools');
  const { options, loading, error: loadError } = useChoiceOptions(declaration, value);
  if (loading) return <Loader size="xs" aria-label={t('control.loading', { label: declaration.label })} />;
  return (
    <Checkbox.Group
      id={id}
      aria-label={declaration.label}
      aria-describedby={describedBy}
      value={value}
      onChange={(next) => onChange(next)}
      error={
        error ??
        (loadError instanceof Error ? t('control.loadError', { message: loadError.message }) : undefined)
      }
    >
      {options.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('control.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={6} mt={4}>
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
