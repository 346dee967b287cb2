import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../ui/load-error';
import { RelativeTime } from '../../ui/relative-time';
import { type OutboxMessage, outboxQuery, useRetryEmail } from './email-queries';

const statusColors: Record<OutboxMessage['status'], string> = {
  pending: 'orange',
  sent: 'teal',
  failed: 'red',
};

function StatusCell({ message }: { message: OutboxMessage }) {
  return (
    <Stack gap={2}>
      <Badge variant="light" color={statusColors[message.status]}>
        {message.status}
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
  const outbox = useQuery(outboxQuery);
  const retry = useRetryEmail();
  let content: ReactNode;
  if (outbox.isError)
    content = <LoadError what="the outbox" error={outbox.error} onRetry={() => outbox.refetch()} />;
  else if (outbox.data === undefined)
    content = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the outbox">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  else if (outbox.data.messages.length === 0)
    content = (
      <Text fz="sm" c="dimmed">
        No e-mail has been queued yet.
      </Text>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Queued</Table.Th>
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
                    To {message.to_address} · {message.template.replace('_', ' ')}
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
                              title: 'Not queued again',
                              message: error.message,
                            }),
                        })
                      }
                    >
                      Send again
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
            Outbox
          </Title>
          {outbox.data !== undefined && (
            <Group gap="xs">
              <Badge variant="light" color="orange">
                {outbox.data.pending_count} waiting
              </Badge>
              <Badge variant="light" color={outbox.data.failed_count > 0 ? 'red' : 'gray'}>
                {outbox.data.failed_count} failed
              </Badge>
            </Group>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          A refused message is tried again after 30 seconds, then after twice as long each time; after six
          attempts it counts as failed. Sent messages keep only their headers.
        </Text>
        {content}
      </Stack>
    </Card>
  );
}
