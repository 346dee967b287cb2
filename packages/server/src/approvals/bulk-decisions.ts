import { SporaError } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { listPendingApprovals } from './pending-approvals.js';

/**
 * Deciding many inbox calls with one decision: the calls are grouped by task and each task's share
 * goes through the ordinary per-task decide path, so a call is decided exactly once whoever else
 * decides it meanwhile. Only calls the caller's inbox shows can be decided; every call gets its
 * own result.
 */

export interface BulkDecisionTarget {
  readonly task_id: number;
  readonly provider_call_id: string;
}

export interface BulkDecisionRequest {
  readonly calls: readonly BulkDecisionTarget[];
  readonly decision: 'approve' | 'reject';
  /** For a rejection: what the model is told, for every call. */
  readonly reason?: string;
}

/** Why one call of a bulk decision was not decided, coded like the API's errors. */
export type BulkRefusalCode = 'NOT_FOUND' | 'FORBIDDEN' | 'INVALID_STATE' | 'VALIDATION_ERROR';

export type BulkDecisionResult =
  | (BulkDecisionTarget & { readonly outcome: 'decided'; readonly task_status: string })
  | (BulkDecisionTarget & {
      readonly outcome: 'refused';
      readonly error: { readonly code: BulkRefusalCode; readonly message: string };
    });

type TaskDecision =
  | { readonly provider_call_id: string; readonly decision: 'approve' }
  | { readonly provider_call_id: string; readonly decision: 'reject'; readonly reason?: string };

/** The per-task decide path (the orchestrator's `resume`), answering the task's status afterwards. */
export type DecideTaskCalls = (taskId: number, decisions: readonly TaskDecision[]) => Promise<string>;

// What the decide path refuses a call with; anything else is a failure of the request.
const refusalCodes: readonly string[] = ['NOT_FOUND', 'FORBIDDEN', 'INVALID_STATE', 'VALIDATION_ERROR'];

/** A task's calls are tried at most this often: once, and again without calls decided meanwhile. */
const attemptsPerTask = 2;

export async function decideInBulk(
  db: Kysely<Database>,
  userId: number,
  request: BulkDecisionRequest,
  decideTaskCalls: DecideTaskCalls,
): Promise<BulkDecisionResult[]> {
  const results = new Map<string, BulkDecisionResult>();
  const keyOf = (target: BulkDecisionTarget) => `${target.task_id}\u0000${target.provider_call_id}`;
  const refuse = (target: BulkDecisionTarget, code: BulkRefusalCode, message: string) =>
    results.set(keyOf(target), { ...target, outcome: 'refused', error: { code, message } });

  const byTask = new Map<number, BulkDecisionTarget[]>();
  for (const target of request.calls) {
    if (byTask.get(target.task_id)?.some((known) => keyOf(known) === keyOf(target))) continue;
    byTask.set(target.task_id, [...(byTask.get(target.task_id) ?? []), target]);
  }

  const stillWaiting = async (taskIds: readonly number[]) => {
    const page = await listPendingApprovals(
      db,
      userId,
      { taskIds },
      { limit: Number.MAX_SAFE_INTEGER, offset: 0 },
    );
    return new Set(
      page.items.map((item) => keyOf({ task_id: item.task_id, provider_call_id: item.provider_call_id })),
    );
  };
  const ownTasks = await ownTaskIds(db, userId, [...byTask.keys()]);
  const waitingAtFirst = await stillWaiting([...byTask.keys()]);

  for (const [taskId, targets] of byTask) {
    let open = targets;
    for (let attempt = 1; attempt <= attemptsPerTask; attempt += 1) {
      const waiting = attempt === 1 ? waitingAtFirst : await stillWaiting([taskId]);
      for (const target of open.filter((candidate) => !waiting.has(keyOf(candidate)))) {
        if (ownTasks.has(taskId)) {
          refuse(
            target,
            'INVALID_STATE',
            `Call "${target.provider_call_id}" is no longer awaiting a decision.`,
          );
        } else {
          refuse(
            target,
            'NOT_FOUND',
            `Task ${taskId} has no call "${target.provider_call_id}" awaiting your decision.`,
          );
        }
      }
      open = open.filter((candidate) => waiting.has(keyOf(candidate)));
      if (open.length === 0) break;
      const decisions = open.map((target) => decisionFor(target, request));
      try {
        const status = await decideTaskCalls(taskId, decisions);
        for (const target of open)
          results.set(keyOf(target), { ...target, outcome: 'decided', task_status: status });
        break;
      } catch (error) {
        // Someone decided one of these calls between the check and the decision: try the rest again.
        if (!isRefusal(error)) throw error;
        if (attempt === attemptsPerTask) {
          for (const target of open) refuse(target, error.code as BulkRefusalCode, error.message);
        }
      }
    }
  }

  // Answered in the order asked; a call listed again is refused, its first mention decides.
  const answered = new Set<string>();
  return request.calls.map((target) => {
    const key = keyOf(target);
    const first = !answered.has(key);
    answered.add(key);
    return first
      ? (results.get(key) as BulkDecisionResult)
      : {
          ...target,
          outcome: 'refused' as const,
          error: {
            code: 'VALIDATION_ERROR' as const,
            message: `Call "${target.provider_call_id}" of task ${target.task_id} is listed twice.`,
          },
        };
  });
}

function decisionFor(target: BulkDecisionTarget, request: BulkDecisionRequest): TaskDecision {
  if (request.decision === 'approve')
    return { provider_call_id: target.provider_call_id, decision: 'approve' };
  return {
    provider_call_id: target.provider_call_id,
    decision: 'reject',
    ...(request.reason === undefined ? {} : { reason: request.reason }),
  };
}

function isRefusal(error: unknown): error is SporaError<BulkRefusalCode> {
  return SporaError.isInstance(error) && refusalCodes.includes(error.code);
}

async function ownTaskIds(
  db: Kysely<Database>,
  userId: number,
  taskIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', taskIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}
