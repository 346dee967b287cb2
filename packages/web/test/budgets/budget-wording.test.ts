import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetAmount,
  budgetInSentence,
  budgetLabel,
  budgetPeriod,
  budgetSpentOf,
} from '../../src/budgets/budget-wording';
import { i18n } from '../../src/i18n/i18n';
import { formatCost, formatDollars, formatPrice } from '../../src/usage/cost-format';

const names = { userId: 1, agentName: (id: number) => (id === 7 ? 'Writer' : undefined) };

describe('budget wording in English', () => {
  it('names a budget as a title and inside a sentence', () => {
    const daily = { scope: 'user', period: 'day', agent_id: null, user_id: 1 } as const;
    expect(budgetLabel(daily, names)).toBe('Your daily budget');
    expect(budgetInSentence(daily, names)).toBe('your daily budget');
    const agent = { scope: 'agent', period: 'month', agent_id: 7, user_id: 1 } as const;
    expect(budgetLabel(agent, names)).toBe('Monthly budget of Writer');
    expect(budgetInSentence(agent, names)).toBe('the monthly budget of Writer');
    const unknown = { scope: 'agent', period: null, agent_id: 3, user_id: 1 } as const;
    expect(budgetLabel(unknown, names)).toBe('Budget of agent #3');
    expect(budgetLabel({ scope: 'global', period: 'day', agent_id: null, user_id: null }, names)).toBe(
      'Global daily budget',
    );
    expect(budgetLabel({ scope: 'user', period: 'day', agent_id: null, user_id: 2 }, names)).toBe(
      'Daily budget of user #2',
    );
    const task = { scope: 'task', period: null, agent_id: 7, user_id: 1 } as const;
    expect(budgetLabel(task, names)).toBe('Per-task budget of Writer');
    expect(budgetLabel({ ...task, task_id: 12 }, names)).toBe('Budget of task #12');
    expect(budgetInSentence({ ...task, task_id: 12 }, names)).toBe('the budget of task #12');
  });

  it('says periods and amounts', () => {
    expect(budgetPeriod({ period: 'day', time_zone: 'Europe/Berlin' }, true)).toBe('today (Europe/Berlin)');
    expect(budgetPeriod({ period: 'month', time_zone: null }, false)).toBe('per month (UTC)');
    expect(budgetPeriod({ period: null, time_zone: null }, true)).toBe('in this task');
    expect(budgetAmount('tokens', 1200)).toBe('1,200 tokens');
    expect(budgetAmount('cost', 0.5)).toBe('$0.50');
    expect(budgetSpentOf('tokens', 1200, 5000)).toBe('1,200 of 5,000 tokens');
    expect(budgetSpentOf('cost', 0.4, 1)).toBe('$0.40 of $1.00');
  });

  it('formats costs in US dollars', () => {
    expect(formatDollars(0.0042)).toBe('$0.0042');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatPrice(0.075)).toBe('$0.075');
    expect(formatCost(null, 2)).toBe('price unknown');
    expect(formatCost(null, 0)).toBe('—');
    expect(formatCost(1.5, 1)).toBe('$1.50 + price unknown');
  });
});

describe('budget wording in German', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names budgets with German nouns and writes numbers with German separators', async () => {
    await i18n.changeLanguage('de');
    const daily = { scope: 'user', period: 'day', agent_id: null, user_id: 1 } as const;
    expect(budgetLabel(daily, names)).toBe('Ihr Tagesbudget');
    const agent = { scope: 'agent', period: 'month', agent_id: 7, user_id: 1 } as const;
    expect(budgetInSentence(agent, names)).toBe('das Monatsbudget von Writer');
    expect(budgetSpentOf('tokens', 1200, 5000)).toBe('1.200 von 5.000 Token');
  });
});
