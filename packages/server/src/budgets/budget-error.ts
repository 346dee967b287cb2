import { SporaError } from '@spora/sdk';

export type BudgetErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'BUDGET_INVALID'
  | 'BUDGET_SCOPE_UNKNOWN'
  | 'BUDGET_UNIT_UNKNOWN'
  | 'BUDGET_PERIOD_UNKNOWN'
  | 'BUDGET_CURRENCY_UNKNOWN'
  | 'BUDGET_UNIT_MISMATCH'
  | 'TIME_ZONE_UNKNOWN';

/**
 * `NOT_FOUND`: no such budget, or someone else's (a member never learns of others' budgets).
 * `FORBIDDEN`: a member setting a global budget. `BUDGET_INVALID`: a limit or allowance that is
 * not a positive number, or fields that do not fit the scope. `BUDGET_SCOPE_UNKNOWN`,
 * `BUDGET_UNIT_UNKNOWN`, `BUDGET_PERIOD_UNKNOWN`, `BUDGET_CURRENCY_UNKNOWN` (only USD),
 * `TIME_ZONE_UNKNOWN`: a value outside the known ones. `BUDGET_UNIT_MISMATCH`: an allowance in a
 * unit other than the limit the task stopped at. `details.fields` names the field.
 */
export class BudgetError extends SporaError<BudgetErrorCode> {}

export function invalidField(code: BudgetErrorCode, field: string, message: string): BudgetError {
  return new BudgetError(code, `${field} ${message}.`, { fields: { [field]: message } });
}
