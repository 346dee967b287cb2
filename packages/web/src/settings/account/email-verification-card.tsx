import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { api, unwrap } from '../../api/client';
import { notificationPreferencesQuery } from '../notifications/preference-queries';

/** Shown while the account's address is unconfirmed and e-mail is set up: sends a new confirmation link. */
export function EmailVerificationCard({ email }: { email: string }) {
  const { t } = useTranslation('settings');
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
      title={t('account.verification.title')}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm">
          {resend.isSuccess
            ? t('account.verification.sent', { email })
            : resend.isError
              ? isApiError(resend.error, 'TOO_MANY_REQUESTS')
                ? t('account.verification.tooManyRequests')
                : resend.error.message
              : t('account.verification.unconfirmed', { email })}
        </Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('account.verification.send')}
        </Button>
      </Group>
    </Alert>
  );
}
