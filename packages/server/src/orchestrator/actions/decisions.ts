import { isDeepStrictEqual } from 'node:util';
import { selectOperation, validateToolArguments } from '@spora/sdk';
import type { Transaction } from 'kysely';
import { assertMayDecide, castVote, countApproval, openBallot } from '../../approvals/index.js';
import type { Database, DecisionChannel, ToolCall } from '../../db/index.js';
import { argumentsDigest, hasOpenStatus, nowIso } from '../../db/index.js';
import { traceApprovalWaits } from '../../telemetry/tracing-approval.js';
import type { AgentToolset } from '../agent-toolset.js';
import { rejectPendingCalls } from '../bulk-rejection.js';
import { emptyRequiredArguments } from '../empty-arguments.js';
import { appendHistoryRows, type NewHistoryEntry, nextHistorySequence } from '../history.js';
import { OrchestratorError } from '../orchestrator-error.js';
import { type PendingCall, readPendingCalls, serializePendingState } from '../pending-state.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { type DecisionToRecord, recordDecisions } from '../tool-call-decisions.js';
import { toolCallStatusAfter } from '../tool-call-transitions.js';
import { lockInStatus, writeTransition } from './task-lock.js';

/** Approve and reject: people's decisions on the calls a paused task waits on. */

export type ApprovalDecision =
  | {
      readonly provider_call_id: string;
      readonly decision: 'approve';
      readonly arguments?: Record<string, unknown>;
    }
  | { readonly provider_call_id: string; readonly decision: 'reject'; readonly reason?: string };

const defaultRejectReason = 'No reason given.';

/**
 * Applies per-call decisions in `trx`; the task is queued (`decided`) once no call awaits a
 * decision. Answers whether it was queued.
 *
 * Who decides is the agent's approver policy (`approvals/approver-policy.ts`): a decider it does
 * not name is refused (FORBIDDEN). An approval that leaves the call short of its quorum is a vote:
 * kept in `tool_call_votes` and in the decision record (`via: 'vote'`), the call still pending.
 * The approval that reaches the quorum approves the call with the arguments all its voters
 * approved; votes for other (edited) arguments do not count toward them. A rejection by anyone who
 * may decide rejects at once. `actorUserId` null is the platform itself, which decides outright.
 * `agentTools` checks edited arguments; it may be null when no decision edits any.
 */
export async function applyDecisions(
  trx: Transaction<Database>,
  taskId: number,
  decisions: readonly ApprovalDecision[],
  agentTools: AgentToolset | null,
  actorUserId: number | null,
  events: TaskEventRecorder | undefined,
  channel: DecisionChannel = 'api',
): Promise<boolean> {
  const task = await lockInStatus(trx, taskId, statusesAllowing('decided'), 'approve or reject calls of');
  const pending = readPendingCalls(task.pending_state);
  const calls = await pendingToolCalls(trx, taskId);
  validateDecisions(decisions, pending, calls);
  const ballot = await openBallot(trx, task, calls, actorUserId);
  const history: NewHistoryEntry[] = [];
  const decidedCalls: ToolCall[] = [];
  const record: DecisionToRecord[] = [];
  const votes: DecisionToRecord[] = [];
  const votedCalls: ToolCall[] = [];
  const now = nowIso();
  for (const decision of decisions) {
    const call = calls.find(
      (candidate) => candidate.provider_call_id === decision.provider_call_id,
    ) as ToolCall;
    assertMayDecide(ballot, call);
    if (decision.decision === 'reject') {
      const reason = decision.reason?.trim() || defaultRejectReason;
      const rejected = await trx
        .updateTable('tool_calls')
        .set({
          status: toolCallStatusAfter(call.status, 'rejected'),
          rejected_at: now,
          rejected_by: actorUserId,
          reject_reason: reason,
          updated_at: now,
        })
        .where('id', '=', call.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      decidedCalls.push(rejected);
      record.push({ call, decision: 'reject', reason, runArguments: null });
      history.push(rejectionEntry(call, reason));
      continue;
    }
    const approvedArguments = approvedArgumentsFor(decision, call, agentTools);
    const edited =
      decision.arguments !== undefined &&
      !isDeepStrictEqual(approvedArguments, JSON.parse(call.proposed_arguments));
    const counted = countApproval(ballot, call, approvedArguments);
    if (counted.kind === 'vote' && actorUserId !== null) {
      await castVote(trx, {
        tool_call_id: call.id,
        task_id: taskId,
        user_id: actorUserId,
        arguments: JSON.stringify(approvedArguments),
        arguments_digest: argumentsDigest(approvedArguments),
        edited: edited ? 1 : 0,
        channel,
        created_at: now,
      });
      votes.push({
        call,
        decision: edited ? 'edit' : 'approve',
        reason: null,
        runArguments: approvedArguments,
      });
      votedCalls.push(call);
      continue;
    }
    record.push({
      call,
      decision: edited ? 'edit' : 'approve',
      reason: null,
      runArguments: approvedArguments,
    });
    const approved = await trx
      .updateTable('tool_calls')
      .set({
        status: toolCallStatusAfter(call.status, 'approved'),
        approved_arguments: JSON.stringify(approvedArguments),
        approved_at: now,
        approved_by: actorUserId,
        updated_at: now,
      })
      .where('id', '=', call.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    decidedCalls.push(approved);
  }
  const context = { task, channel, decidedBy: actorUserId, at: now } as const;
  traceApprovalWaits(task, decidedCalls, { decidedBy: actorUserId, channel });
  const recorded = [
    ...(await recordDecisions(trx, votes, { ...context, via: 'vote' })),
    ...(await recordDecisions(trx, record, { ...context, via: 'per_call' })),
  ];
  const historyRows =
    history.length === 0
      ? []
      : await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), history);
  const stillVoting = new Set(votedCalls.map((call) => call.provider_call_id));
  const decided = new Set(
    decisions
      .map((decision) => decision.provider_call_id)
      .filter((providerCallId) => !stillVoting.has(providerCallId)),
  );
  const remaining = pending.filter((call) => !decided.has(call.provider_call_id));
  const queued = remaining.length === 0;
  const after = queued
    ? await writeTransition(trx, task, 'decided', { pending_state: null, updated_at: now })
    : await trx
        .updateTable('tasks')
        .set({ pending_state: serializePendingState(remaining, now), updated_at: now })
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
  await events?.record(trx, [
    {
      task: after,
      statusChanged: queued,
      historyRows,
      toolCalls: [...votedCalls, ...decidedCalls],
      decisions: recorded,
    },
  ]);
  return queued;
}

