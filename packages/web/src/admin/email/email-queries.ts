import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type SmtpSettings = Schema<'EmailSettings'>;
export type SmtpSettingsBody = ApiBody<'/api/v1/email/settings', 'put'>;
export type Outbox = ApiData<'/api/v1/email/outbox'>;
export type OutboxMessage = Outbox['messages'][number];

export const smtpSettingsQuery = queryOptions({
  queryKey: queryKeys.emailSettings,
  queryFn: async () => (await unwrap(api.GET('/api/v1/email/settings'))).settings,
});

/** The newest messages; refreshed now and then, since the sender works in the background. */
export const outboxQuery = queryOptions({
  queryKey: queryKeys.emailOutbox,
  queryFn: () => unwrap(api.GET('/api/v1/email/outbox', { params: { query: { limit: 50 } } })),
  refetchInterval: 10_000,
});

export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmtpSettingsBody) => unwrap(api.PUT('/api/v1/email/settings', { body })),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.emailSettings, data.settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
    },
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string | undefined) =>
      unwrap(api.POST('/api/v1/email/test', { body: to === undefined ? {} : { to } })),
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/email/outbox/{id}/retry', { params: { path: { id } }, body: {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailOutbox }),
  });
}
