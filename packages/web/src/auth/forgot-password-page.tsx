import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { api, unwrap } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { AnchorLink } from '../ui/links';

/**
 * Asks for a password-reset link. The answer is the same whether the address has an account or
 * not, so the page says what happens if it does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: (address: string) =>
      unwrap(api.POST('/api/v1/auth/forgot-password', { body: { email: address } })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {request.isSuccess ? (
        <Stack gap="sm">
          <Alert
            color="teal"
            icon={<IconMailCheck size={18} />}
            role="status"
            title={t('forgotPassword.sentTitle')}
          >
            {t('forgotPassword.sent', { email: email.trim() })}
          </Alert>
          <AnchorLink to="/sign-in" fz="sm">
            {t('backToSignIn')}
          </AnchorLink>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {request.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                title={t('forgotPassword.failedTitle')}
              >
                {isApiError(request.error, 'TOO_MANY_REQUESTS')
                  ? t('forgotPassword.tooManyRequests')
                  : request.error.message}
              </Alert>
            )}
            <TextInput
              label={t('email')}
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={request.isPending} disabled={email.trim() === ''} mt="xs">
              {t('forgotPassword.submit')}
            </Button>
            <Text fz="sm">
              <AnchorLink to="/sign-in">{t('backToSignIn')}</AnchorLink>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
