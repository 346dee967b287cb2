import { Alert, Button, Card, Checkbox, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { api, unwrap } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { apiFieldError, hasFieldErrors } from '../../ui/field-errors';

const minimumPasswordLength = 12;
const fields = ['current_password', 'new_password'] as const;

interface PasswordDraft {
  readonly current: string;
  readonly next: string;
  readonly repeated: string;
  readonly keepApiTokens: boolean;
}

const emptyDraft: PasswordDraft = { current: '', next: '', repeated: '', keepApiTokens: false };

function problemsOf(draft: PasswordDraft): Partial<Record<'current' | 'next' | 'repeated', string>> {
  return {
    ...(draft.current === '' ? { current: i18n.t('settings:account.password.enterCurrent') } : {}),
    ...(draft.next.length < minimumPasswordLength
      ? { next: i18n.t('settings:account.password.tooShort', { min: minimumPasswordLength }) }
      : {}),
    ...(draft.repeated !== draft.next ? { repeated: i18n.t('settings:account.password.differ') } : {}),
  };
}

/** Why the API refused, for the alert under the form (wrong-password and length problems go inline). */
function refusalOf(error: Error): string {
  if (isApiError(error, 'TOO_MANY_REQUESTS'))
    return i18n.t('settings:account.password.tooManyAttempts', { message: error.message });
  return error.message;
}

/**
 * Changes the password: the current one, then the new one twice. The server signs every other
 * session out (this one stays) and revokes the API tokens unless asked to keep them.
 */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<PasswordDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const change = useMutation({
    mutationFn: (body: { current_password: string; new_password: string; keep_api_tokens: boolean }) =>
      unwrap(api.PATCH('/api/v1/auth/password', { body })),
    onSuccess: (_data, body) => {
      setDraft(emptyDraft);
      setSubmitted(false);
      notifications.show({
        color: 'teal',
        message: body.keep_api_tokens
          ? t('account.password.changedKeepingTokens')
          : t('account.password.changed'),
      });
    },
  });
  const problems = submitted ? problemsOf(draft) : {};
  const edit = (patch: Partial<PasswordDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (change.isError) change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    change.mutate({
      current_password: draft.current,
      new_password: draft.next,
      keep_api_tokens: draft.keepApiTokens,
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="password-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={2} fz="h4" id="password-heading">
            {t('account.password.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('account.password.intro')}
          </Text>
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            value={draft.current}
            onChange={(event) => edit({ current: event.currentTarget.value })}
            error={
              problems.current ??
              (apiFieldError(change.error, 'current_password') === undefined
                ? undefined
                : t('account.password.wrongCurrent'))
            }
          />
          <PasswordInput
            label={t('account.password.new')}
            description={t('account.password.newDescription', { min: minimumPasswordLength })}
            autoComplete="new-password"
            required
            value={draft.next}
            onChange={(event) => edit({ next: event.currentTarget.value })}
            error={problems.next ?? apiFieldError(change.error, 'new_password')}
          />
          <PasswordInput
            label={t('account.password.repeat')}
            autoComplete="new-password"
            required
            value={draft.repeated}
            onChange={(event) => edit({ repeated: event.currentTarget.value })}
            error={problems.repeated}
          />
          <Checkbox
            label={t('account.password.keepTokens')}
            description={t('account.password.keepTokensDescription')}
            checked={draft.keepApiTokens}
            onChange={(event) => edit({ keepApiTokens: event.currentTarget.checked })}
          />
          {change.isError && !hasFieldErrors(change.error, fields) && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('account.password.notChanged')}
              role="alert"
            >
              {refusalOf(change.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
