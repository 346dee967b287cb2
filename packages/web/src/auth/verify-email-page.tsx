import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { AuthCard } from '../ui/auth-card';
import { AnchorLink } from '../ui/links';
import { takeLinkToken } from './email-link-token';

/** Confirms an e-mail address with the token of a verification e-mail, as soon as it opens. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [token] = useState(takeLinkToken);
  const verify = useMutation({
    mutationFn: (value: string) => unwrap(api.POST('/api/v1/auth/verify-email', { body: { token: value } })),
  });
  const { mutate } = verify;
  useEffect(() => {
    if (token !== null) mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <Stack gap="sm">
        {verify.isSuccess && (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            role="status"
            title={t('verifyEmail.doneTitle')}
          >
            {t('verifyEmail.done')}
          </Alert>
        )}
        {(token === null || verify.isError) && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('linkInvalid.title')}>
            {t('verifyEmail.linkInvalid')}
          </Alert>
        )}
        {verify.isPending && (
          <Text fz="sm" c="dimmed">
            <Loader size="xs" mr="xs" />
            {t('verifyEmail.confirming')}
          </Text>
        )}
        <AnchorLink to="/">{t('verifyEmail.open')}</AnchorLink>
      </Stack>
    </AuthCard>
  );
}
