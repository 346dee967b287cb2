import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../api/api-error';
import { api, unwrap } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { AnchorLink } from '../ui/links';

/**
 * Asks for a password-reset link. The answer is the same whether the address has an account or
 * not, so the page says what happens if it does.
 */
export function ForgotPasswordPage() {
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
    <AuthCard title="Forgot your password?" subtitle="We e-mail you a link to choose a new one.">
      {request.isSuccess ? (
        <Stack gap="sm">
          <Alert color="teal" icon={<IconMailCheck size={18} />} role="status" title="Check your inbox">
            If an account exists for {email.trim()}, an e-mail with a reset link is on its way. The link works
            once and expires in an hour.
          </Alert>
          <AnchorLink to="/sign-in" fz="sm">
            Back to sign-in
          </AnchorLink>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {request.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="No link was sent">
                {isApiError(request.error, 'TOO_MANY_REQUESTS')
                  ? 'Too many requests. Wait a few minutes, then try again.'
                  : request.error.message}
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
            <Button type="submit" loading={request.isPending} disabled={email.trim() === ''} mt="xs">
              Send the reset link
            </Button>
            <Text fz="sm">
              <AnchorLink to="/sign-in">Back to sign-in</AnchorLink>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
