import { Alert, Button, Code, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { api, setCsrfToken, unwrap } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { sessionQueryKey } from './session';
import { setupStatusQuery } from './setup-status';

const minimumPasswordLength = 12;

/** First run: the visitor who has the setup code from the server's log becomes its administrator. */
export function SetupPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [setupCode, setSetupCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const setup = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/v1/setup', {
          body: {
            setup_code: setupCode.trim(),
            email: email.trim(),
            password,
            display_name: name.trim() === '' ? null : name.trim(),
          },
        }),
      ),
    onSuccess: (signedIn) => {
      setCsrfToken(signedIn.csrf_token);
      queryClient.setQueryData(sessionQueryKey, signedIn.user);
      queryClient.setQueryData(setupStatusQuery.queryKey, { setup_required: false });
      navigate({ to: '/', replace: true });
    },
    onError: (error) => {
      if (isApiError(error, 'SETUP_NOT_NEEDED')) {
        queryClient.setQueryData(setupStatusQuery.queryKey, { setup_required: false });
        navigate({ to: '/sign-in', replace: true });
      }
    },
  });

  const passwordError =
    touched && password.length > 0 && password.length < minimumPasswordLength
      ? t('password.tooShort', { count: minimumPasswordLength })
      : setup.error && isApiError(setup.error)
        ? setup.error.fields.password
        : undefined;
  const emailError = setup.error && isApiError(setup.error) ? setup.error.fields.email : undefined;
  const codeError = isApiError(setup.error, 'SETUP_CODE_INVALID') ? t('setup.codeInvalid') : undefined;
  const otherError =
    setup.error && codeError === undefined && emailError === undefined && passwordError === undefined
      ? setup.error.message
      : undefined;
  const ready =
    setupCode.trim() !== '' &&
    email.trim() !== '' &&
    password.length >= minimumPasswordLength &&
    !setup.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (ready) setup.mutate();
  };

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <Text fz="sm">
        <Trans
          t={t}
          i18nKey="setup.codeHint"
          // i18n-exempt: a command and the server log's own line, which are the same in every language
          values={{ command: 'spora serve', line: 'No administrator exists yet' }}
          components={{ code: <Code /> }}
        />
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {otherError !== undefined && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('setup.failedTitle')}
            >
              {otherError}
            </Alert>
          )}
          <TextInput
            label={t('setup.code')}
            required
            autoFocus
            autoComplete="one-time-code"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={setupCode}
            error={codeError}
            onChange={(event) => setSetupCode(event.currentTarget.value)}
          />
          <TextInput
            label={t('setup.name')}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('email')}
            type="email"
            required
            autoComplete="username"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('password.label')}
            description={t('password.minimum', { count: minimumPasswordLength })}
            required
            autoComplete="new-password"
            value={password}
            error={passwordError}
            onBlur={() => setTouched(true)}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={setup.isPending} disabled={!ready} mt="xs">
            {t('setup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
