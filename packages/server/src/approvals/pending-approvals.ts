import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/** Which pending calls to list: all a user may decide, narrowed by agent, tool and age. */
export interface PendingApprovalFilter {
  readonly agentId?: number;
  readonly toolName?: string;
  /** Only calls waiting since before this instant (older than an age). */
  readonly waitingBefore?: string;
  /** Only calls waiting since after this instant (newer than an age). */
  readonly waitingAfter?: string;
  /** Only calls of these tasks (deciding in bulk checks its calls against the inbox with it). */
  readonly taskIds?: readonly number[];
}

/** One call awaiting a person's decision, with its task and agent. */
export interface PendingApproval {
  readonly call_id: number;
  readonly provider_call_id: string;
  readonly tool_name: string;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly human_description: string | null;
  readonly proposed_arguments: string;
  /** When the model asked for the call, in the turn that paused the task. */
  readonly waiting_since: string;
  readonly task_id: number;
  readonly user_prompt: string;
  readonly parent_task_id: number | null;
  readonly agent_id: number;
  readonly agent_name: string;
}

export interface PendingApprovalPage {
  /** Oldest first. */
  readonly items: readonly PendingApproval[];
  readonly total: number;
}

/**
 * The calls awaiting a decision on the tasks of `userId`, sub-agents' tasks included (they are the
 * owner's too), across agents: the approval inbox. One query with joins; the user's paused tasks
 * come from the partial index `tasks_pending_approval`, their calls from `tool_calls_task_status`.
 */
export async function listPendingApprovals(
  db: Kysely<Database>,
  userId: number,
  filter: PendingApprovalFilter,
  window: { readonly limit: number; readonly offset: number },
): Promise<PendingApprovalPage> {
  const matching = db
    .selectFrom('tasks')
    .innerJoin('tool_calls', 'tool_calls.task_id', 'tasks.id')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .where('tasks.user_id', '=', userId)
    .where('tasks.status', '=', 'PENDING_APPROVAL')
    .where('tool_calls.status', '=', 'PENDING_APPROVAL')
    .$if(filter.agentId !== undefined, (query) =>
      query.where('tasks.agent_id', '=', filter.agentId as number),
    )
    .$if(filter.toolName !== undefined, (query) =>
      query.where('tool_calls.tool_name', '=', filter.toolName as string),
    )
    .$if(filter.taskIds !== undefined, (query) =>
      query.where('tasks.id', 'in', filter.taskIds as readonly number[]),
    )
    .$if(filter.waitingBefore !== undefined, (query) =>
      query.where('tool_calls.created_at', '<', filter.waitingBefore as string),
    )
    .$if(filter.waitingAfter !== undefined, (query) =>
      query.where('tool_calls.created_at', '>', filter.waitingAfter as string),
    );
  const [items, count] = await Promise.all([
    matching
      .select([
        'tool_calls.id as call_id',
        'tool_calls.provider_call_id',
        'tool_calls.tool_name',
        'tool_calls.tool_class',
        'tool_calls.operation',
        'tool_calls.human_description',
        'tool_calls.proposed_arguments',
        'tool_calls.created_at as waiting_since',
        'tasks.id as task_id',
        'tasks.user_prompt',
        'tasks.parent_task_id',
        'agents.id as agent_id',
        'agents.name as agent_name',
      ])
      .orderBy('tool_calls.created_at')
      .orderBy('tool_calls.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts as bigint, which `pg` returns as text.
  return { items, total: Number(count.total) };
}
