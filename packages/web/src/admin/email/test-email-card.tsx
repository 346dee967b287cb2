import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useCurrentUser } from '../../auth/session';
import { i18n } from '../../i18n/i18n';
import { useSendTestEmail } from './email-queries';

/** Why the test failed, in words: the SMTP server's own answer when there is one. */
function failureOf(error: Error): string {
  if (isApiError(error, 'EMAIL_NOT_CONFIGURED')) return i18n.t('admin:email.test.notConfigured');
  if (isApiError(error, 'EMAIL_SEND_FAILED')) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    return typeof reason === 'string' ? reason : error.message;
  }
  return error.message;
}

/** Sends one message now, past the queue, and says how the SMTP server answered. */
export function TestEmailCard({ configured }: { configured: boolean }) {
  const { t } = useTranslation('admin');
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
            {t('email.test.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('email.test.description')}
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('email.test.recipient')}
              type="email"
              value={to}
              onChange={(event) => {
                setTo(event.currentTarget.value);
                send.reset();
              }}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" variant="default" loading={send.isPending} disabled={!configured}>
              {t('email.test.send')}
            </Button>
          </Group>
          {send.isSuccess && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title={t('email.test.sent')}
              role="status"
            >
              {t('email.test.accepted', { to: send.data.to })}
            </Alert>
          )}
          {send.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('email.test.failed')}
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
