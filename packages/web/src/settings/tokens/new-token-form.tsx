import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentsQuery } from '../../api/agents-query';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { type CreatedToken, type TokenScope, tokenScopes, useCreateApiToken } from './token-queries';

const lifetimes = [
  { value: 'never', label: 'tokens.new.never' },
  { value: '30', label: 'tokens.new.in30Days' },
  { value: '90', label: 'tokens.new.in90Days' },
  { value: '365', label: 'tokens.new.inAYear' },
  { value: 'date', label: 'tokens.new.onDate' },
] as const;

/** The expiry to send: none, a number of days from now, or the end of the chosen day (local time). */
function expiryOf(lifetime: string, date: string): string | null {
  if (lifetime === 'never') return null;
  if (lifetime === 'date') return date === '' ? null : new Date(`${date}T23:59:59`).toISOString();
  return new Date(Date.now() + Number(lifetime) * 24 * 3600_000).toISOString();
}

/** The API's field errors that show under an input; any other error shows in the alert below. */
function fieldsShownAtInputs(lifetime: string): string[] {
  return lifetime === 'date' ? ['name', 'scope', 'agent_ids', 'expires_at'] : ['name', 'scope', 'agent_ids'];
}

function tomorrow(): string {
  return new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Names a new token (what the script is), what it may do (its scope, and optionally which agents),
 * and how long it lives; the secret comes back once. The narrowest scope is chosen at first, so a
 * wider one is a decision.
 */
export function NewTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const { t } = useTranslation('settings');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [agentIds, setAgentIds] = useState<string[]>([]);
  const [lifetime, setLifetime] = useState<string>('90');
  const [date, setDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const agents = useQuery(agentsQuery());
  const creation = useCreateApiToken();
  const nameProblem = name.trim() === '' ? t('tokens.new.nameMissing') : undefined;
  const dateProblem = lifetime === 'date' && date === '' ? t('tokens.new.dateMissing') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem !== undefined || dateProblem !== undefined) return;
    creation.mutate(
      {
        name: name.trim(),
        scope,
        agent_ids: agentIds.length === 0 ? null : agentIds.map(Number),
        expires_at: expiryOf(lifetime, date),
      },
      {
        onSuccess: (created) => {
          setName('');
          setAgentIds([]);
          setSubmitted(false);
          onCreated(created);
        },
      },
    );
  };
  const changed = () => {
    if (creation.isError) creation.reset();
  };

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('tokens.new.title')}
          </Title>
          <TextInput
            label={t('tokens.new.name')}
            placeholder={t('tokens.new.namePlaceholder')}
            required
            maxLength={100}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              changed();
            }}
            error={(submitted ? nameProblem : undefined) ?? apiFieldError(creation.error, 'name')}
          />
          <Radio.Group
            label={t('tokens.new.scope')}
            value={scope}
            onChange={(value) => {
              setScope(value as TokenScope);
              changed();
            }}
            error={apiFieldError(creation.error, 'scope')}
          >
            <Stack gap="xs" mt="xs">
              {tokenScopes.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`tokens.scopes.${option}`)}
                  description={t(`tokens.scopeHints.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <MultiSelect
            label={t('tokens.new.agents')}
            description={t('tokens.new.agentsHint')}
            placeholder={agentIds.length === 0 ? t('tokens.new.allAgents') : undefined}
            searchable
            data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
            value={agentIds}
            onChange={(value) => {
              setAgentIds(value);
              changed();
            }}
            error={apiFieldError(creation.error, 'agent_ids')}
            maxValues={100}
            comboboxProps={{ withinPortal: true }}
          />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t('tokens.new.expires')}
              data={lifetimes.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={lifetime}
              onChange={(value) => {
                if (value !== null) setLifetime(value);
                changed();
              }}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
              comboboxProps={{ withinPortal: true }}
            />
            {lifetime === 'date' && (
              <TextInput
                type="date"
                label={t('tokens.new.date')}
                required
                min={tomorrow()}
                value={date}
                onChange={(event) => {
                  setDate(event.currentTarget.value);
                  changed();
                }}
                error={(submitted ? dateProblem : undefined) ?? apiFieldError(creation.error, 'expires_at')}
                w={{ base: '100%', xs: 200 }}
              />
            )}
          </Group>
          {creation.isError && !hasFieldErrors(creation.error, fieldsShownAtInputs(lifetime)) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('tokens.new.failed')}
              role="alert"
            >
              {creation.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={creation.isPending}>
              {t('tokens.new.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
