import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../api/api-error';
import { api, expectNoContent } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { apiFieldError } from '../ui/field-errors';
import { AnchorLink } from '../ui/links';
import { takeLinkToken } from './email-link-token';

const minimumPasswordLength = 12;

/** Chooses a new password with the single-use token of a reset e-mail. */
export function ResetPasswordPage() {
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
      <AuthCard title="Password changed">
        <Stack gap="sm">
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            role="status"
            title="Your new password is set"
          >
            You were signed out everywhere. Sign in with the new password.
          </Alert>
          <AnchorLink to="/sign-in">Sign in</AnchorLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="The link from your e-mail works once.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {linkInvalid && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title="This link does not work"
            >
              It was used already, it expired, or a newer one replaced it.{' '}
              <AnchorLink to="/forgot-password">Ask for a new link</AnchorLink>.
            </Alert>
          )}
          {reset.isError && !linkInvalid && apiFieldError(reset.error, 'password') === undefined && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title="The password was not changed"
            >
              {isApiError(reset.error, 'TOO_MANY_REQUESTS')
                ? 'Too many attempts. Wait a few minutes, then try again.'
                : reset.error.message}
            </Alert>
          )}
          <PasswordInput
            label="New password"
            description={`At least ${minimumPasswordLength} characters.`}
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={
              (submitted && tooShort ? `Use at least ${minimumPasswordLength} characters.` : undefined) ??
              apiFieldError(reset.error, 'password')
            }
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.currentTarget.value)}
            error={submitted && differs ? 'The two passwords differ.' : undefined}
          />
          <Button type="submit" loading={reset.isPending} disabled={token === null} mt="xs">
            Set the new password
          </Button>
          <Text fz="sm">
            <AnchorLink to="/sign-in">Back to sign-in</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
