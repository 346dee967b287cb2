import { isDeepStrictEqual } from 'node:util';
import { selectOperation, validateToolArguments } from '@spora/sdk';
import type { Transaction } from 'kysely';
import { assertMayDecide, type Ballot, castVote, countApproval } from '../../approvals/index.js';
import type { Database, DecisionChannel, ToolCall } from '../../db/index.js';
import { argumentsDigest } from '../../db/index.js';
import type { AgentToolset } from '../agent-toolset.js';
import { emptyRequiredArguments } from '../empty-arguments.js';
import { OrchestratorError } from '../orchestrator-error.js';
import type { DecisionToRecord } from '../tool-call-decisions.js';
import { toolCallStatusAfter } from '../tool-call-transitions.js';

/**
 * One person's decisions on a task's calls, worked out against the ballot before anything is
 * written, then written each by itself: a decision that may not be made is refused before any is.
 */

export type ApprovalDecision =
  | {
      readonly provider_call_id: string;
      readonly decision: 'approve';
      readonly arguments?: Record<string, unknown>;
    }
  | { readonly provider_call_id: string; readonly decision: 'reject'; readonly reason?: string };

export const defaultRejectReason = 'No reason given.';

/** What one decision comes to, worked out before anything is written. */
export type Outcome =
  | { readonly kind: 'reject'; readonly call: ToolCall; readonly reason: string }
  | {
      readonly kind: 'approve';
      readonly call: ToolCall;
      readonly runArguments: Record<string, unknown>;
      readonly edited: boolean;
    }
  | {
      /** An approval short of the call's quorum: kept as the voter's, the call still awaits a decision. */
      readonly kind: 'vote';
      readonly call: ToolCall;
      readonly runArguments: Record<string, unknown>;
      readonly edited: boolean;
      readonly voter: number;
    };

/** Checks each decision against the ballot and works out what it comes to; refuses the first that may not be made. */
export function outcomesOf(
  decisions: readonly ApprovalDecision[],
  calls: readonly ToolCall[],
  ballot: Ballot,
  agentTools: AgentToolset | null,
): Outcome[] {
  return decisions.map((decision): Outcome => {
    const call = calls.find(
      (candidate) => candidate.provider_call_id === decision.provider_call_id,
    ) as ToolCall;
    assertMayDecide(ballot, call);
    if (decision.decision === 'reject') {
      return { kind: 'reject', call, reason: decision.reason?.trim() || defaultRejectReason };
    }
    const runArguments = approvedArgumentsFor(decision, call, agentTools);
    const edited =
      decision.arguments !== undefined &&
      !isDeepStrictEqual(runArguments, JSON.parse(call.proposed_arguments));
    // Only a person's approval can fall short of a quorum: the platform's decides outright.
    if (countApproval(ballot, call, runArguments).kind === 'vote' && ballot.decider !== null) {
      return { kind: 'vote', call, runArguments, edited, voter: ballot.decider.id };
    }
    return { kind: 'approve', call, runArguments, edited };
  });
}

/** The call's row once the decision is written: a vote leaves it as it was. */
export async function writeOutcome(
  trx: Transaction<Database>,
  taskId: number,
  outcome: Outcome,
  actorUserId: number | null,
  channel: DecisionChannel,
  now: string,
): Promise<ToolCall> {
  const { call } = outcome;
  if (outcome.kind === 'reject') {
    return trx
      .updateTable('tool_calls')
      .set({
        status: toolCallStatusAfter(call.status, 'rejected'),
        rejected_at: now,
        rejected_by: actorUserId,
        reject_reason: outcome.reason,
        updated_at: now,
      })
      .where('id', '=', call.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (outcome.kind === 'vote') {
    await castVote(trx, {
      tool_call_id: call.id,
      task_id: taskId,
      user_id: outcome.voter,
      arguments: JSON.stringify(outcome.runArguments),
      arguments_digest: argumentsDigest(outcome.runArguments),
      edited: outcome.edited ? 1 : 0,
      channel,
      created_at: now,
    });
    return call;
  }
  return trx
    .updateTable('tool_calls')
    .set({
      status: toolCallStatusAfter(call.status, 'approved'),
      approved_arguments: JSON.stringify(outcome.runArguments),
      approved_at: now,
      approved_by: actorUserId,
      updated_at: now,
    })
    .where('id', '=', call.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function decisionToRecord(outcome: Outcome): DecisionToRecord {
  if (outcome.kind === 'reject') {
    return { call: outcome.call, decision: 'reject', reason: outcome.reason, runArguments: null };
  }
  return {
    call: outcome.call,
    decision: outcome.edited ? 'edit' : 'approve',
    reason: null,
    runArguments: outcome.runArguments,
    ...(outcome.kind === 'vote' ? { via: 'vote' } : {}),
  };
}

/** The arguments a call runs with: the model's, or a person's edit validated like the model's. */
function approvedArgumentsFor(
  decision: Extract<ApprovalDecision, { decision: 'approve' }>,
  call: ToolCall,
  toolset: AgentToolset | null,
): Record<string, unknown> {
  const proposed = JSON.parse(call.proposed_arguments) as Record<string, unknown>;
  if (decision.arguments === undefined) return proposed;
  if (toolset === null)
    throw new Error("Edited arguments are checked against the agent's toolset, which was not loaded.");
  const tool = toolset.find(call.tool_name);
  const invalid = (message: string, details: Record<string, unknown> = {}) =>
    new OrchestratorError(
      'VALIDATION_ERROR',
      `Edited arguments of call "${call.provider_call_id}" ${message}.`,
      {
        provider_call_id: call.provider_call_id,
        ...details,
      },
    );
  if (!tool) throw invalid('cannot be checked: the tool is no longer enabled for this agent');
  // With one operation allowed, an edit may leave the discriminator out, as the model may.
  const allowed = tool.allowedOperations.map((operation) => operation.name);
  const selected = selectOperation(tool.registered.metadata, decision.arguments, allowed);
  if (selected === null || selected.operation !== call.operation) {
    throw invalid(`must keep the operation "${call.operation}"`);
  }
  const emptied = emptyRequiredArguments(tool, selected.operation, selected.args);
  if (emptied.length > 0) {
    const fields = emptied.map((error) => error.path.slice(1));
    throw invalid(`leave required parameters empty: ${fields.join(', ')}`, { fields, errors: emptied });
  }
  const validation = validateToolArguments(tool.validationSchema, selected.args);
  if (!validation.ok) throw invalid('are invalid', { errors: validation.error });
  return validation.value;
}
