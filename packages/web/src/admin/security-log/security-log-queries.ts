import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';

export type SecurityEvent = Schema<'SecurityEvent'>;
export type SecurityPolicy = ApiBody<'/api/v1/admin/security-policy', 'put'>;
export type TwoFactorRequirement = NonNullable<SecurityPolicy['two_factor_required']>;

export const securityEventsPerPage = 25;

/** What the administrator narrowed the log to; empty strings mean "any". */
export interface SecurityLogSearch {
  readonly kind: string;
  readonly userId: string;
  readonly address: string;
  /** `YYYY-MM-DD` days in the browser's time zone; `to` includes its whole day. */
  readonly from: string;
  readonly to: string;
}

export const noSearch: SecurityLogSearch = { kind: '', userId: '', address: '', from: '', to: '' };

function dayStart(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + offsetDays).toISOString();
}

function searchParams(search: SecurityLogSearch) {
  return {
    ...(search.kind !== '' && { kind: search.kind }),
    ...(/^\d+$/.test(search.userId) && { user_id: Number(search.userId) }),
    ...(search.address.trim() !== '' && { address: search.address.trim() }),
    ...(search.from !== '' && { from: dayStart(search.from) }),
    ...(search.to !== '' && { to: dayStart(search.to, 1) }),
  };
}

export const securityLogQuery = (search: SecurityLogSearch, page: number) =>
  queryOptions({
    queryKey: ['security-log', search, page],
    // The route also exports (`format=csv|jsonl`); asked without it, it answers a page of JSON.
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/security-log', {
          params: { query: { ...searchParams(search), page, per_page: securityEventsPerPage } },
        }) as Promise<{
          data?: { data: { events: SecurityEvent[]; pagination: Schema<'Pagination'> } };
          error?: unknown;
          response: Response;
        }>,
      ),
    placeholderData: keepPreviousData,
  });

/** Every matching event as a file the browser downloads with the session cookie. */
export function securityLogExportUrl(search: SecurityLogSearch, format: 'csv' | 'jsonl'): string {
  const params = Object.entries(searchParams(search)).map(([key, value]) => [key, String(value)]);
  const query = new URLSearchParams([...params, ['format', format]]);
  return `/api/v1/admin/security-log?${query.toString()}`;
}

const policyKey = ['security-policy'] as const;

export const securityPolicyQuery = queryOptions({
  queryKey: policyKey,
  queryFn: () => unwrap(api.GET('/api/v1/admin/security-policy')),
});

export function useSaveSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityPolicy) => unwrap(api.PUT('/api/v1/admin/security-policy', { body })),
    onSuccess: (data) => {
      queryClient.setQueryData(policyKey, data);
      return queryClient.invalidateQueries({ queryKey: ['security-log'] });
    },
  });
}
