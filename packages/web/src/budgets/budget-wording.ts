import type { Schema } from '../api/api-types';
import { formatNumber } from '../i18n/format';
import { i18n } from '../i18n/i18n';
import { formatDollars } from '../usage/cost-format';

export type Budget = Schema<'Budget'>;
export type BudgetReached = Schema<'BudgetReached'>;

/** Who the viewer is and the agents they know by name, so a budget reads "Your …", "… of Writer". */
export interface BudgetNames {
  readonly userId: number;
  readonly agentName: (agentId: number) => string | undefined;
}

type NamedBudget = Pick<Budget, 'scope' | 'period' | 'agent_id' | 'user_id'> & { task_id?: number | null };

/** The budget's name as a title ("label") or inside a sentence ("sentence"): one key per form. */
function budgetName(budget: NamedBudget, names: BudgetNames, form: 'label' | 'sentence'): string {
  const period = budget.period ?? 'none';
  const agent =
    budget.agent_id === null
      ? ''
      : (names.agentName(budget.agent_id) ?? i18n.t('budgets:label.unknownAgent', { id: budget.agent_id }));
  switch (budget.scope) {
    case 'global':
      return i18n.t(`budgets:${form}.global.${period}`);
    case 'user':
      return budget.user_id === names.userId
        ? i18n.t(`budgets:${form}.own.${period}`)
        : i18n.t(`budgets:${form}.user.${period}`, { id: budget.user_id });
    case 'agent':
      return i18n.t(`budgets:${form}.agent.${period}`, { agent });
    case 'task':
      return budget.task_id
        ? i18n.t(`budgets:${form}.task`, { id: budget.task_id })
        : i18n.t(`budgets:${form}.perTask`, { agent });
  }
}

/** A budget named as people say it: "Your daily budget", "Monthly budget of Writer". */
export function budgetLabel(budget: NamedBudget, names: BudgetNames): string {
  return budgetName(budget, names, 'label');
}

/** The budget inside a sentence: "your daily budget", "the daily budget of Writer". */
export function budgetInSentence(budget: NamedBudget, names: BudgetNames): string {
  return budgetName(budget, names, 'sentence');
}

/** The period a budget counts, in words: "today (UTC)", "this month (Europe/Berlin)", "per day". */
export function budgetPeriod(budget: Pick<Budget, 'period' | 'time_zone'>, current: boolean): string {
  const zone = budget.time_zone ?? 'UTC';
  const when = current ? 'current' : 'each';
  if (budget.period === 'day' || budget.period === 'month')
    return i18n.t(`budgets:period.${when}.${budget.period}`, { zone });
  return i18n.t(`budgets:period.${when}.task`);
}

/** An amount in a budget's unit: "1,200 tokens", "$0.50". */
export function budgetAmount(unit: Budget['unit'], amount: number): string {
  return unit === 'tokens'
    ? i18n.t('budgets:amount.tokens', { amount: formatNumber(Math.round(amount)) })
    : formatDollars(amount);
}

/** What was spent of a limit: "1,200 of 5,000 tokens", "$0.40 of $1.00". */
export function budgetSpentOf(unit: Budget['unit'], spent: number, limit: number): string {
  const spentPart = unit === 'tokens' ? formatNumber(Math.round(spent)) : formatDollars(spent);
  return i18n.t('budgets:amount.spentOf', { spent: spentPart, limit: budgetAmount(unit, limit) });
}
