import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../api/api-types';
import { api, unwrap } from '../api/client';

export type UsageReport = Schema<'UsageReport'>;
export type UsageGrouping = UsageReport['group_by'];
export type ModelPrice = Schema<'ModelPrice'>;

export interface UsageSearch {
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  readonly groupBy: UsageGrouping;
}

function usageParams(search: UsageSearch) {
  return { from: search.from, to: search.to, time_zone: search.timeZone, group_by: search.groupBy };
}

export const usageQuery = (search: UsageSearch) =>
  queryOptions({
    queryKey: ['usage', search],
    // The route answers CSV too (`format=csv`); asked without it, it answers the JSON report.
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/usage', { params: { query: usageParams(search) } }) as Promise<{
          data?: { data: UsageReport };
          error?: unknown;
          response: Response;
        }>,
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the same report, downloaded by the browser with the session cookie. */
export function usageCsvUrl(search: UsageSearch): string {
  const query = new URLSearchParams({ ...usageParams(search), format: 'csv' });
  return `/api/v1/usage?${query.toString()}`;
}

const pricesKey = ['model-prices'] as const;

export const modelPricesQuery = queryOptions({
  queryKey: pricesKey,
  queryFn: async () => (await unwrap(api.GET('/api/v1/model-prices'))).prices,
});

export type ModelPriceInput = Omit<ModelPrice, 'id' | 'currency' | 'source' | 'updated_by' | 'updated_at'>;

/** Adds a price (no id) or changes one; the table is read again after. */
export function useSaveModelPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ModelPriceInput }) =>
      id === null
        ? unwrap(api.POST('/api/v1/model-prices', { body: input }))
        : unwrap(api.PUT('/api/v1/model-prices/{id}', { params: { path: { id } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKey }),
  });
}

export function useDeleteModelPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/model-prices/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKey }),
  });
}
