import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { hasOpenStatus } from '../db/index.js';
import { type ApproverReach, approverReach } from './approver-reach.js';
import { type ApprovalState, approvalStatesOf } from './approver-state.js';

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
  /** The task's owner. */
  readonly task_user_id: number;
  /** Who may decide, the votes so far against the quorum, and the deadline. */
  readonly approval: ApprovalState;
}

export interface PendingApprovalPage {
  /** Oldest first. */
  readonly items: readonly PendingApproval[];
  readonly total: number;
}

/**
 * The calls awaiting a decision that `userId` may make, sub-agents' tasks included (they are the
 * owner's too), across agents: the approval inbox. Their own tasks (unless their agent's policy
 * leaves the owner out), the tasks of agents they are an approver of, and the escalated calls of
 * agents they are an escalation approver of (`approver-reach.ts`). One query with joins; the
 * user's paused tasks come from the partial index `tasks_pending_approval`, their calls from
 * `tool_calls_task_open`; then each listed call's approval state (`approver-state.ts`).
 */
export async function listPendingApprovals(
  db: Kysely<Database>,
  userId: number,
  filter: PendingApprovalFilter,
  window: { readonly limit: number; readonly offset: number },
): Promise<PendingApprovalPage> {
  const reach = await approverReach(db, userId);
  const matching = db
    .selectFrom('tasks')
    .innerJoin('tool_calls', 'tool_calls.task_id', 'tasks.id')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .where((eb) => decidableBy(eb, reach))
    .where('tasks.status', '=', 'PENDING_APPROVAL')
    .where(hasOpenStatus('tool_calls.status', ['PENDING_APPROVAL']))
    // A rehearsal asks no one (its calls never wait); should one ever pause, it is still no one's to decide.
    .where('tasks.rehearsal_id', 'is', null)
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
        'tasks.user_id as task_user_id',
      ])
      .orderBy('tool_calls.created_at')
      .orderBy('tool_calls.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const states = await approvalStatesOf(db, items);
  return {
    items: items.map((item) => ({ ...item, approval: states.get(item.call_id) as ApprovalState })),
    // PostgreSQL counts as bigint, which `pg` returns as text.
    total: Number(count.total),
  };
}

export type TaskCallExpressions = ExpressionBuilder<
  Database & { tasks: Database['tasks']; tool_calls: Database['tool_calls'] },
  'tasks' | 'tool_calls'
>;

/** The calls `reach` may decide: its own tasks' (where the owner decides), its agents', its escalations'. */
export function decidableBy(eb: TaskCallExpressions, reach: ApproverReach) {
  const own = eb('tasks.user_id', '=', reach.userId);
  const branches = [
    reach.ownerExcludedAgentIds.length === 0
      ? own
      : eb.and([own, eb('tasks.agent_id', 'not in', [...reach.ownerExcludedAgentIds])]),
  ];
  if (reach.approverAgentIds.length > 0) {
    branches.push(eb('tasks.agent_id', 'in', [...reach.approverAgentIds]));
  }
  if (reach.escalationAgentIds.length > 0) {
    branches.push(
      eb.and([
        eb('tasks.agent_id', 'in', [...reach.escalationAgentIds]),
        eb.exists(
          eb
            .selectFrom('tool_call_deadlines')
            .select('tool_call_deadlines.tool_call_id')
            .whereRef('tool_call_deadlines.tool_call_id', '=', 'tool_calls.id')
            .where('tool_call_deadlines.outcome', '=', 'escalated'),
        ),
      ]),
    );
  }
  return eb.or(branches);
}
