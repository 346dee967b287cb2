import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import type { Budget, BudgetUnit } from './budget.js';
import { periodStart } from './budget-periods.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One budget's state as read right before a model request. */
export interface BudgetReading {
  readonly budget: Budget;
  /** The limit as stored now (a raise applies at once); null once the budget was deleted. */
  readonly limit: number | null;
  readonly spent: number;
}

export interface SpendingReading {
  readonly budgets: readonly BudgetReading[];
  /** What the task itself spent in its whole life, per unit (for allowances). */
  readonly own: Readonly<Record<BudgetUnit, number>>;
}

const tokens = sql`usage.input_tokens + usage.output_tokens`;
// A turn whose price was unknown has no cost: it counts as nothing, never as a guess.
const cost = sql`case when usage.currency = 'USD' then coalesce(usage.cost, 0) else 0 end`;
const amountOf = (unit: BudgetUnit) => (unit === 'tokens' ? tokens : cost);

function coverage(budget: Budget, taskId: number | null, now: number): RawBuilder<unknown> {
  if (budget.scope === 'task') return sql`usage.task_id = ${budget.task_id ?? taskId ?? -1}`;
  const since = sql`usage.created_at >= ${periodStart(budget.period ?? 'day', budget.time_zone ?? 'UTC', now)}`;
  if (budget.scope === 'user') return sql`${since} and tasks.user_id = ${budget.user_id}`;
  if (budget.scope === 'agent') return sql`${since} and tasks.agent_id = ${budget.agent_id}`;
  return since;
}

/**
 * What each budget's scope spent in its current period, each budget's limit as stored now, and
 * the task's own spending — in one statement over the committed history rows that record a
 * spend, so a turn's check costs one round trip however many budgets apply. A turn's row is
 * written when the turn ends: calls in flight are not counted yet (docs/budgets.md says what that
 * means for overshoot).
 */
export async function readSpending(
  db: Db,
  budgets: readonly Budget[],
  taskId: number | null,
  now: number = Date.now(),
): Promise<SpendingReading> {
  const columns = budgets.flatMap((budget, index) => [
    sql`coalesce(sum(case when ${coverage(budget, taskId, now)} then ${amountOf(budget.unit)} else 0 end), 0)`.as(
      `spent_${index}`,
    ),
    sql`(select amount from budgets where budgets.id = ${budget.id})`.as(`limit_${index}`),
  ]);
  const own = (unit: BudgetUnit) =>
    sql`coalesce(sum(case when usage.task_id = ${taskId ?? -1} then ${amountOf(unit)} else 0 end), 0)`;
  const starts = budgets
    .filter((budget) => budget.scope !== 'task')
    .map((budget) => periodStart(budget.period ?? 'day', budget.time_zone ?? 'UTC', now));
  const earliest = starts.sort()[0];
  const row = (await db
    // The history rows that record a spend, read as usage.
    .selectFrom('task_history as usage')
    .innerJoin('tasks', 'tasks.id', 'usage.task_id')
    .select([...columns, own('tokens').as('own_tokens'), own('cost').as('own_cost')])
    .where((eb) => {
      // Each branch says it reads spent rows itself, so SQLite can search each through its own
      // index (by date, the partial index of spent rows) instead of scanning all of them.
      const spent = eb('usage.provider', 'is not', null);
      const ofTasks = eb.and([eb('usage.task_id', 'in', taskIdsOf(budgets, taskId)), spent]);
      return earliest === undefined
        ? ofTasks
        : eb.or([eb.and([eb('usage.created_at', '>=', earliest), spent]), ofTasks]);
    })
    .executeTakeFirstOrThrow()) as Record<string, number | string | null>;
  return {
    budgets: budgets.map((budget, index) => {
      const limit = row[`limit_${index}`];
      return {
        budget,
        limit: limit === null || limit === undefined ? null : Number(limit),
        spent: Number(row[`spent_${index}`] ?? 0),
      };
    }),
    own: { tokens: Number(row.own_tokens ?? 0), cost: Number(row.own_cost ?? 0) },
  };
}

function taskIdsOf(budgets: readonly Budget[], taskId: number | null): number[] {
  const ids = new Set<number>([taskId ?? -1]);
  for (const budget of budgets) if (budget.task_id !== null) ids.add(budget.task_id);
  return [...ids];
}
