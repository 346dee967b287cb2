import { type Kysely, sql } from 'kysely';
import type { Database, TaskStatus } from '../db/index.js';

/** What an agent is doing, for a dashboard card. */
export interface AgentActivity {
  /** Top-level tasks in flight: queued, running, or waiting for their sub-agents. */
  readonly running: number;
  /**
   * Tasks waiting for a person to approve tool calls, sub-agent tasks included: each is somewhere
   * a person must act, and a sub-agent's task would otherwise show only as its parent running.
   */
  readonly pending_approval: number;
  /** Top-level tasks that failed (a scheduled automatic retry included). */
  readonly failed: number;
  /** Top-level tasks a person aborted and has not continued. */
  readonly aborted: number;
  /** When any task of the agent last changed; null when it has none. */
  readonly last_activity_at: string | null;
}

const inFlight: ReadonlySet<TaskStatus> = new Set(['QUEUED', 'RUNNING', 'AWAITING_SUB_AGENTS']);

export const idleActivity: AgentActivity = {
  running: 0,
  pending_approval: 0,
  failed: 0,
  aborted: 0,
  last_activity_at: null,
};

/**
 * The activity of each of the owner's given agents, counted in one grouped query (the agents
 * index on `tasks` serves it); an agent without tasks is absent from the map.
 */
export async function agentActivityOf(
  db: Kysely<Database>,
  ownerUserId: number,
  agentIds: readonly number[],
): Promise<ReadonlyMap<number, AgentActivity>> {
  const activity = new Map<number, AgentActivity>();
  if (agentIds.length === 0) return activity;
  const rows = await db
    .selectFrom('tasks')
    .select((eb) => [
      'agent_id',
      'status',
      sql<number>`case when ${eb.ref('parent_task_id')} is null then 1 else 0 end`.as('top_level'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('updated_at').as('last_updated_at'),
    ])
    .where('user_id', '=', ownerUserId)
    .where('agent_id', 'in', [...agentIds])
    // Rehearsals are no real work: their tasks never count as the agent's activity.
    .where('rehearsal_id', 'is', null)
    .groupBy(['agent_id', 'status', sql`case when parent_task_id is null then 1 else 0 end`])
    .execute();
  for (const row of rows) {
    const current: { -readonly [Key in keyof AgentActivity]: AgentActivity[Key] } = {
      ...(activity.get(row.agent_id) ?? idleActivity),
    };
    // PostgreSQL counts as bigint, which `pg` returns as text.
    const count = Number(row.count);
    const topLevel = Number(row.top_level) === 1;
    if (row.status === 'PENDING_APPROVAL') current.pending_approval += count;
    else if (topLevel && inFlight.has(row.status)) current.running += count;
    else if (topLevel && row.status === 'FAILED') current.failed += count;
    else if (topLevel && row.status === 'ABORTED') current.aborted += count;
    if (current.last_activity_at === null || String(row.last_updated_at) > current.last_activity_at) {
      current.last_activity_at = String(row.last_updated_at);
    }
    activity.set(row.agent_id, current);
  }
  return activity;
}
