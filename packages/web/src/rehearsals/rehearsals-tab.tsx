import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format';
import { AnchorLink, ButtonLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { rehearsalsQuery } from './rehearsal-queries';
import { RehearsalStatusBadge, useSourceText } from './rehearsal-status-badge';

const runningPollMs = 5_000;

/**
 * The agent's rehearsals, newest first, each with its status, what was rehearsed, when, and its
 * report; and the way to start one. Read again while one runs, so its status moves on by itself.
 */
export function RehearsalsTab({ agentId }: { agentId: number }) {
  const { t } = useTranslation('rehearsals');
  const sourceText = useSourceText();
  const rehearsals = useQuery({
    ...rehearsalsQuery(agentId),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'running') ? runningPollMs : false,
  });
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="h4">
              {t('list.title')}
            </Title>
            <ButtonLink
              to="/agents/$agentId/rehearse"
              params={{ agentId }}
              leftSection={<IconFlask size={16} aria-hidden />}
            >
              {t('list.rehearse')}
            </ButtonLink>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('list.intro')}
          </Text>
        </Stack>
      </Card>
      {rehearsals.isError ? (
        <LoadError what={t('list.loadWhat')} error={rehearsals.error} onRetry={() => rehearsals.refetch()} />
      ) : rehearsals.data === undefined ? (
        <Skeleton h={120} radius="md" />
      ) : rehearsals.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('list.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t('list.title')} data-testid="rehearsal-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.report')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.source')}</Table.Th>
                <Table.Th>{t('list.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rehearsals.data.map((rehearsal) => (
                <Table.Tr key={rehearsal.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/agents/$agentId/rehearsals/$rehearsalId"
                      params={{ agentId, rehearsalId: rehearsal.id }}
                      fz="sm"
                    >
                      {t('list.reportLink', { id: rehearsal.id })}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <RehearsalStatusBadge status={rehearsal.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{sourceText(rehearsal.source)}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text fz="sm">{formatDateTime(rehearsal.created_at)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
