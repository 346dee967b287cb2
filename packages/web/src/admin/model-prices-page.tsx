import { ActionIcon, Badge, Button, Group, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../ui/load-error';
import { Page } from '../ui/page';
import { formatPrice } from '../usage/cost-format';
import { type ModelPrice, modelPricesQuery, useDeleteModelPrice } from '../usage/usage-queries';
import { ModelPriceForm } from './model-prices/model-price-form';

const perMillion = (price: number | null) => (price === null ? 'as input' : formatPrice(price));

/**
 * Administration → Model prices: what each model's tokens cost (USD per million), matched by name
 * or as a dated snapshot of it. A change applies to turns recorded after it; past costs stay.
 */
export function ModelPricesPage() {
  const prices = useQuery(modelPricesQuery);
  const remove = useDeleteModelPrice();
  const [editing, setEditing] = useState<ModelPrice | 'new' | null>(null);
  return (
    <Page
      title="Model prices"
      width={1100}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add price
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        US dollars per million tokens. A model matches its own name, or a dated snapshot of it
        (gpt-4o-2024-08-06 is priced as gpt-4o). Models not listed are shown as “price unknown”, never as
        free. A change applies to turns recorded after it; a model configuration can set its own prices
        instead.
      </Text>
      {prices.isError ? (
        <LoadError what="the prices" error={prices.error} onRetry={() => prices.refetch()} />
      ) : prices.data === undefined ? (
        <Skeleton height={300} aria-busy="true" aria-label="Loading the prices" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" data-testid="model-prices-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Model</Table.Th>
                <Table.Th ta="right">Input</Table.Th>
                <Table.Th ta="right">Cached input</Table.Th>
                <Table.Th ta="right">Cache write</Table.Th>
                <Table.Th ta="right">Output</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th aria-label="Actions" />
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
                      {price.source === 'custom' ? 'Edited' : 'Shipped'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={`Edit ${price.model}`}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${price.model}`}
                          onClick={() => setEditing(price)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={`Remove ${price.model}`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${price.model}`}
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
