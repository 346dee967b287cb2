import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.js';
import { costCurrency } from './model-price.js';
import { checkDayRange, checkTimeZone, type Day, daysBetween, nextDay, ZonedDays } from './zoned-days.js';

export type UsageGrouping = 'agent' | 'model' | 'user' | 'none';

export interface UsageQuery {
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
  readonly groupBy: UsageGrouping;
  /** Only this agent's or user's usage (a member's report is their own whatever they ask). */
  readonly agentId?: number;
  readonly userId?: number;
}

/** Who reads: an administrator reads everyone's usage, a member the usage of tasks they own. */
export interface UsageReader {
  readonly userId: number;
  readonly admin: boolean;
}

/** Sums over model turns; `cost` sums the priced turns only and is `null` when none was priced. */
export interface UsageTotals {
  readonly turns: number;
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly cached_tokens: number;
  readonly cache_creation_tokens: number;
  readonly reasoning_tokens: number;
  readonly cost: number | null;
  readonly priced_turns: number;
  /** Turns whose model had no known price: not in `cost`, never counted as zero. */
  readonly unpriced_turns: number;
}

export interface UsageSeries {
  /** The agent's or user's id, or the model's name; `all` when not grouped. */
  readonly key: string;
  readonly label: string;
  readonly totals: UsageTotals;
  /** One point per day of the range, days without usage included. */
  readonly points: (UsageTotals & { readonly date: Day })[];
}

export interface UsageReport {
  readonly from: Day;
  readonly to: Day;
  readonly time_zone: string;
  readonly bucket: 'day';
  readonly group_by: UsageGrouping;
  readonly currency: typeof costCurrency;
  readonly days: Day[];
  /** Largest cost first (then most tokens). */
  readonly series: UsageSeries[];
  /** Real work only. */
  readonly totals: UsageTotals;
  /**
   * What rehearsals spent in the range (same filters), apart: never in `series` or `totals`,
   * though budgets count it like any usage.
   */
  readonly rehearsal: UsageTotals;
}

export const maxReportDays = 366;

/**
 * Usage and cost per day of the reader's time zone, by agent, model or user. The database sums
 * each group's turns per quarter hour (UTC), which the report then places in the zone's days:
 * every zone's day boundary falls on a quarter hour, so no turn lands in the wrong day, and no
 * SQL depends on the engine's time-zone support.
 */
export async function usageReport(
  db: Kysely<Database>,
  reader: UsageReader,
  query: UsageQuery,
): Promise<UsageReport> {
  const timeZone = checkTimeZone(query.timeZone);
  const { from, to } = checkDayRange(query.from, query.to, maxReportDays);
  const zone = new ZonedDays(timeZone);
  const start = new Date(zone.startOf(from)).toISOString();
  const end = new Date(zone.startOf(nextDay(to))).toISOString();
  const rows = await quarterHourSums(db, reader, query, start, end, 'real');
  const rehearsalRows = await quarterHourSums(
    db,
    reader,
    { ...query, groupBy: 'none' },
    start,
    end,
    'rehearsal',
  );

  const days = daysBetween(from, to);
  const groups = new Map<string, { label: string; byDay: Map<Day, UsageTotals> }>();
  for (const row of rows) {
    const key = row.group_key === null ? '' : String(row.group_key);
    let group = groups.get(key);
    if (!group) {
      group = { label: labelOf(query.groupBy, row), byDay: new Map() };
      groups.set(key, group);
    }
    const day = zone.dayOf(
      Date.parse(`${row.hour}:${String(Number(row.quarter) * 15).padStart(2, '0')}:00Z`),
    );
    group.byDay.set(day, add(group.byDay.get(day) ?? noUsage, totalsOf(row)));
  }
  const series = [...groups.entries()].map(([key, group]): UsageSeries => {
    const points = days.map((date) => ({ date, ...(group.byDay.get(date) ?? noUsage) }));
    return {
      key: key === '' ? 'unknown' : key,
      label: group.label,
      totals: points.reduce(add, noUsage),
      points,
    };
  });
  series.sort(
    (a, b) =>
      (b.totals.cost ?? -1) - (a.totals.cost ?? -1) ||
      b.totals.input_tokens + b.totals.output_tokens - (a.totals.input_tokens + a.totals.output_tokens),
  );
  return {
    from,
    to,
    time_zone: timeZone,
    bucket: 'day',
    group_by: query.groupBy,
    currency: costCurrency,
    days,
    series,
    totals: series.map((one) => one.totals).reduce(add, noUsage),
    rehearsal: rehearsalRows.map(totalsOf).reduce(add, noUsage),
  };
}

