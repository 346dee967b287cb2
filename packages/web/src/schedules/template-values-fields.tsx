import { Stack, TextInput } from '@mantine/core';
import type { TemplateVariable } from './schedule-types';

/** One input per declared variable of a template; a default shows as the placeholder. */
export function TemplateValuesFields({
  variables,
  values,
  onChange,
  errorOf,
}: {
  variables: readonly TemplateVariable[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  errorOf?: (name: string) => string | undefined;
}) {
  if (variables.length === 0) return null;
  return (
    <Stack gap="xs">
      {variables.map((variable) => (
        <TextInput
          key={variable.name}
          label={variable.name}
          description={variable.description ?? undefined}
          required={variable.default === null}
          placeholder={variable.default ?? undefined}
          value={values[variable.name] ?? ''}
          onChange={(event) => {
            const next = { ...values };
            const text = event.currentTarget.value;
            if (text === '') delete next[variable.name];
            else next[variable.name] = text;
            onChange(next);
          }}
          error={errorOf?.(variable.name)}
        />
      ))}
    </Stack>
  );
}
