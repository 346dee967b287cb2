import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, Schema } from '../../api/api-types';
import { api, unwrap } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export type AdministeredUser = Schema<'ListedUser'>;
export type CreateUserBody = ApiBody<'/api/v1/users', 'post'>;
export type UserChanges = ApiBody<'/api/v1/users/{id}', 'patch'>;

export const usersPerPage = 25;

/** One page of accounts, oldest first; `search` matches part of an e-mail or name. */
export const usersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.users, { page, search }],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/users', {
          params: { query: { page, per_page: usersPerPage, ...(search === '' ? {} : { q: search }) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateUserBody) => (await unwrap(api.POST('/api/v1/users', { body }))).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UserChanges }) =>
      (await unwrap(api.PATCH('/api/v1/users/{id}', { params: { path: { id } }, body: changes }))).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/users/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}
