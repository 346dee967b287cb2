import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../ui/load-error';
import { RelativeTime } from '../../ui/relative-time';
import { type OutboxMessage, outboxQuery, useRetryEmail } from './email-queries';

const statusColors: Record<OutboxMessage['status'], string> = {
  pending: 'orange',
  sent: 'teal',
  failed: 'red',
};

function StatusCell({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={2}>
      <Badge variant="light" color={statusColors[message.status]}>
        {t(`email.outbox.statuses.${message.status}`)}
      </Badge>
      {message.last_error !== null && (
        <Text fz="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {message.last_error}
        </Text>
      )}
    </Stack>
  );
}

/** The newest messages and how each went: what waits, what was sent, what failed and why. */
export function OutboxTable() {
  const { t } = useTranslation('admin');
  const outbox = useQuery(outboxQuery);
  const retry = useRetryEmail();
  let content: ReactNode;
  if (outbox.isError)
    content = (
      <LoadError what={t('email.outbox.loadWhat')} error={outbox.error} onRetry={() => outbox.refetch()} />
    );
  else if (outbox.data === undefined)
    content = (
      <Stack gap="xs" aria-busy="true" aria-label={t('email.outbox.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  else if (outbox.data.messages.length === 0)
    content = (
      <Text fz="sm" c="dimmed">
        {t('email.outbox.empty')}
      </Text>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('email.outbox.message')}</Table.Th>
              <Table.Th>{t('email.outbox.status')}</Table.Th>
              <Table.Th>{t('email.outbox.attempts')}</Table.Th>
              <Table.Th>{t('email.outbox.queued')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.data.messages.map((message) => (
              <Table.Tr key={message.id}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {message.subject}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('email.outbox.recipient', {
                      address: message.to_address,
                      template: message.template.replace('_', ' '),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <StatusCell message={message} />
                </Table.Td>
                <Table.Td>{message.attempts}</Table.Td>
                <Table.Td>
                  <Text fz="sm">
                    <RelativeTime value={message.created_at} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  {message.status === 'failed' && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={retry.isPending && retry.variables === message.id}
                      onClick={() =>
                        retry.mutate(message.id, {
                          onError: (error) =>
                            notifications.show({
                              color: 'red',
                              title: t('email.outbox.retryFailed'),
                              message: error.message,
                            }),
                        })
                      }
                    >
                      {t('email.outbox.retry')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="outbox-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="outbox-heading">
            {t('email.outbox.title')}
          </Title>
          {outbox.data !== undefined && (
            <Group gap="xs">
              <Badge variant="light" color="orange">
                {t('email.outbox.waiting', { count: outbox.data.pending_count })}
              </Badge>
              <Badge variant="light" color={outbox.data.failed_count > 0 ? 'red' : 'gray'}>
                {t('email.outbox.failed', { count: outbox.data.failed_count })}
              </Badge>
            </Group>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('email.outbox.description')}
        </Text>
        {content}
      </Stack>
    </Card>
  );
}
