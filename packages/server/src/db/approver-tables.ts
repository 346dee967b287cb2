/**
 * Row types of approver policies (who decides an agent's approvals, how many, by when), the votes
 * cast toward a quorum, and the deadlines that passed (migration 0014).
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type Flag = 0 | 1;

/** What happens when a call waits past its deadline. */
export type DeadlineAction = 'escalate' | 'reject';

/** One row per agent with a policy; an agent without one is decided by its owner alone. */
export interface AgentApprovalPoliciesTable {
  agent_id: number;
  owner_decides: Generated<Flag>;
  administrators_decide: Generated<Flag>;
  deadline_seconds: number | null;
  deadline_action: DeadlineAction | null;
  /** For `reject`: what the model is told; a default sentence when NULL. */
  deadline_reason: string | null;
  updated_at: Timestamp;
}

/** `approver`: decides from the start; `escalation`: decides once a deadline escalated. */
export type AgentApproverRole = 'approver' | 'escalation';

export interface AgentApproversTable {
  id: Generated<number>;
  agent_id: number;
  user_id: number;
  role: AgentApproverRole;
}

/** Per tool class and operation: a quorum, and a deadline that replaces the agent's. */
export interface AgentOperationApprovalPoliciesTable {
  id: Generated<number>;
  agent_id: number;
  tool_class: string;
  operation: string;
  quorum: Generated<number>;
  deadline_seconds: number | null;
  deadline_action: DeadlineAction | null;
}

/** One person's approval of a call that did not by itself reach the quorum. */
export interface ToolCallVotesTable {
  id: Generated<number>;
  tool_call_id: number;
  task_id: number;
  user_id: number;
  /** The arguments this person approved (the proposal, or their edit), as JSON. */
  arguments: string;
  arguments_digest: string;
  edited: Flag;
  channel: string;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}

/** What a passed deadline did to a call. */
export type DeadlineOutcome = 'escalated' | 'rejected';

/** A call whose deadline passed, written once (primary key) by the worker that acted on it. */
export interface ToolCallDeadlinesTable {
  tool_call_id: number;
  task_id: number;
  outcome: DeadlineOutcome;
  deadline_at: Timestamp;
  passed_at: Timestamp;
}
