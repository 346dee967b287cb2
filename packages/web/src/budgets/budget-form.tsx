import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import type { NewBudget } from './budget-queries';
import type { Budget } from './budget-wording';

export interface BudgetFormValues {
  scope: 'user' | 'agent' | 'task' | 'global';
  agentId: string | null;
  unit: 'tokens' | 'cost';
  limit: number;
  period: 'day' | 'month';
  timeZone: string;
}

/** The server's reason per field, else a local one people understand before they send. */
function localErrors(values: BudgetFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(values.limit > 0)) errors.limit = 'Enter a limit above 0.';
  else if (values.unit === 'tokens' && !Number.isInteger(values.limit))
    errors.limit = 'Tokens are counted whole: enter a whole number.';
  if ((values.scope === 'agent' || values.scope === 'task') && !values.agentId)
    errors.agent_id = 'Choose the agent.';
  if (values.scope !== 'task' && values.timeZone.trim() === '')
    errors.time_zone = 'Enter a time zone such as UTC or Europe/Berlin.';
  return errors;
}

/** The server's reason for a field ("is not an IANA time zone, …") as a sentence under it. */
function sentence(reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  const text = reason.startsWith('is ')
    ? `This ${reason}`
    : `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
  return text.endsWith('.') ? text : `${text}.`;
}

export function budgetBody(values: BudgetFormValues): NewBudget {
  return {
    scope: values.scope,
    unit: values.unit,
    limit: values.limit,
    ...(values.unit === 'cost' ? { currency: 'USD' } : {}),
    ...(values.scope === 'task' ? {} : { period: values.period, time_zone: values.timeZone.trim() }),
    ...(values.agentId && (values.scope === 'agent' || values.scope === 'task')
      ? { agent_id: Number(values.agentId) }
      : {}),
  };
}

/** A budget's fields: who it limits (a new one only), unit, limit, period and time zone. */
export function BudgetForm({
  initial,
  editing,
  agents,
  admin,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: BudgetFormValues;
  editing: Budget | null;
  agents: readonly { id: number; name: string }[];
  admin: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: BudgetFormValues) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Record<string, string>>({});
  const server = isApiError(error) ? error.fields : {};
  const errorOf = (field: string) => shown[field] ?? sentence(server[field]);
  const set = (patch: Partial<BudgetFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const periodic = (editing?.scope ?? values.scope) !== 'task';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const errors = localErrors(values);
        setShown(errors);
        if (Object.keys(errors).length === 0) onSubmit(values);
      }}
    >
      <Stack gap="sm">
        {!editing && (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="Limits"
              w={240}
              allowDeselect={false}
              value={values.scope}
              onChange={(scope) => set({ scope: (scope ?? 'user') as BudgetFormValues['scope'] })}
              data={[
                { value: 'user', label: 'All my tasks' },
                { value: 'agent', label: 'The tasks of one agent' },
                { value: 'task', label: 'Each task of one agent' },
                ...(admin ? [{ value: 'global', label: 'Every task (global)' }] : []),
              ]}
            />
            {(values.scope === 'agent' || values.scope === 'task') && (
              <Select
                label="Agent"
                w={240}
                searchable
                value={values.agentId}
                onChange={(agentId) => set({ agentId })}
                data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
                error={errorOf('agent_id')}
              />
            )}
            <Select
              label="Counted in"
              w={160}
              allowDeselect={false}
              value={values.unit}
              onChange={(unit) => set({ unit: (unit ?? 'tokens') as BudgetFormValues['unit'] })}
              data={[
                { value: 'tokens', label: 'Tokens' },
                { value: 'cost', label: 'Cost (US dollars)' },
              ]}
              error={errorOf('unit') ?? errorOf('currency')}
            />
          </Group>
        )}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={values.unit === 'tokens' ? 'Limit (tokens)' : 'Limit (US dollars)'}
            w={200}
            min={0}
            thousandSeparator=","
            decimalScale={values.unit === 'tokens' ? 0 : 2}
            value={values.limit}
            onChange={(limit) => set({ limit: typeof limit === 'number' ? limit : Number.NaN })}
            error={errorOf('limit')}
          />
          {periodic && (
            <>
              <Select
                label="Per"
                w={120}
                allowDeselect={false}
                value={values.period}
                onChange={(period) => set({ period: (period ?? 'day') as BudgetFormValues['period'] })}
                data={[
                  { value: 'day', label: 'Day' },
                  { value: 'month', label: 'Month' },
                ]}
                error={errorOf('period')}
              />
              <TextInput
                label="Time zone"
                description="Where its days begin, e.g. Europe/Berlin"
                w={200}
                value={values.timeZone}
                onChange={(event) => set({ timeZone: event.currentTarget.value })}
                error={errorOf('time_zone')}
              />
            </>
          )}
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {editing ? 'Save the budget' : 'Add the budget'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
