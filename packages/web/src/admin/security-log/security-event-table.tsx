import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { describeSecurityEvent } from './security-event-text';
import type { SecurityEvent } from './security-log-queries';
import { UserCell } from './user-cell';

/**
 * One page of the security log, newest first: when, what (as a sentence), who did it, whose account
 * it concerns and from which address. On phones the people and address move under the sentence.
 */
export function SecurityEventTable({ events }: { events: readonly SecurityEvent[] }) {
  const { t } = useTranslation('admin');
  // i18n-exempt: a CSS media query
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('securityLog.columns.time')}</Table.Th>
            <Table.Th>{t('securityLog.columns.event')}</Table.Th>
            {!compact && <Table.Th>{t('securityLog.columns.actor')}</Table.Th>}
            {!compact && <Table.Th>{t('securityLog.columns.subject')}</Table.Th>}
            {!compact && <Table.Th>{t('securityLog.columns.address')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm" component="time" dateTime={event.occurred_at}>
                  {formatDateTime(event.occurred_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text fz="sm">{describeSecurityEvent(t, event)}</Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {event.kind}
                  </Text>
                  {compact && (
                    <Text fz="xs" c="dimmed">
                      {[
                        event.actor_email,
                        event.subject_user_id === event.actor_user_id ? null : event.subject_email,
                        event.address,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {!compact && (
                <Table.Td>
                  <UserCell
                    id={event.actor_user_id}
                    email={event.actor_email}
                    absent={t('securityLog.nobody')}
                  />
                </Table.Td>
              )}
              {!compact && (
                <Table.Td>
                  {event.subject_user_id !== null && event.subject_user_id === event.actor_user_id ? (
                    <Text fz="sm" c="dimmed">
                      {t('securityLog.ownAccount')}
                    </Text>
                  ) : (
                    <UserCell id={event.subject_user_id} email={event.subject_email} absent="–" />
                  )}
                </Table.Td>
              )}
              {!compact && (
                <Table.Td>
                  <Text fz="sm" ff="monospace" title={event.user_agent ?? undefined}>
                    {event.address ?? '–'}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
