import { ZonedDays } from '../usage/zoned-days.js';
import type { BudgetPeriod } from './budget.js';

/**
 * The instant (UTC ISO text, as usage rows store theirs) the period that holds `now` began in
 * `timeZone`: that day's or that month's first instant there. A fresh reader each time: its
 * cache is keyed by instant and would only grow in a long run.
 */
export function periodStart(period: BudgetPeriod, timeZone: string, now: number): string {
  const days = new ZonedDays(timeZone);
  const today = days.dayOf(now);
  const first = period === 'day' ? today : `${today.slice(0, 7)}-01`;
  return new Date(days.startOf(first)).toISOString();
}
