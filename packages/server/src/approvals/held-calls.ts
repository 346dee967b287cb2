import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { hasOpenStatus } from '../db/index.js';
import { approverReach } from './approver-reach.js';
import { decidableBy } from './pending-approvals.js';

/** At most this many held calls are listed: each one stops a task, so there are rarely many. */
export const heldCallLimit = 100;

/** A call held after its worker died while it ran (UNCERTAIN), waiting for a person to say whether it ran. */
export interface HeldCall {
  readonly call_id: number;
  readonly tool_name: string;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly human_description: string | null;
  readonly proposed_arguments: string;
  /** When the call was held: the run after its worker died. */
  readonly held_since: string;
  readonly task_id: number;
  readonly user_prompt: string;
  readonly agent_id: number;
  readonly agent_name: string;
}

/**
 * The held calls of tasks waiting in NEEDS_RECONCILIATION that `userId` may answer for — the same
 * people who may decide the task's approvals (`decidableBy`) — oldest first: the inbox lists them
 * beside the calls awaiting approval, and each is answered on its task's page.
 */
export async function listHeldCalls(db: Kysely<Database>, userId: number): Promise<HeldCall[]> {
  const reach = await approverReach(db, userId);
  return db
    .selectFrom('tasks')
    .innerJoin('tool_calls', 'tool_calls.task_id', 'tasks.id')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .where((eb) => decidableBy(eb, reach))
    .where('tasks.status', '=', 'NEEDS_RECONCILIATION')
    .where(hasOpenStatus('tool_calls.status', ['UNCERTAIN']))
    .select([
      'tool_calls.id as call_id',
      'tool_calls.tool_name',
      'tool_calls.tool_class',
      'tool_calls.operation',
      'tool_calls.human_description',
      'tool_calls.proposed_arguments',
      'tool_calls.updated_at as held_since',
      'tasks.id as task_id',
      'tasks.user_prompt',
      'agents.id as agent_id',
      'agents.name as agent_name',
    ])
    .orderBy('tool_calls.updated_at')
    .orderBy('tool_calls.id')
    .limit(heldCallLimit)
    .execute();
}
