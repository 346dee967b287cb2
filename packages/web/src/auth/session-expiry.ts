import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setCsrfToken, setSessionLostHandler } from '../api/client';
import { i18n } from '../i18n/i18n';
import { sessionQueryKey } from './session';

/**
 * When the server stops knowing this session (expired, signed out elsewhere, suspended), show one
 * notice — however many requests failed at once — and go to sign-in, coming back here afterwards.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let handled = false;
    setSessionLostHandler(() => {
      if (handled) return;
      handled = true;
      setCsrfToken(null);
      notifications.show({
        id: 'session-expired',
        color: 'yellow',
        title: i18n.t('auth:sessionExpired.title'),
        message: i18n.t('auth:sessionExpired.message'),
      });
      const here = router.state.location.href;
      queryClient.setQueryData(sessionQueryKey, null);
      router.navigate({ to: '/sign-in', search: here === '/' ? {} : { redirect: here }, replace: true });
    });
    return () => setSessionLostHandler(null);
  }, [queryClient, router]);
}
