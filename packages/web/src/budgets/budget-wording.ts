import type { Schema } from '../api/api-types';
import { formatDollars } from '../usage/cost-format';

export type Budget = Schema<'Budget'>;
export type BudgetReached = Schema<'BudgetReached'>;

/** Who the viewer is and the agents they know by name, so a budget reads "Your …", "… of Writer". */
export interface BudgetNames {
  readonly userId: number;
  readonly agentName: (agentId: number) => string | undefined;
}

const periodWord = (period: Budget['period']) =>
  period === 'day' ? 'daily ' : period === 'month' ? 'monthly ' : '';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A budget named as people say it: "Your daily budget", "Monthly budget of Writer". */
export function budgetLabel(
  budget: Pick<Budget, 'scope' | 'period' | 'agent_id' | 'user_id'> & { task_id?: number | null },
  names: BudgetNames,
): string {
  const period = periodWord(budget.period);
  const agent =
    budget.agent_id === null ? '' : (names.agentName(budget.agent_id) ?? `agent #${budget.agent_id}`);
  switch (budget.scope) {
    case 'global':
      return `Global ${period}budget`;
    case 'user':
      return budget.user_id === names.userId
        ? `Your ${period}budget`
        : capitalised(`${period}budget of user #${budget.user_id}`);
    case 'agent':
      return capitalised(`${period}budget of ${agent}`);
    case 'task':
      return budget.task_id ? `Budget of task #${budget.task_id}` : `Per-task budget of ${agent}`;
  }
}

/** The label inside a sentence: "your daily budget", "the daily budget of Writer". */
export function budgetInSentence(label: string): string {
  return label.startsWith('Your ')
    ? `your ${label.slice(5)}`
    : `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** The period a budget counts, in words: "today (UTC)", "this month (Europe/Berlin)", "per day". */
export function budgetPeriod(budget: Pick<Budget, 'period' | 'time_zone'>, current: boolean): string {
  const zone = budget.time_zone ?? 'UTC';
  if (budget.period === 'day') return current ? `today (${zone})` : `per day (${zone})`;
  if (budget.period === 'month') return current ? `this month (${zone})` : `per month (${zone})`;
  return current ? 'in this task' : 'whole task';
}

/** An amount in a budget's unit: "1,200 tokens", "$0.50". */
export function budgetAmount(unit: Budget['unit'], amount: number): string {
  return unit === 'tokens' ? `${Math.round(amount).toLocaleString('en-US')} tokens` : formatDollars(amount);
}

/** What was spent of a limit: "1,200 of 5,000 tokens", "$0.40 of $1.00". */
export function budgetSpentOf(unit: Budget['unit'], spent: number, limit: number): string {
  const spentPart = unit === 'tokens' ? Math.round(spent).toLocaleString('en-US') : formatDollars(spent);
  return `${spentPart} of ${budgetAmount(unit, limit)}`;
}
