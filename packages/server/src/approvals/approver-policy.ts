import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  type AgentSelection,
  agentOfTask,
  type Database,
  type DeadlineAction,
  type ToolCall,
  type User,
} from '../db/index.js';
import { teamApproversOf } from '../teams/index.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** When a call that waits too long is escalated or rejected. */
export interface ApprovalDeadline {
  readonly seconds: number;
  readonly action: DeadlineAction;
}

/** One operation's own quorum and deadline; the deadline replaces the agent's when set. */
export interface OperationApprovalPolicy {
  readonly toolClass: string;
  readonly operation: string;
  readonly quorum: number;
  readonly deadline: ApprovalDeadline | null;
}

/**
 * Who decides an agent's approvals and how many of them must approve: the owner unless excluded,
 * the named approvers, administrators when allowed, and — once a call's deadline escalated — the
 * named escalation approvers (administrators when none is named).
 */
export interface ApproverPolicy {
  readonly agentId: number;
  readonly ownerDecides: boolean;
  readonly administratorsDecide: boolean;
  readonly approverUserIds: readonly number[];
  /** Approvers and managers of the teams the agent is shared with; they decide as approvers do. */
  readonly teamApproverUserIds: readonly number[];
  readonly escalationUserIds: readonly number[];
  readonly deadline: ApprovalDeadline | null;
  /** What the model is told when a deadline rejects a call; a default sentence when null. */
  readonly deadlineReason: string | null;
  readonly operations: readonly OperationApprovalPolicy[];
}

/** A person deciding, as far as the policy cares. */
export type Decider = Pick<User, 'id' | 'role'>;

/** The identity of a call's operation, as policies name it. */
export type CallOperation = Pick<ToolCall, 'tool_class' | 'operation'>;

/** The agent's policy: four small reads by primary or indexed key. */
export async function loadApproverPolicy(db: Queryable, agentId: number): Promise<ApproverPolicy> {
  return policyOf(agentId, await readPolicyRows(db, [agentId]));
}

/**
 * The policy of a task's agent, read by the task's id: the four reads go out without waiting for
 * the task's row (with the statement that locks it), and the answer takes the agent's id from it.
 */
export async function loadTaskAgentPolicy(
  db: Queryable,
  taskId: number,
): Promise<(agentId: number) => ApproverPolicy> {
  const rows = await readPolicyRows(db, agentOfTask(db, taskId));
  return (agentId) => policyOf(agentId, rows);
}

/**
 * The policies of several agents in the same four reads, whatever their number (the approvals
 * inbox shows calls of many agents on one page); an agent without a stored policy gets the default.
 */
export async function loadApproverPolicies(
  db: Queryable,
  agentIds: readonly number[],
): Promise<ReadonlyMap<number, ApproverPolicy>> {
  if (agentIds.length === 0) return new Map();
  const ids = [...new Set(agentIds)];
  const rows = await readPolicyRows(db, ids);
  return new Map(ids.map((agentId) => [agentId, policyOf(agentId, rows)]));
}

/** What the policies of the selected agents are made of. */
interface PolicyRows {
  readonly policies: readonly Selectable<Database['agent_approval_policies']>[];
  readonly approvers: readonly Pick<
    Selectable<Database['agent_approvers']>,
    'agent_id' | 'user_id' | 'role'
  >[];
  readonly operations: readonly Selectable<Database['agent_operation_approval_policies']>[];
  readonly teamApprovers: ReadonlyMap<number, readonly number[]>;
}

async function readPolicyRows(db: Queryable, agents: AgentSelection): Promise<PolicyRows> {
  const [policies, approvers, operations, teamApprovers] = await Promise.all([
    db.selectFrom('agent_approval_policies').selectAll().where('agent_id', 'in', agents).execute(),
    db
      .selectFrom('agent_approvers')
      .select(['agent_id', 'user_id', 'role'])
      .where('agent_id', 'in', agents)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('agent_operation_approval_policies')
      .selectAll()
      .where('agent_id', 'in', agents)
      .orderBy('id')
      .execute(),
    teamApproversOf(db, agents),
  ]);
  return { policies, approvers, operations, teamApprovers };
}

/**
 * The agent's policy from the rows read. An agent without a stored policy: its owner alone decides,
 * one approval is enough, no deadline.
 */
function policyOf(
  agentId: number,
  { policies, approvers, operations, teamApprovers }: PolicyRows,
): ApproverPolicy {
  const row = policies.find((each) => each.agent_id === agentId);
  const usersAs = (role: string) =>
    approvers.filter((each) => each.agent_id === agentId && each.role === role).map((each) => each.user_id);
  return {
    agentId,
    ownerDecides: row ? row.owner_decides === 1 : true,
    administratorsDecide: row ? row.administrators_decide === 1 : false,
    approverUserIds: usersAs('approver'),
    teamApproverUserIds: teamApprovers.get(agentId) ?? [],
    escalationUserIds: usersAs('escalation'),
    deadline: deadlineOf(row?.deadline_seconds ?? null, row?.deadline_action ?? null),
    deadlineReason: row?.deadline_reason ?? null,
    operations: operations
      .filter((each) => each.agent_id === agentId)
      .map((each) => ({
        toolClass: each.tool_class,
        operation: each.operation,
        quorum: each.quorum,
        deadline: deadlineOf(each.deadline_seconds, each.deadline_action),
      })),
  };
}

function deadlineOf(seconds: number | null, action: DeadlineAction | null): ApprovalDeadline | null {
  return seconds === null || action === null ? null : { seconds, action };
}

function operationPolicyOf(policy: ApproverPolicy, call: CallOperation): OperationApprovalPolicy | undefined {
  return policy.operations.find(
    (each) => each.toolClass === call.tool_class && each.operation === call.operation,
  );
}

/** How many distinct people must approve the call. */
export function quorumFor(policy: ApproverPolicy, call: CallOperation): number {
  return operationPolicyOf(policy, call)?.quorum ?? 1;
}

/** The call's deadline: its operation's, else the agent's; null when it may wait for ever. */
export function deadlineFor(policy: ApproverPolicy, call: CallOperation): ApprovalDeadline | null {
  return operationPolicyOf(policy, call)?.deadline ?? policy.deadline;
}

/** When a call waiting since `waitingSince` passes its deadline, or null. */
export function deadlineAt(deadline: ApprovalDeadline | null, waitingSince: string): string | null {
  if (deadline === null) return null;
  return new Date(Date.parse(waitingSince) + deadline.seconds * 1000).toISOString();
}

/**
 * Whether `decider` may approve or reject a call of a task owned by `ownerUserId` under `policy`;
 * `escalated` when the call's deadline passed and escalated, which adds the escalation approvers.
 */
export function mayDecide(
  policy: ApproverPolicy,
  decider: Decider,
  ownerUserId: number,
  escalated: boolean,
): boolean {
  if (policy.ownerDecides && decider.id === ownerUserId) return true;
  if (policy.approverUserIds.includes(decider.id)) return true;
  if (policy.teamApproverUserIds.includes(decider.id)) return true;
  if (policy.administratorsDecide && decider.role === 'admin') return true;
  if (!escalated) return false;
  return policy.escalationUserIds.length > 0
    ? policy.escalationUserIds.includes(decider.id)
    : decider.role === 'admin';
}

/** The default sentence the model reads when a deadline rejects its call. */
export function deadlineRejectionReason(policy: ApproverPolicy, deadline: ApprovalDeadline): string {
  return (
    policy.deadlineReason ??
    `No approver decided within ${deadline.seconds} seconds, so the call was rejected without running.`
  );
}
