import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Remember" on an approval: how far the approval reaches beyond this one call. */
export type RememberScope = 'once' | 'agent' | 'task' | 'matching';

export interface Remembered {
  readonly scope: RememberScope;
  /** For `matching`: a CEL condition on the arguments. */
  readonly condition: string;
}

export const rememberedOnce: Remembered = { scope: 'once', condition: '' };

const scopes: readonly RememberScope[] = ['once', 'agent', 'task', 'matching'];

/** The grant an approval asks for in `POST /tasks/{id}/approve`, or none. */
export function grantOf(remembered: Remembered): { scope: 'agent' | 'task'; condition?: string } | undefined {
  if (remembered.scope === 'once') return undefined;
  if (remembered.scope !== 'matching') return { scope: remembered.scope };
  const condition = remembered.condition.trim();
  return condition === '' ? { scope: 'agent' } : { scope: 'agent', condition };
}

/**
 * A condition that matches these arguments exactly, as a starting point to widen: `args.path ==
 * "/tmp/a" && args.count == 2`. Only plain values are compared; lists and objects are left out.
 */
export function conditionMatching(args: Readonly<Record<string, unknown>>): string {
  return Object.entries(args)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([name, value]) => `args.${name} == ${JSON.stringify(value)}`)
    .join(' && ');
}

/** Choose how far an approval reaches; "when the arguments match" starts from these arguments. */
export function RememberChoice({
  value,
  proposed,
  onChange,
}: {
  value: Remembered;
  proposed: Readonly<Record<string, unknown>>;
  onChange: (value: Remembered) => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap={6}>
      <Select
        size="xs"
        label={t('remember.label')}
        data={scopes.map((scope) => ({ value: scope, label: t(`remember.scopes.${scope}`) }))}
        value={value.scope}
        allowDeselect={false}
        onChange={(scope) => {
          const chosen = scopes.find((candidate) => candidate === scope) ?? 'once';
          onChange({
            scope: chosen,
            condition:
              chosen === 'matching' && value.condition === '' ? conditionMatching(proposed) : value.condition,
          });
        }}
        comboboxProps={{ withinPortal: true }}
        maw={320}
      />
      {value.scope === 'matching' && (
        <TextInput
          size="xs"
          label={t('remember.condition.label')}
          description={t('remember.condition.description')}
          value={value.condition}
          onChange={(event) => onChange({ ...value, condition: event.currentTarget.value })}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
    </Stack>
  );
}
