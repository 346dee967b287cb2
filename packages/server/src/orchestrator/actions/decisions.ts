import type { Transaction } from 'kysely';
import { assertMayDecide, type Ballot, readBallot } from '../../approvals/index.js';
import type { Database, DecisionChannel, Task, ToolCall } from '../../db/index.js';
import { hasOpenStatus, nowIso } from '../../db/index.js';
import { traceApprovalWaits } from '../../telemetry/tracing-approval.js';
import type { AgentToolset } from '../agent-toolset.js';
import { rejectPendingCalls } from '../bulk-rejection.js';
import { appendHistoryRows, type NewHistoryEntry, nextHistorySequence } from '../history.js';
import { OrchestratorError } from '../orchestrator-error.js';
import { type PendingCall, readPendingCalls, serializePendingState } from '../pending-state.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { recordDecisions } from '../tool-call-decisions.js';
import {
  type ApprovalDecision,
  decisionToRecord,
  defaultRejectReason,
  outcomesOf,
  writeOutcome,
} from './decision-outcomes.js';
import { lockInStatus, writeTransition } from './task-lock.js';

/** Approve and reject: people's decisions on the calls a paused task waits on. */

export type { ApprovalDecision };

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
  const [task, calls, ballotOf] = await lockWithBallot(
    trx,
    taskId,
    actorUserId,
    'approve or reject calls of',
  );
  const pending = readPendingCalls(task.pending_state);
  validateDecisions(decisions, pending, calls);
  const outcomes = outcomesOf(decisions, calls, ballotOf(task), agentTools);
  const votes = outcomes.filter((outcome) => outcome.kind === 'vote');
  const decided = outcomes.filter((outcome) => outcome.kind !== 'vote');
  // A call voted on, short of its quorum, still awaits a decision.
  const remaining = pending.filter(
    (call) => !decided.some((outcome) => outcome.call.provider_call_id === call.provider_call_id),
  );
  const queued = remaining.length === 0;
  const now = nowIso();
  // Every statement below is made without waiting for the others' answers, which none of them
  // needs: on PostgreSQL they share one round trip (two when calls are rejected: the history's
  // sequence is read first). Every decision was checked above, on the locked task.
  const callRows = Promise.all(
    [...votes, ...decided].map((outcome) => writeOutcome(trx, taskId, outcome, actorUserId, channel, now)),
  );
  const rejections = decided.flatMap((outcome) =>
    outcome.kind === 'reject' ? [rejectionEntry(outcome.call, outcome.reason)] : [],
  );
  const historyRows =
    rejections.length === 0
      ? Promise.resolve([])
      : nextHistorySequence(trx, taskId).then((sequence) =>
          appendHistoryRows(trx, taskId, sequence, rejections),
        );
  const recorded = recordDecisions(trx, [...votes, ...decided].map(decisionToRecord), {
    task,
    via: 'per_call',
    channel,
    decidedBy: actorUserId,
    at: now,
  });
  const taskRow = queued
    ? writeTransition(trx, task, 'decided', { pending_state: null, updated_at: now })
    : trx
        .updateTable('tasks')
        .set({ pending_state: serializePendingState(remaining, now), updated_at: now })
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
  const [toolCalls, decisionRows, rows, after] = await Promise.all([
    callRows,
    recorded,
    historyRows,
    taskRow,
  ]);
  traceApprovalWaits(task, toolCalls.slice(votes.length), { decidedBy: actorUserId, channel });
  await events?.record(trx, [
    { task: after, statusChanged: queued, historyRows: rows, toolCalls, decisions: decisionRows },
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
  const [task, awaiting, ballotOf] = await lockWithBallot(trx, taskId, actorUserId, 'reject calls of');
  const ballot = ballotOf(task);
  for (const call of awaiting) assertMayDecide(ballot, call);
  const now = nowIso();
  // Made together where one needs no other's answer (on PostgreSQL a round trip for each line).
  const [rejected, sequence, queued] = await Promise.all([
    rejectPendingCalls(trx, taskId, given, now),
    nextHistorySequence(trx, taskId),
    writeTransition(trx, task, 'decided', { pending_state: null, updated_at: now }),
  ]);
  traceApprovalWaits(task, rejected.calls, { decidedBy: actorUserId, channel });
  const [decisions, historyRows] = await Promise.all([
    recordDecisions(
      trx,
      rejected.calls.map((call) => ({ call, decision: 'reject', reason: given, runArguments: null })),
      { task, via: 'bulk', channel, decidedBy: actorUserId, at: now },
    ),
    appendHistoryRows(trx, taskId, sequence, rejected.entries),
  ]);
  await events?.record(trx, [
    { task: queued, statusChanged: true, historyRows, toolCalls: rejected.calls, decisions },
  ]);
}

/**
 * Locks the task in a status that takes decisions, and reads its calls awaiting one and the
 * ballot: made together, executed in that order (on PostgreSQL one round trip), so the reads see
 * the task as locked and every vote committed before the lock.
 */
function lockWithBallot(
  trx: Transaction<Database>,
  taskId: number,
  actorUserId: number | null,
  action: string,
): Promise<[Task, ToolCall[], (task: Task) => Ballot]> {
  return Promise.all([
    lockInStatus(trx, taskId, statusesAllowing('decided'), action),
    pendingToolCalls(trx, taskId),
    readBallot(trx, taskId, actorUserId),
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
