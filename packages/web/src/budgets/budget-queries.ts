import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../api/api-types';
import { api, unwrap } from '../api/client';

export type NewBudget = ApiBody<'/api/v1/budgets', 'post'>;
export type BudgetChange = ApiBody<'/api/v1/budgets/{id}', 'patch'>;

export const budgetsQuery = () =>
  queryOptions({
    queryKey: ['budgets'],
    queryFn: () => unwrap(api.GET('/api/v1/budgets')),
  });

/** Creating, changing and deleting budgets; each reads the list again (a raise may queue tasks too). */
export function useBudgetMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['budgets'] }),
      client.invalidateQueries({ queryKey: ['tasks'] }),
    ]);
  const create = useMutation({
    mutationFn: (body: NewBudget) => unwrap(api.POST('/api/v1/budgets', { body })),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: BudgetChange }) =>
      unwrap(api.PATCH('/api/v1/budgets/{id}', { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/v1/budgets/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  return { create, change, remove };
}
