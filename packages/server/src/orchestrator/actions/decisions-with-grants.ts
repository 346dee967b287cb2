import type { Transaction } from 'kysely';
import { type GrantRequest, rememberGrants } from '../../approvals/index.js';
import type { Database, DecisionChannel } from '../../db/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { AgentToolset } from '../agent-toolset.js';
import type { TaskEventRecorder } from '../task-events.js';
import { type ApprovalDecision, applyDecisions } from './decisions.js';

/** One person's decisions on a task's calls, and the grants ("remember") they asked for with them. */
export interface DecisionRequest {
  readonly taskId: number;
  readonly decisions: readonly ApprovalDecision[];
  readonly actorUserId: number | null;
  readonly channel: DecisionChannel;
  readonly grants: readonly GrantRequest[];
}

/**
 * Applies the decisions in `trx` and makes the grants in the same transaction: "remember this"
 * commits with the approval it came with, or neither does. Answers whether the task was queued.
 */
export async function applyDecisionsWithGrants(
  trx: Transaction<Database>,
  request: DecisionRequest,
  agentTools: AgentToolset | null,
  tools: ToolRegistry,
  events: TaskEventRecorder | undefined,
): Promise<boolean> {
  const { taskId, decisions, actorUserId, channel, grants } = request;
  const queued = await applyDecisions(trx, taskId, decisions, agentTools, actorUserId, events, channel);
  if (grants.length > 0 && actorUserId !== null) {
    await rememberGrants(trx, tools, taskId, grants, actorUserId);
  }
  return queued;
}
