import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** How many notifications are unread (the bell's count). */
export const unreadCountQuery = queryOptions({
  queryKey: [...queryKeys.notifications, 'unread-count'],
  queryFn: async () =>
    (
      await unwrap(
        api.GET('/api/v1/notifications', { params: { query: { unread_only: true, per_page: 1 } } }),
      )
    ).pagination.total,
});

/** The newest notifications, for the panel. */
export const recentNotificationsQuery = queryOptions({
  queryKey: [...queryKeys.notifications, 'recent'],
  queryFn: async () =>
    (await unwrap(api.GET('/api/v1/notifications', { params: { query: { per_page: 30 } } }))).notifications,
});

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } }, body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/notifications/read-all', { body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
