import type { Schema } from '../api/api-types';
import { formatDollars } from '../usage/cost-format';

export type Budget = Schema<'Budget'>;
export type BudgetReached = Schema<'BudgetReached'>;

/** A budget named as people say it: "your daily budget", "the monthly budget of agent #3". */
export function budgetLabel(
  budget: Pick<Budget, 'scope' | 'period' | 'agent_id' | 'user_id'> & { task_id?: number | null },
): string {
  const period = budget.period === 'day' ? 'daily ' : budget.period === 'month' ? 'monthly ' : '';
  switch (budget.scope) {
    case 'global':
      return `Global ${period}budget`;
    case 'user':
      return `${period ? `${period[0]?.toUpperCase()}${period.slice(1)}` : ''}budget of user #${budget.user_id}`;
    case 'agent':
      return `${period ? `${period[0]?.toUpperCase()}${period.slice(1)}` : ''}budget of agent #${budget.agent_id}`;
    case 'task':
      return budget.task_id
        ? `Budget of task #${budget.task_id}`
        : `Per-task budget of agent #${budget.agent_id}`;
  }
}

/** An amount in a budget's unit: "1,200 tokens", "$0.50". */
export function budgetAmount(unit: Budget['unit'], amount: number): string {
  return unit === 'tokens' ? `${Math.round(amount).toLocaleString('en-US')} tokens` : formatDollars(amount);
}
