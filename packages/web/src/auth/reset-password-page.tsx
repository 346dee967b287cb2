import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { api, expectNoContent } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { apiFieldError } from '../ui/field-errors';
import { AnchorLink } from '../ui/links';
import { takeLinkToken } from './email-link-token';

const minimumPasswordLength = 12;

/** Chooses a new password with the single-use token of a reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [token] = useState(takeLinkToken);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      expectNoContent(api.POST('/api/v1/auth/reset-password', { body })),
  });
  const tooShort = password.length < minimumPasswordLength;
  const differs = repeated !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (token === null || tooShort || differs) return;
    reset.mutate({ token, password });
  };
  const linkInvalid = token === null || apiFieldError(reset.error, 'token') !== undefined;

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <Stack gap="sm">
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            role="status"
            title={t('resetPassword.doneAlertTitle')}
          >
            {t('resetPassword.done')}
          </Alert>
          <AnchorLink to="/sign-in">{t('signIn.submit')}</AnchorLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {linkInvalid && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('linkInvalid.title')}
            >
              <Trans
                t={t}
                i18nKey="resetPassword.linkInvalid"
                components={{ anchor: <AnchorLink to="/forgot-password" /> }}
              />
            </Alert>
          )}
          {reset.isError && !linkInvalid && apiFieldError(reset.error, 'password') === undefined && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('resetPassword.failedTitle')}
            >
              {isApiError(reset.error, 'TOO_MANY_REQUESTS')
                ? t('resetPassword.tooManyAttempts')
                : reset.error.message}
            </Alert>
          )}
          <PasswordInput
            label={t('resetPassword.newPassword')}
            description={t('password.minimum', { count: minimumPasswordLength })}
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={
              (submitted && tooShort
                ? t('password.tooShort', { count: minimumPasswordLength })
                : undefined) ?? apiFieldError(reset.error, 'password')
            }
          />
          <PasswordInput
            label={t('resetPassword.repeat')}
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.currentTarget.value)}
            error={submitted && differs ? t('resetPassword.differ') : undefined}
          />
          <Button type="submit" loading={reset.isPending} disabled={token === null} mt="xs">
            {t('resetPassword.submit')}
          </Button>
          <Text fz="sm">
            <AnchorLink to="/sign-in">{t('backToSignIn')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
