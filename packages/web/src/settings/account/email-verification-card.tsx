import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { api, unwrap } from '../../api/client';
import { notificationPreferencesQuery } from '../notifications/preference-queries';

/** Shown while the account's address is unconfirmed and e-mail is set up: sends a new confirmation link. */
export function EmailVerificationCard({ email }: { email: string }) {
  const preferences = useQuery(notificationPreferencesQuery);
  const resend = useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/auth/verification', { body: {} })),
  });
  if (preferences.data?.email_available !== true) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title="Confirm your e-mail address"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">
          {resend.isSuccess
            ? `A new confirmation link is on its way to ${email}.`
            : resend.isError
              ? isApiError(resend.error, 'TOO_MANY_REQUESTS')
                ? 'Too many requests. Wait a few minutes, then try again.'
                : resend.error.message
              : `${email} is not confirmed yet. Open the link we e-mailed you, or ask for a new one.`}
        </Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
