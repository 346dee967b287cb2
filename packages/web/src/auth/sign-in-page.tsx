import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { AuthCard } from '../ui/auth-card';
import { AnchorLink } from '../ui/links';
import { useSignIn } from './session';
import { SsoButtons, SsoErrorAlert } from './sso-sign-in';
import { TwoFactorStep } from './two-factor-step';

function signInErrorMessage(error: unknown): string {
  if (isApiError(error, 'INVALID_CREDENTIALS')) return i18n.t('auth:signIn.invalidCredentials');
  if (isApiError(error, 'TOO_MANY_REQUESTS')) return i18n.t('auth:signIn.tooManyAttempts');
  if (isApiError(error, 'PASSWORD_SIGN_IN_DISABLED')) return i18n.t('auth:sso.passwordSignInDisabled');
  return error instanceof Error ? error.message : i18n.t('auth:signIn.failed');
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const search = useSearch({ from: '/sign-in' });
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A single sign-on of an account with two factors comes back with its challenge.
  const [challenge, setChallenge] = useState<string | null>(search.challenge ?? null);
  const enter = () => navigate({ href: search.redirect ?? '/', replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if ('challenge' in answer) setChallenge(answer.challenge);
          else enter();
        },
      },
    );
  };

  if (challenge !== null) {
    return (
      <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={enter}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
            signIn.reset();
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {search.sso_error !== undefined && !signIn.isError && <SsoErrorAlert code={search.sso_error} />}
          {signIn.isError && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('signIn.failedTitle')}
            >
              {signInErrorMessage(signIn.error)}
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
          <PasswordInput
            label={t('password.label')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button
            type="submit"
            loading={signIn.isPending}
            disabled={email.trim() === '' || password === ''}
            mt="xs"
          >
            {t('signIn.submit')}
          </Button>
          <AnchorLink to="/forgot-password" fz="sm">
            {t('signIn.forgot')}
          </AnchorLink>
        </Stack>
      </form>
      <SsoButtons returnTo={search.redirect ?? '/'} />
    </AuthCard>
  );
}
