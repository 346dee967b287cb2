import { Alert, Card, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import {
  type NotificationPreference,
  notificationPreferencesQuery,
  type PreferenceChange,
  useChangePreference,
} from './notifications/preference-queries';

/**
 * Settings → Notifications: for each kind, whether it shows in the app (the bell, live) and
 * whether it is e-mailed. Each switch saves on its own.
 */
export function NotificationsPage() {
  const { t } = useTranslation('settings');
  const preferences = useQuery(notificationPreferencesQuery);
  // The server names each kind in English for API clients; the UI names it in the reader's language.
  const kindLabel = (entry: NotificationPreference) => t(`notifications.kinds.${entry.kind}.label`);
  const change = useChangePreference();
  const save = (entry: NotificationPreference, patch: Omit<PreferenceChange, 'kind'>) =>
    change.mutate(
      { kind: entry.kind, ...patch },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('notifications.notChanged', { label: kindLabel(entry) }),
            message: error.message,
          }),
      },
    );

  let content: ReactNode;
  if (preferences.isError) {
    content = (
      <LoadError
        what={t('notifications.loadWhat')}
        error={preferences.error}
        onRetry={() => preferences.refetch()}
      />
    );
  } else if (preferences.data === undefined) {
    content = (
      <Stack gap="xs" aria-busy="true" aria-label={t('notifications.loading')}>
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else {
    const { email_available: emailAvailable } = preferences.data;
    content = (
      <>
        {!emailAvailable && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title={t('notifications.emailMissingTitle')}
          >
            {t('notifications.emailMissingText')}
          </Alert>
        )}
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" horizontalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications.notification')}</Table.Th>
                  <Table.Th w={76}>{t('notifications.inApp')}</Table.Th>
                  <Table.Th w={76}>{t('notifications.byEmail')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preferences.data.preferences.map((entry) => (
                  <Table.Tr key={entry.kind}>
                    <Table.Td>
                      <Text fw={500} fz="sm">
                        {kindLabel(entry)}
                      </Text>
                      <Text c="dimmed" fz="xs">
                        {t(`notifications.kinds.${entry.kind}.description`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('notifications.inAppLabel', { label: kindLabel(entry) })}
                        checked={entry.in_app}
                        onChange={(event) => save(entry, { in_app: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={t('notifications.byEmailLabel', { label: kindLabel(entry) })}
                        checked={entry.email}
                        onChange={(event) => save(entry, { email: event.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </>
    );
  }

  return (
    <Page title={t('notifications.title')} width={960}>
      <Text c="dimmed" fz="sm">
        {t('notifications.intro')}
      </Text>
      {content}
    </Page>
  );
}