const noUsage: UsageTotals = {
  turns: 0,
  input_tokens: 0,
  output_tokens: 0,
  cached_tokens: 0,
  cache_creation_tokens: 0,
  reasoning_tokens: 0,
  cost: null,
  priced_turns: 0,
  unpriced_turns: 0,
};

function add(a: UsageTotals, b: UsageTotals): UsageTotals {
  return {
    turns: a.turns + b.turns,
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cached_tokens: a.cached_tokens + b.cached_tokens,
    cache_creation_tokens: a.cache_creation_tokens + b.cache_creation_tokens,
    reasoning_tokens: a.reasoning_tokens + b.reasoning_tokens,
    cost: a.cost === null && b.cost === null ? null : (a.cost ?? 0) + (b.cost ?? 0),
    priced_turns: a.priced_turns + b.priced_turns,
    unpriced_turns: a.unpriced_turns + b.unpriced_turns,
  };
}

type SumRow = Awaited<ReturnType<typeof quarterHourSums>>[number];

function totalsOf(row: SumRow): UsageTotals {
  // PostgreSQL sums and counts integers as bigint, which `pg` returns as text.
  const priced = Number(row.priced_turns);
  return {
    turns: Number(row.turns),
    input_tokens: Number(row.input_tokens),
    output_tokens: Number(row.output_tokens),
    cached_tokens: Number(row.cached_tokens),
    cache_creation_tokens: Number(row.cache_creation_tokens),
    reasoning_tokens: Number(row.reasoning_tokens),
    cost: priced === 0 ? null : Number(row.cost ?? 0),
    priced_turns: priced,
    unpriced_turns: Number(row.turns) - priced,
  };
}

function labelOf(groupBy: UsageGrouping, row: SumRow): string {
  switch (groupBy) {
    case 'agent':
      return row.agent_name ?? `Agent ${row.group_key}`;
    case 'user':
      return row.user_name ?? `User ${row.group_key}`;
    case 'model':
      return row.group_key === null ? 'Model not reported' : String(row.group_key);
    case 'none':
      return 'All usage';
  }
}

function quarterHourSums(
  db: Kysely<Database>,
  reader: UsageReader,
  query: UsageQuery,
  start: string,
  end: string,
  work: 'real' | 'rehearsal',
) {
  const hour = sql<string>`substr(usage.created_at, 1, 13)`;
  const quarter = sql<number>`cast(substr(usage.created_at, 15, 2) as integer) / 15`;
  const groupKey = {
    agent: sql<number | string | null>`tasks.agent_id`,
    user: sql<number | string | null>`tasks.user_id`,
    model: sql<number | string | null>`usage.model`,
    none: sql<number | string | null>`'all'`,
  }[query.groupBy];
  const userId = reader.admin ? query.userId : reader.userId;
  return (
    db
      // The history rows that record a spend, read as usage.
      .selectFrom('task_history as usage')
      .innerJoin('tasks', 'tasks.id', 'usage.task_id')
      .leftJoin('agents', 'agents.id', 'tasks.agent_id')
      .leftJoin('users', 'users.id', 'tasks.user_id')
      .select((eb) => [
        groupKey.as('group_key'),
        hour.as('hour'),
        quarter.as('quarter'),
        eb.fn.max('agents.name').as('agent_name'),
        eb.fn.max(sql<string>`coalesce(users.display_name, users.name, users.email)`).as('user_name'),
        eb.fn.countAll<number | string>().as('turns'),
        eb.fn.count<number | string>('usage.cost').as('priced_turns'),
        eb.fn.sum<number | string | null>('usage.cost').as('cost'),
        eb.fn.sum<number | string>('usage.input_tokens').as('input_tokens'),
        eb.fn.sum<number | string>('usage.output_tokens').as('output_tokens'),
        eb.fn.sum<number | string>('usage.cached_tokens').as('cached_tokens'),
        eb.fn.sum<number | string>('usage.cache_creation_tokens').as('cache_creation_tokens'),
        eb.fn.sum<number | string>('usage.reasoning_tokens').as('reasoning_tokens'),
      ])
      .where('usage.provider', 'is not', null)
      .where('usage.created_at', '>=', start)
      .where('usage.created_at', '<', end)
      .where('tasks.rehearsal_id', work === 'real' ? 'is' : 'is not', null)
      .$if(userId !== undefined, (builder) => builder.where('tasks.user_id', '=', userId as number))
      .$if(query.agentId !== undefined, (builder) =>
        builder.where('tasks.agent_id', '=', query.agentId as number),
      )
      // PostgreSQL refuses a constant in GROUP BY: the ungrouped report groups by time alone.
      .groupBy(query.groupBy === 'none' ? [hour, quarter] : [groupKey, hour, quarter])
      .execute()
  );
}
