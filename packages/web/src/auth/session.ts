import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import type { CurrentUser } from '../api/api-types';
import { api, expectNoContent, setCsrfToken, unwrap } from '../api/client';

export const sessionQueryKey = ['session'] as const;

/** Who is signed in, or `null`; remembers the session's CSRF token for the client. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      const me = await unwrap(api.GET('/api/v1/auth/me'));
      setCsrfToken(me.csrf_token);
      return me.user;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setCsrfToken(null);
        return null;
      }
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSession(): CurrentUser | null {
  return useQuery(sessionQuery).data ?? null;
}

/** The signed-in user inside the signed-in part of the app, where the layout guarantees one. */
export function useCurrentUser(): CurrentUser {
  const user = useSession();
  if (user === null) throw new Error('useCurrentUser() outside the signed-in layout');
  return user;
}

/** A session's answer to signing in: the user and the session's CSRF token. */
interface SignedIn {
  readonly user: CurrentUser;
  readonly csrf_token: string;
}

function useStartSession() {
  const queryClient = useQueryClient();
  return (signedIn: SignedIn) => {
    setCsrfToken(signedIn.csrf_token);
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, signedIn.user);
  };
}

/**
 * The password step. For an account with two factors the server opens no session yet: the answer
 * is a challenge for `useCompleteSignIn`.
 */
export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      unwrap(api.POST('/api/v1/auth/login', { body: credentials })),
    onSuccess: (answer) => {
      if ('csrf_token' in answer) startSession(answer);
    },
  });
}

/** The second step: the challenge with a code from the authenticator app or a recovery code. */
export function useCompleteSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: { challenge: string; code: string } | { challenge: string; recovery_code: string }) =>
      unwrap(api.POST('/api/v1/auth/login/two-factor', { body })),
    onSuccess: startSession,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectNoContent(api.POST('/api/v1/auth/logout', { body: {} })),
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
