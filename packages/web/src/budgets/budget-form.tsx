import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { numberSeparators } from '../i18n/format';
import { i18n } from '../i18n/i18n';
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
  if (!(values.limit > 0)) errors.limit = i18n.t('budgets:form.errors.limitAboveZero');
  else if (values.unit === 'tokens' && !Number.isInteger(values.limit))
    errors.limit = i18n.t('budgets:form.errors.wholeTokens');
  if ((values.scope === 'agent' || values.scope === 'task') && !values.agentId)
    errors.agent_id = i18n.t('budgets:form.errors.chooseAgent');
  if (values.scope !== 'task' && values.timeZone.trim() === '')
    errors.time_zone = i18n.t('budgets:form.errors.timeZone');
  return errors;
}

/** The server's reason for a field ("is not an IANA time zone, …") as a sentence under it. */
function sentence(reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  const text = reason.startsWith('is ')
    ? i18n.t('budgets:form.serverReason', { reason })
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
  const { t } = useTranslation('budgets');
  const separators = numberSeparators();
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
              label={t('form.limits')}
              w={240}
              allowDeselect={false}
              value={values.scope}
              onChange={(scope) => set({ scope: (scope ?? 'user') as BudgetFormValues['scope'] })}
              data={[
                { value: 'user', label: t('form.scope.user') },
                { value: 'agent', label: t('form.scope.agent') },
                { value: 'task', label: t('form.scope.task') },
                ...(admin ? [{ value: 'global', label: t('form.scope.global') }] : []),
              ]}
            />
            {(values.scope === 'agent' || values.scope === 'task') && (
              <Select
                label={t('form.agent')}
                w={240}
                searchable
                value={values.agentId}
                onChange={(agentId) => set({ agentId })}
                data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
                error={errorOf('agent_id')}
              />
            )}
            <Select
              label={t('form.countedIn')}
              w={160}
              allowDeselect={false}
              value={values.unit}
              onChange={(unit) => set({ unit: (unit ?? 'tokens') as BudgetFormValues['unit'] })}
              data={[
                { value: 'tokens', label: t('form.unit.tokens') },
                { value: 'cost', label: t('form.unit.cost') },
              ]}
              error={errorOf('unit') ?? errorOf('currency')}
            />
          </Group>
        )}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={values.unit === 'tokens' ? t('form.limitTokens') : t('form.limitDollars')}
            w={200}
            min={0}
            thousandSeparator={separators.thousand}
            decimalSeparator={separators.decimal}
            decimalScale={values.unit === 'tokens' ? 0 : 2}
            value={values.limit}
            onChange={(limit) => set({ limit: typeof limit === 'number' ? limit : Number.NaN })}
            error={errorOf('limit')}
          />
          {periodic && (
            <>
              <Select
                label={t('form.per')}
                w={120}
                allowDeselect={false}
                value={values.period}
                onChange={(period) => set({ period: (period ?? 'day') as BudgetFormValues['period'] })}
                data={[
                  { value: 'day', label: t('form.day') },
                  { value: 'month', label: t('form.month') },
                ]}
                error={errorOf('period')}
              />
              <TextInput
                label={t('form.timeZone')}
                description={t('form.timeZoneDescription')}
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
            {editing ? t('form.save') : t('form.add')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
