import { Badge, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format';
import { AnchorLink } from '../ui/links';
import { LoadError } from '../ui/load-error';
import { type WebhookDelivery, webhookDeliveriesQuery } from './webhook-queries';

const deliveryPollMs = 5_000;

const outcomeColors: Readonly<Record<WebhookDelivery['outcome'], string>> = {
  task_started: 'teal',
  duplicate: 'blue',
  refused: 'red',
};

/** A hook's latest deliveries: when, whether verified, the task started or why refused. */
export function WebhookDeliveries({ agentId, webhookId }: { agentId: number; webhookId: number }) {
  const { t } = useTranslation('webhooks');
  // Deliveries come from outside and no live event names them, so the list is polled even when live.
  const deliveries = useQuery({
    ...webhookDeliveriesQuery(agentId, webhookId),
    refetchInterval: deliveryPollMs,
  });
  if (deliveries.isPending) return <Loader size="sm" aria-label={t('deliveries.loading')} />;
  if (deliveries.isError)
    return (
      <LoadError
        what={t('deliveries.loadWhat')}
        error={deliveries.error}
        onRetry={() => deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('deliveries.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} fz="sm" aria-label={t('deliveries.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deliveries.received')}</Table.Th>
            <Table.Th>{t('deliveries.verified')}</Table.Th>
            <Table.Th>{t('deliveries.outcome')}</Table.Th>
            <Table.Th>{t('deliveries.task')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.received_at)}</Table.Td>
              <Table.Td>{delivery.verified ? t('deliveries.yes') : t('deliveries.no')}</Table.Td>
              <Table.Td title={delivery.refusal_message ?? undefined}>
                <Badge variant="light" color={outcomeColors[delivery.outcome]}>
                  {t(`deliveries.outcomes.${delivery.outcome}`)}
                </Badge>
                {delivery.refusal_code !== null && (
                  <Text fz="xs" c="dimmed">
                    {delivery.refusal_code}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {delivery.task_id === null ? (
                  <Text fz="sm" c="dimmed" span>
                    —
                  </Text>
                ) : (
                  <AnchorLink to="/tasks/$taskId" params={{ taskId: delivery.task_id }} fz="sm">
                    {t('deliveries.taskLink', { id: delivery.task_id })}
                  </AnchorLink>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
