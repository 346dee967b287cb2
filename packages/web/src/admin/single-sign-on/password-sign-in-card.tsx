import { Alert, Button, Card, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { apiFieldError } from '../../ui/field-errors';
import { type PasswordSignInPolicy, useSavePasswordSignIn } from './sso-queries';

/** The active administrators with a password could be break-glass accounts; the server checks which. */
const administratorsQuery = {
  queryKey: [...queryKeys.users, 'administrators'],
  queryFn: async () =>
    (await unwrap(api.GET('/api/v1/users', { params: { query: { page: 1, per_page: 100 } } }))).users.filter(
      (user) => user.role === 'admin' && user.status === 'active',
    ),
};

/** Whether everyone may sign in with a password, or only one break-glass administrator. */
export function PasswordSignInCard({ policy }: { policy: PasswordSignInPolicy }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(policy);
  const administrators = useQuery(administratorsQuery);
  const save = useSavePasswordSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('sso.password.saved') }),
    });
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('sso.password.title')}
        </Title>
        <Radio.Group
          value={draft.password_sign_in}
          onChange={(value) =>
            setDraft({
              password_sign_in: value === 'break_glass' ? 'break_glass' : 'everyone',
              break_glass_user_id: value === 'break_glass' ? draft.break_glass_user_id : null,
            })
          }
        >
          <Stack gap="xs">
            <Radio value="everyone" label={t('sso.password.everyone')} />
            <Radio value="break_glass" label={t('sso.password.breakGlass')} />
          </Stack>
        </Radio.Group>
        {draft.password_sign_in === 'break_glass' && (
          <Select
            label={t('sso.password.breakGlassUser')}
            description={t('sso.password.breakGlassHint')}
            required
            data={(administrators.data ?? []).map((user) => ({ value: String(user.id), label: user.email }))}
            value={draft.break_glass_user_id === null ? null : String(draft.break_glass_user_id)}
            onChange={(value) =>
              setDraft({ ...draft, break_glass_user_id: value === null ? null : Number(value) })
            }
            error={apiFieldError(save.error, 'break_glass_user_id')}
          />
        )}
        {draft.password_sign_in === 'break_glass' && (
          <Text fz="sm" c="dimmed">
            {t('sso.password.warning')}
          </Text>
        )}
        {save.isError && apiFieldError(save.error, 'break_glass_user_id') === undefined && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={t('sso.form.failed')}>
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('sso.password.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
