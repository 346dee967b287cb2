import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';

export type DecisionRecordRetention = Schema<'DecisionRecordRetention'>;
export type DecisionRecordArchive = Schema<'DecisionRecordArchive'>;

const retentionKey = ['decision-record-retention'] as const;

export const retentionQuery = queryOptions({
  queryKey: retentionKey,
  queryFn: () => unwrap(api.GET('/api/v1/audit/retention')),
});

/** Saves the retention period in days, or null to keep every decision. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retentionDays: number | null) =>
      unwrap(api.PUT('/api/v1/audit/retention', { body: { retention_days: retentionDays } })),
    onSuccess: (data) => queryClient.setQueryData(retentionKey, data),
  });
}
