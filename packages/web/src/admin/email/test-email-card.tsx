import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useCurrentUser } from '../../auth/session';
import { useSendTestEmail } from './email-queries';

/** Why the test failed, in words: the SMTP server's own answer when there is one. */
function failureOf(error: Error): string {
  if (isApiError(error, 'EMAIL_NOT_CONFIGURED')) return 'Save the SMTP settings first.';
  if (isApiError(error, 'EMAIL_SEND_FAILED')) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    return typeof reason === 'string' ? reason : error.message;
  }
  return error.message;
}

/** Sends one message now, past the queue, and says how the SMTP server answered. */
export function TestEmailCard({ configured }: { configured: boolean }) {
  const user = useCurrentUser();
  const [to, setTo] = useState(user.email);
  const send = useSendTestEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(to.trim() === '' ? undefined : to.trim());
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="test-email-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="test-email-heading">
            Send a test e-mail
          </Title>
          <Text fz="sm" c="dimmed">
            Sent at once with the saved settings, so you see straight away whether they work.
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Recipient"
              type="email"
              value={to}
              onChange={(event) => {
                setTo(event.currentTarget.value);
                send.reset();
              }}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" variant="default" loading={send.isPending} disabled={!configured}>
              Send test e-mail
            </Button>
          </Group>
          {send.isSuccess && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title="Sent"
              role="status"
            >
              The SMTP server accepted the message for {send.data.to}.
            </Alert>
          )}
          {send.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="The test e-mail was not sent"
              role="alert"
            >
              {failureOf(send.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
