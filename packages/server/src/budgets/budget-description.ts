import type { BudgetReached } from './budget.js';

/** A budget named for people: "the daily budget of agent #3", "this task's budget". */
export function budgetName(
  reached: Pick<BudgetReached, 'scope' | 'period' | 'agent_id' | 'user_id'>,
): string {
  const period = reached.period === 'day' ? 'daily ' : reached.period === 'month' ? 'monthly ' : '';
  switch (reached.scope) {
    case 'global':
      return `the global ${period}budget`;
    case 'user':
      return `your ${period}budget`;
    case 'agent':
      return `the ${period}budget of agent #${reached.agent_id}`;
    case 'task':
      return "this task's budget";
  }
}

/** An amount in a budget's unit: "45 of 40 tokens", "$1.20 of $1.00". */
export function spentOf(reached: Pick<BudgetReached, 'unit' | 'spent' | 'limit'>): string {
  if (reached.unit === 'tokens') {
    return `${reached.spent.toLocaleString('en-US')} of ${reached.limit.toLocaleString('en-US')} tokens`;
  }
  const usd = (amount: number) => `$${amount < 1 ? amount.toPrecision(2) : amount.toFixed(2)}`;
  return `${usd(reached.spent)} of ${usd(reached.limit)}`;
}
