import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/**
 * Queries retry network failures and server errors a few times, never refusals (4xx): a 404 or
 * a 403 does not get better by asking again. Live events keep data fresh, so focus refetches are off.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 3 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
