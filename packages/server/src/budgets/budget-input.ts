import { checkTimeZone } from '../usage/zoned-days.js';
import {
  type BudgetPeriod,
  type BudgetScope,
  type BudgetUnit,
  budgetCurrencies,
  budgetPeriods,
  budgetScopes,
  budgetUnits,
} from './budget.js';
import { BudgetError, invalidField } from './budget-error.js';

/** A budget as sent: strings are checked here, so each wrong value gets its own code. */
export interface BudgetInput {
  readonly scope: string;
  readonly unit: string;
  readonly limit: number;
  readonly currency?: string | undefined;
  readonly period?: string | null | undefined;
  readonly time_zone?: string | undefined;
  readonly user_id?: number | undefined;
  readonly agent_id?: number | undefined;
}

export interface BudgetChange {
  readonly limit?: number | undefined;
  readonly period?: string | undefined;
  readonly time_zone?: string | undefined;
}

/** A budget's values once checked. */
export interface CheckedBudget {
  readonly scope: BudgetScope;
  readonly unit: BudgetUnit;
  readonly currency: 'USD' | null;
  readonly amount: number;
  readonly period: BudgetPeriod | null;
  readonly time_zone: string | null;
}

function oneOf<T extends string>(
  values: readonly T[],
  value: string,
  code: BudgetError['code'],
  field: string,
): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw invalidField(code, field, `must be one of ${values.join(', ')}`);
}

export function checkLimit(limit: number, field = 'limit'): number {
  if (!Number.isFinite(limit) || limit <= 0)
    throw invalidField('BUDGET_INVALID', field, 'must be more than 0');
  return limit;
}

export function checkPeriod(period: string): BudgetPeriod {
  return oneOf(budgetPeriods, period, 'BUDGET_PERIOD_UNKNOWN', 'period');
}

/**
 * Scope, unit, limit, currency (cost only, USD), and a period with its time zone for every scope
 * but `task` (whose budget counts the task's whole life). A tokens limit is a whole number.
 */
export function checkBudgetInput(input: BudgetInput): CheckedBudget {
  const scope = oneOf(budgetScopes, input.scope, 'BUDGET_SCOPE_UNKNOWN', 'scope');
  const unit = oneOf(budgetUnits, input.unit, 'BUDGET_UNIT_UNKNOWN', 'unit');
  const amount = checkLimit(input.limit);
  if (unit === 'tokens' && !Number.isInteger(amount)) {
    throw invalidField('BUDGET_INVALID', 'limit', 'must be a whole number of tokens');
  }
  if (unit === 'tokens' && input.currency !== undefined) {
    throw invalidField('BUDGET_INVALID', 'currency', 'is only for cost budgets');
  }
  const currency =
    unit === 'cost'
      ? oneOf(budgetCurrencies, input.currency ?? 'USD', 'BUDGET_CURRENCY_UNKNOWN', 'currency')
      : null;
  if (scope === 'task') {
    if (input.period !== undefined && input.period !== null) {
      throw invalidField(
        'BUDGET_INVALID',
        'period',
        'is not used by a per-task budget (it counts the whole task)',
      );
    }
    return { scope, unit, currency, amount, period: null, time_zone: null };
  }
  if (input.period === undefined || input.period === null) {
    throw invalidField('BUDGET_PERIOD_UNKNOWN', 'period', 'must be one of day, month');
  }
  const period = checkPeriod(input.period);
  const timeZone = checkTimeZone(input.time_zone ?? 'UTC');
  return { scope, unit, currency, amount, period, time_zone: timeZone };
}

/** What a per-task budget given on start may say: a unit, a limit and (for cost) USD. */
export function checkTaskBudget(input: {
  unit: string;
  limit: number;
  currency?: string | undefined;
}): CheckedBudget {
  return checkBudgetInput({ ...input, scope: 'task' });
}

export { BudgetError };
