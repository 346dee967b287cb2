import { ActionIcon, Badge, Button, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { formatPrice } from '../usage/cost-format';
import { type ModelPrice, modelPricesQuery, useDeleteModelPrice } from '../usage/usage-queries';
import { ModelPriceForm } from './model-prices/model-price-form';

/**
 * Administration → Model prices: what each model's tokens cost (USD per million), matched by name
 * or as a dated snapshot of it. A change applies to turns recorded after it; past costs stay.
 */
export function ModelPricesPage() {
  const { t } = useTranslation('admin');
  const perMillion = (price: number | null) =>
    price === null ? t('modelPrices.asInput') : formatPrice(price);
  const prices = useQuery(modelPricesQuery);
  const remove = useDeleteModelPrice();
  const [editing, setEditing] = useState<ModelPrice | 'new' | null>(null);
  return (
    <Page
      title={t('modelPrices.title')}
      width={1100}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {t('modelPrices.add')}
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        {t('modelPrices.description')}
      </Text>
      {prices.isError ? (
        <LoadError what={t('modelPrices.loadWhat')} error={prices.error} onRetry={() => prices.refetch()} />
      ) : prices.data === undefined ? (
        <Skeleton height={300} aria-busy="true" aria-label={t('modelPrices.loading')} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="model-prices-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('modelPrices.columns.model')}</Table.Th>
                <Table.Th ta="right">{t('modelPrices.columns.input')}</Table.Th>
                <Table.Th ta="right">{t('modelPrices.columns.cachedInput')}</Table.Th>
                <Table.Th ta="right">{t('modelPrices.columns.cacheWrite')}</Table.Th>
                <Table.Th ta="right">{t('modelPrices.columns.output')}</Table.Th>
                <Table.Th>{t('modelPrices.columns.source')}</Table.Th>
                <Table.Th aria-label={t('modelPrices.columns.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.data.map((price) => (
                <Table.Tr key={price.id}>
                  <Table.Td ff="monospace">{price.model}</Table.Td>
                  <Table.Td ta="right">{formatPrice(price.input_per_million)}</Table.Td>
                  <Table.Td ta="right">{perMillion(price.cached_input_per_million)}</Table.Td>
                  <Table.Td ta="right">{perMillion(price.cache_creation_per_million)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(price.output_per_million)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={price.source === 'custom' ? 'blue' : 'gray'}>
                      {price.source === 'custom' ? t('modelPrices.edited') : t('modelPrices.shipped')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={t('modelPrices.edit', { model: price.model })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('modelPrices.edit', { model: price.model })}
                          onClick={() => setEditing(price)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('modelPrices.remove', { model: price.model })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('modelPrices.remove', { model: price.model })}
                          loading={remove.isPending && remove.variables === price.id}
                          onClick={() => remove.mutate(price.id)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <ModelPriceForm price={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
