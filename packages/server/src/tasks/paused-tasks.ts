import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { parseTaskData } from '../orchestrator/task-data.js';

/** At most this many paused tasks are listed: each stopped at a limit its owner sets, so few wait at once. */
export const pausedTaskLimit = 100;

/**
 * Why a task waits for its owner rather than for an approver: its step limit or a budget (allow
 * more, or raise the budget), a model key or tool setting that is missing or was refused (save a
 * working one), or an MCP account to connect.
 */
export type PauseReason = 'step_limit' | 'budget' | 'credential' | 'account';

export interface PausedTask {
  readonly task_id: number;
  readonly status: 'AWAITING_BUDGET' | 'AWAITING_CONNECTION';
  readonly reason: PauseReason;
  readonly user_prompt: string;
  readonly agent_id: number;
  readonly agent_name: string;
  /** When the task last changed: the moment it paused. */
  readonly paused_since: string;
}

/**
 * The tasks of `userId`'s agents — sub-agents' tasks included — paused at a limit only their owner
 * can lift, oldest first: the inbox lists them beside the calls awaiting a decision, and each is
 * resolved on its task's page.
 */
export async function listPausedTasks(db: Kysely<Database>, userId: number): Promise<PausedTask[]> {
  const rows = await db
    .selectFrom('tasks')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .where('agents.user_id', '=', userId)
    .where('tasks.status', 'in', ['AWAITING_BUDGET', 'AWAITING_CONNECTION'])
    .select([
      'tasks.id as task_id',
      'tasks.status',
      'tasks.data',
      'tasks.user_prompt',
      'tasks.updated_at as paused_since',
      'agents.id as agent_id',
      'agents.name as agent_name',
    ])
    .orderBy('tasks.updated_at')
    .orderBy('tasks.id')
    .limit(pausedTaskLimit)
    .execute();
  return rows.map(({ data, status, ...row }) => {
    const pausedStatus = status === 'AWAITING_BUDGET' ? 'AWAITING_BUDGET' : 'AWAITING_CONNECTION';
    return { ...row, status: pausedStatus, reason: pauseReason(pausedStatus, parseTaskData(data)) };
  });
}

function pauseReason(status: PausedTask['status'], data: Record<string, unknown>): PauseReason {
  if (status === 'AWAITING_BUDGET') return data.max_steps_reached === true ? 'step_limit' : 'budget';
  return data.awaited_credential === undefined ? 'account' : 'credential';
}
