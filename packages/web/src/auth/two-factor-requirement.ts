import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setTwoFactorRequiredHandler } from '../api/client';
import { twoFactorQuery } from '../settings/account/two-factor-queries';

/**
 * When an administrator starts requiring two factors while this session is open, the API refuses
 * it with TWO_FACTOR_REQUIRED; the app then goes to the page that sets one up, once.
 */
export function useTwoFactorRequirement(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let handled = false;
    setTwoFactorRequiredHandler(() => {
      if (handled) return;
      handled = true;
      void queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
      router.navigate({ to: '/two-factor-required', replace: true });
    });
    return () => setTwoFactorRequiredHandler(null);
  }, [queryClient, router]);
}
