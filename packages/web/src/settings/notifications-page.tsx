import { Alert, Card, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  const preferences = useQuery(notificationPreferencesQuery);
  const change = useChangePreference();
  const save = (entry: NotificationPreference, patch: Omit<PreferenceChange, 'kind'>) =>
    change.mutate(
      { kind: entry.kind, ...patch },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `“${entry.label}” was not changed`,
            message: error.message,
          }),
      },
    );

  let content: ReactNode;
  if (preferences.isError) {
    content = (
      <LoadError
        what="your notification settings"
        error={preferences.error}
        onRetry={() => preferences.refetch()}
      />
    );
  } else if (preferences.data === undefined) {
    content = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading your notification settings">
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
            title="E-mail is not set up"
          >
            Your choices are kept, but no e-mail goes out until an administrator sets up e-mail.
          </Alert>
        )}
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" horizontalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Notification</Table.Th>
                  <Table.Th w={76}>In the app</Table.Th>
                  <Table.Th w={76}>By e-mail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preferences.data.preferences.map((entry) => (
                  <Table.Tr key={entry.kind}>
                    <Table.Td>
                      <Text fw={500} fz="sm">
                        {entry.label}
                      </Text>
                      <Text c="dimmed" fz="xs">
                        {entry.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${entry.label} in the app`}
                        checked={entry.in_app}
                        onChange={(event) => save(entry, { in_app: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${entry.label} by e-mail`}
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
    <Page title="Notifications" width={960}>
      <Text c="dimmed" fz="sm">
        Choose what reaches you and how. In the app, notifications appear under the bell as they happen; by
        e-mail, they go to your account’s address with a link straight to the task.
      </Text>
      {content}
    </Page>
  );
}
