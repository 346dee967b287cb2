import type { Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { claimPassedDeadline, type WaitingCall } from './approver-deadlines.js';
import type { ApproverPolicy } from './approver-policy.js';

/** A notification to send to one next approver; the notification store's `NewNotification`. */
export interface EscalationNotice {
  readonly userId: number;
  readonly taskId: number;
  readonly type: 'approval_escalated';
  readonly title: string;
  readonly body: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The notifications column holds at most this many characters of a title. */
const titleLimit = 200;

/**
 * Escalates a call whose deadline passed, in `trx`, once across workers: the passed deadline is
 * written (only by the first), and the next approvers — the named escalation approvers, else every
 * active administrator — are told, each by the channels they chose. From then on they may decide
 * the call too. Answers the notifications to send, or null when there was nothing to do: the call
 * was decided meanwhile, or another worker came first.
 */
export async function escalationFor(
  trx: Transaction<Database>,
  call: WaitingCall,
  policy: ApproverPolicy,
  deadlineAt: string,
  now: string,
): Promise<EscalationNotice[] | null> {
  const waiting = await trx
    .selectFrom('tool_calls')
    .select('id')
    .where('id', '=', call.id)
    .where('status', '=', 'PENDING_APPROVAL')
    .executeTakeFirst();
  if (!waiting) return null;
  const claimed = await claimPassedDeadline(trx, {
    tool_call_id: call.id,
    task_id: call.task_id,
    outcome: 'escalated',
    deadline_at: deadlineAt,
    passed_at: now,
  });
  if (!claimed) return null;
  const recipients =
    policy.escalationUserIds.length > 0
      ? await trx
          .selectFrom('users')
          .select('id')
          .where('id', 'in', [...policy.escalationUserIds])
          .where('status', '=', 'active')
          .execute()
      : await trx
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'admin')
          .where('status', '=', 'active')
          .execute();
  const facts = await trx
    .selectFrom('tool_calls')
    .innerJoin('agents', 'agents.id', 'tool_calls.agent_id')
    .select(['agents.name as agent_name', 'tool_calls.human_description', 'tool_calls.tool_name'])
    .where('tool_calls.id', '=', call.id)
    .executeTakeFirst();
  const action = facts?.human_description ?? facts?.tool_name ?? 'a tool call';
  const title = `Approval escalated: ${facts?.agent_name ?? `agent #${call.agent_id}`} — ${action}`;
  return recipients.map((recipient) => ({
    userId: recipient.id,
    taskId: call.task_id,
    type: 'approval_escalated' as const,
    title: title.length <= titleLimit ? title : `${title.slice(0, titleLimit - 1)}…`,
    body: `Task #${call.task_id} has waited for a decision since ${call.created_at}, past its deadline (${deadlineAt}). You may now approve or reject it under Approvals.`,
    data: {
      task_id: call.task_id,
      agent_id: call.agent_id,
      tool_call_id: call.id,
      provider_call_id: call.provider_call_id,
      deadline_at: deadlineAt,
      waiting_since: call.created_at,
      agent_name: facts?.agent_name ?? null,
      action: facts === undefined ? null : (facts.human_description ?? facts.tool_name),
    },
  }));
}
