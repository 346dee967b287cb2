import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

export type BudgetScope = 'global' | 'user' | 'agent' | 'task';
export type BudgetUnit = 'tokens' | 'cost';
export type BudgetPeriod = 'day' | 'month';

/**
 * A limit on spending. `global`, `user` (`user_id`) and `agent` (`agent_id`) budgets count a
 * `period` of `time_zone`; a `task` budget counts one task's whole life (`task_id`), or is the
 * default of each task of `agent_id` when `task_id` is NULL. `amount` is in tokens, or in
 * `currency` (USD) for cost.
 */
export interface BudgetsTable {
  id: Generated<number>;
  scope: BudgetScope;
  user_id: number | null;
  agent_id: number | null;
  task_id: number | null;
  unit: BudgetUnit;
  currency: 'USD' | null;
  amount: number;
  period: BudgetPeriod | null;
  time_zone: string | null;
  created_by: number | null;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  updated_at: Timestamp;
}
