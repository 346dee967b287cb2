import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { sessionQueryKey } from '../../auth/session';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';

const displayNameMaxLength = 100;

/** The person's profile: the name Spora shows for them (editable), their e-mail address and role. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [displayName, setDisplayName] = useState(user.display_name ?? '');
  const save = useMutation({
    mutationFn: async (name: string | null) =>
      (await unwrap(api.PATCH('/api/v1/auth/account', { body: { display_name: name } }))).user,
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionQueryKey, updated);
      setDisplayName(updated.display_name ?? '');
      notifications.show({ color: 'teal', message: t('account.profile.saved') });
    },
  });
  const trimmed = displayName.trim();
  const unchanged = trimmed === (user.display_name ?? '');
  const tooLong =
    trimmed.length > displayNameMaxLength
      ? t('account.profile.tooLong', { max: displayNameMaxLength })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong !== undefined || unchanged) return;
    save.mutate(trimmed === '' ? null : trimmed);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="profile-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="profile-heading">
            {t('account.profile.title')}
          </Title>
          <TextInput
            label={t('account.profile.displayName')}
            description={t('account.profile.displayNameDescription')}
            value={displayName}
            onChange={(event) => {
              setDisplayName(event.currentTarget.value);
              if (save.isError) save.reset();
            }}
            error={tooLong ?? apiFieldError(save.error, 'display_name')}
            autoComplete="name"
            maw={420}
          />
          <TextInput
            label={t('account.profile.email')}
            value={user.email}
            readOnly
            description={t('account.profile.emailDescription')}
            maw={420}
          />
          <Group gap="xs">
            <Text fz="sm">{t('account.profile.role')}</Text>
            <Badge variant="light" color={user.is_admin ? 'grape' : 'gray'}>
              {user.is_admin ? t('account.profile.administrator') : t('account.profile.member')}
            </Badge>
          </Group>
          {save.isError && !hasFieldErrors(save.error, ['display_name']) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('account.profile.notSaved')}
              role="alert"
            >
              {save.error.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={unchanged || tooLong !== undefined}>
              {t('account.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
