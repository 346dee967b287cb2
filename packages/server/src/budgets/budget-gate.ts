import type { Kysely } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { type Budget, type BudgetReached, budgetReachedOf, parseBudgetAllowances } from './budget.js';
import { readSpending } from './budget-spending.js';

/**
 * The first budget a task has reached, or null: a budget is reached when its scope's spending in
 * the current period is at or past its limit, unless "allow N more" let this task spend on past
 * it and the task's own spending has not used that allowance up. A deleted budget stops nothing.
 */
export async function firstReachedBudget(
  db: Kysely<Database>,
  task: Pick<Task, 'id'>,
  budgets: readonly Budget[],
  allowancesData: unknown,
): Promise<BudgetReached | null> {
  if (budgets.length === 0) return null;
  const reading = await readSpending(db, budgets, task.id);
  const allowances = parseBudgetAllowances(allowancesData);
  for (const { budget, limit, spent } of reading.budgets) {
    if (limit === null || spent < limit) continue;
    const allowedUntil = allowances[String(budget.id)];
    if (allowedUntil !== undefined && reading.own[budget.unit] < allowedUntil) continue;
    return budgetReachedOf(budget, limit, spent);
  }
  return null;
}
