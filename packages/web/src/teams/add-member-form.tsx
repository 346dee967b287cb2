import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError, hasFieldErrors } from '../ui/field-errors';
import { type TeamRole, teamRoles, useAddTeamMember } from './team-queries';

/** A manager adds someone by their e-mail address, with a role. */
export function AddMemberForm({ teamId }: { teamId: number }) {
  const { t } = useTranslation('settings');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const addition = useAddTeamMember(teamId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    addition.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('teams.members.addLabel')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('teams.members.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={apiFieldError(addition.error, 'email')}
          style={{ flex: '2 1 240px' }}
        />
        <Select
          label={t('teams.members.role')}
          data={teamRoles.map((value) => ({ value, label: t(`teams.roles.${value}`) }))}
          value={role}
          onChange={(value) => value !== null && setRole(value as TeamRole)}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={addition.isPending}
          disabled={email.trim() === ''}
        >
          {t('teams.members.add')}
        </Button>
      </Group>
      {addition.error !== null && !hasFieldErrors(addition.error, ['email']) && (
        <Alert mt="sm" color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {addition.error.message}
        </Alert>
      )}
    </form>
  );
}
