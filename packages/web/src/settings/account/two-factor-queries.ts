import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

const twoFactorKey = ['two-factor'] as const;

/** Whether two factors are on and how many recovery codes are left, from `GET /auth/me`. */
export const twoFactorQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: async () => (await unwrap(api.GET('/api/v1/auth/me'))).two_factor,
});

function useRefreshing<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useStartEnrolment() {
  return useRefreshing(() => unwrap(api.POST('/api/v1/auth/two-factor/totp', { body: {} })));
}

export function useConfirmEnrolment() {
  return useRefreshing((code: string) =>
    unwrap(api.POST('/api/v1/auth/two-factor/totp/confirm', { body: { code } })),
  );
}

export function useRegenerateRecoveryCodes() {
  return useRefreshing((code: string) =>
    unwrap(api.POST('/api/v1/auth/two-factor/recovery-codes', { body: { code } })),
  );
}

export function useDisableTwoFactor() {
  return useRefreshing((currentPassword: string) =>
    unwrap(api.DELETE('/api/v1/auth/two-factor', { body: { current_password: currentPassword } })),
  );
}
