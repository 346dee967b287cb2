import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type NotificationPreferences = ApiData<'/api/v1/notification-preferences'>;
export type NotificationPreference = NotificationPreferences['preferences'][number];
export type PreferenceChange = { kind: NotificationPreference['kind']; in_app?: boolean; email?: boolean };

export const notificationPreferencesQuery = queryOptions({
  queryKey: queryKeys.notificationPreferences,
  queryFn: () => unwrap(api.GET('/api/v1/notification-preferences')),
});

/** Saves one switch at a time; the list shows the change at once and goes back if it is refused. */
export function useChangePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PreferenceChange) =>
      unwrap(api.PUT('/api/v1/notification-preferences', { body: { preferences: [change] } })),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationPreferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKeys.notificationPreferences);
      if (previous) {
        queryClient.setQueryData<NotificationPreferences>(queryKeys.notificationPreferences, {
          ...previous,
          preferences: previous.preferences.map((preference) =>
            preference.kind === change.kind ? { ...preference, ...change } : preference,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.notificationPreferences, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notificationPreferences, data),
  });
}
