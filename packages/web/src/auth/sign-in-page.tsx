import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../api/api-error';
import { AuthCard } from '../ui/auth-card';
import { AnchorLink } from '../ui/links';
import { useSignIn } from './session';

function signInErrorMessage(error: unknown): string {
  if (isApiError(error, 'INVALID_CREDENTIALS')) return 'That e-mail address and password do not match.';
  if (isApiError(error, 'TOO_MANY_REQUESTS')) return 'Too many attempts. Wait a minute, then try again.';
  return error instanceof Error ? error.message : 'Signing in failed.';
}

export function SignInPage() {
  const search = useSearch({ from: '/sign-in' });
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate({ href: search.redirect ?? '/', replace: true }) },
    );
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to talk to your agents.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {signIn.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Could not sign in">
              {signInErrorMessage(signIn.error)}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
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
            Sign in
          </Button>
          <AnchorLink to="/forgot-password" fz="sm">
            Forgot your password?
          </AnchorLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
