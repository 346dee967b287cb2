import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { smtpSettingsQuery } from './email/email-queries';
import { OutboxTable } from './email/outbox-table';
import { SmtpSettingsForm } from './email/smtp-settings-form';
import { TestEmailCard } from './email/test-email-card';

/** Administration → E-mail: the SMTP server, a test message, and the outbox with its failures. */
export function EmailPage() {
  const { t } = useTranslation('admin');
  const settings = useQuery(smtpSettingsQuery);
  return (
    <Page title={t('email.title')} width={960}>
      {settings.isError ? (
        <LoadError what={t('email.loadWhat')} error={settings.error} onRetry={() => settings.refetch()} />
      ) : settings.data === undefined ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('email.loading')}>
          <Skeleton height={220} />
        </Stack>
      ) : (
        <>
          <SmtpSettingsForm settings={settings.data} />
          <TestEmailCard configured={settings.data !== null} />
        </>
      )}
      <OutboxTable />
    </Page>
  );
}
