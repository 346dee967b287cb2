import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError, hasFieldErrors } from '../ui/field-errors';
import { useCreateTeam } from './team-queries';

/** Administrators name a new team; its members are added on its own page. */
export function NewTeamForm() {
  const { t } = useTranslation('settings');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const creation = useCreateTeam();
  const nameProblem = name.trim() === '' ? t('teams.new.nameMissing') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem !== undefined) return;
    creation.mutate(
      { name: name.trim(), description: description.trim() === '' ? null : description.trim() },
      {
        onSuccess: ({ team }) => {
          notifications.show({ color: 'teal', message: t('teams.new.created', { name: team.name }) });
          setName('');
          setDescription('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('teams.new.title')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('teams.new.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={(submitted && nameProblem) || apiFieldError(creation.error, 'name')}
            maxLength={100}
            required
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label={t('teams.new.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={1000}
            style={{ flex: '2 1 280px' }}
          />
        </Group>
        {creation.error !== null && !hasFieldErrors(creation.error, ['name']) && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {creation.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={creation.isPending}>
            {t('teams.new.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
