import { Alert, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';
import { type CreatedToken, useCreateApiToken } from './token-queries';

const lifetimes = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
] as const;

function expiryOf(lifetime: string): string | null {
  if (lifetime === 'never') return null;
  return new Date(Date.now() + Number(lifetime) * 24 * 3600_000).toISOString();
}

/** Names a new token (what the script is) and how long it lives; the secret comes back once. */
export function NewTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const [name, setName] = useState('');
  const [lifetime, setLifetime] = useState<string>('90');
  const [submitted, setSubmitted] = useState(false);
  const creation = useCreateApiToken();
  const nameProblem =
    name.trim() === '' ? 'Name the token after the script or machine that uses it.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem !== undefined) return;
    creation.mutate(
      { name: name.trim(), expires_at: expiryOf(lifetime) },
      {
        onSuccess: (created) => {
          setName('');
          setSubmitted(false);
          onCreated(created);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            New token
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              placeholder="Nightly report script"
              required
              maxLength={100}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                if (creation.isError) creation.reset();
              }}
              error={(submitted ? nameProblem : undefined) ?? apiFieldError(creation.error, 'name')}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label="Expires"
              data={lifetimes}
              value={lifetime}
              onChange={(value) => value !== null && setLifetime(value)}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          {creation.isError && !hasFieldErrors(creation.error, ['name']) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="The token was not created"
              role="alert"
            >
              {creation.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={creation.isPending}>
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