/**
 * Rejects every call awaiting a decision in `trx`, with one reason the model reads ("Action
 * rejected by user: {reason}"), and queues the task (seed 001). The calls' per-call rejection
 * columns stay empty; the decisions record keeps who rejected them.
 */
export async function rejectAll(
  trx: Transaction<Database>,
  taskId: number,
  reason: string,
  actorUserId: number | null,
  events: TaskEventRecorder | undefined,
  channel: DecisionChannel = 'api',
): Promise<void> {
  const given = reason.trim() || defaultRejectReason;
  const task = await lockInStatus(trx, taskId, statusesAllowing('decided'), 'reject calls of');
  const awaiting = await pendingToolCalls(trx, taskId);
  const ballot = await openBallot(trx, task, awaiting, actorUserId);
  for (const call of awaiting) assertMayDecide(ballot, call);
  const now = nowIso();
  const rejected = await rejectPendingCalls(trx, taskId, given, now);
  traceApprovalWaits(task, rejected.calls, { decidedBy: actorUserId, channel });
  const decisions = await recordDecisions(
    trx,
    rejected.calls.map((call) => ({ call, decision: 'reject', reason: given, runArguments: null })),
    { task, via: 'bulk', channel, decidedBy: actorUserId, at: now },
  );
  const historyRows = await appendHistoryRows(
    trx,
    taskId,
    await nextHistorySequence(trx, taskId),
    rejected.entries,
  );
  const queued = await writeTransition(trx, task, 'decided', { pending_state: null, updated_at: now });
  await events?.record(trx, [
    { task: queued, statusChanged: true, historyRows, toolCalls: rejected.calls, decisions },
  ]);
}

async function pendingToolCalls(trx: Transaction<Database>, taskId: number): Promise<ToolCall[]> {
  return trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', taskId)
    .where(hasOpenStatus('status', ['PENDING_APPROVAL']))
    .orderBy('call_index')
    .execute();
}

function validateDecisions(
  decisions: readonly ApprovalDecision[],
  pending: readonly PendingCall[],
  calls: readonly ToolCall[],
): void {
  const problems: string[] = [];
  if (decisions.length === 0) problems.push('at least one decision is required');
  const seen = new Set<string>();
  for (const decision of decisions) {
    const id = decision.provider_call_id;
    if (seen.has(id)) problems.push(`call "${id}" is decided twice`);
    seen.add(id);
    const awaiting =
      pending.some((call) => call.provider_call_id === id) &&
      calls.some((call) => call.provider_call_id === id);
    if (!awaiting) problems.push(`call "${id}" is not awaiting a decision`);
    if (decision.decision !== 'approve' && decision.decision !== 'reject') {
      problems.push(`call "${id}": decision must be "approve" or "reject"`);
    }
  }
  if (problems.length > 0) {
    throw new OrchestratorError('VALIDATION_ERROR', `Invalid decisions: ${problems.join('; ')}.`, {
      problems,
    });
  }
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

function rejectionEntry(
  call: Pick<ToolCall, 'provider_call_id' | 'tool_name'>,
  reason: string,
): NewHistoryEntry {
  return {
    role: 'tool',
    toolCallId: call.provider_call_id,
    toolName: call.tool_name,
    content: `Rejected by the user: ${reason}`,
  };
}
