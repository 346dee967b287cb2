import type { Selectable } from 'kysely';
import type { BudgetPeriod, BudgetScope, BudgetsTable, BudgetUnit } from '../db/index.js';

export type { BudgetPeriod, BudgetScope, BudgetUnit };

export type Budget = Selectable<BudgetsTable>;

export const budgetScopes: readonly BudgetScope[] = ['global', 'user', 'agent', 'task'];
export const budgetUnits: readonly BudgetUnit[] = ['tokens', 'cost'];
export const budgetPeriods: readonly BudgetPeriod[] = ['day', 'month'];
/** Costs are stored in US dollars (usage/model-price.ts); a budget in another currency could not be compared. */
export const budgetCurrencies = ['USD'] as const;

/**
 * Which budget stopped a task, as `tasks.data.budget_reached` keeps it for the task page, the
 * notification and the requeue when the budget changes.
 */
export interface BudgetReached {
  readonly id: number;
  readonly scope: BudgetScope;
  readonly unit: BudgetUnit;
  readonly currency: 'USD' | null;
  readonly limit: number;
  readonly spent: number;
  readonly period: BudgetPeriod | null;
  readonly time_zone: string | null;
  readonly agent_id: number | null;
  readonly user_id: number | null;
}

export function budgetReachedOf(budget: Budget, limit: number, spent: number): BudgetReached {
  return {
    id: budget.id,
    scope: budget.scope,
    unit: budget.unit,
    currency: budget.currency,
    limit,
    spent,
    period: budget.period,
    time_zone: budget.time_zone,
    agent_id: budget.agent_id,
    user_id: budget.user_id,
  };
}

/** `tasks.data.budget_reached`, read tolerantly: absent or malformed is null. */
export function parseBudgetReached(value: unknown): BudgetReached | null {
  if (typeof value !== 'object' || value === null) return null;
  const reached = value as Partial<BudgetReached>;
  return typeof reached.id === 'number' &&
    typeof reached.limit === 'number' &&
    typeof reached.spent === 'number'
    ? (reached as BudgetReached)
    : null;
}

/**
 * `tasks.data.budget_allowances`: per budget id, how much the task's own spending (in that
 * budget's unit) may reach before the budget stops it again — what "allow N more" granted.
 */
export function parseBudgetAllowances(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}
