import type { JsonObject } from '@spora/sdk';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Task, TaskStatus } from '../db/index.js';
import { hasOpenStatus, nowIso } from '../db/index.js';
import type { TaskControlRequest } from '../tools/index.js';
import { storedEditNote } from './edited-arguments.js';
import { appendHistoryRows, nextHistorySequence } from './history.js';
import { insertQueuedTask } from './new-task.js';
import type { CallResults } from './open-calls.js';
import type { TaskUpdate } from './run-records.js';
import { parseTaskData, serializeTaskData, type TaskData, withoutKeys } from './task-data.js';
import type { TaskEventRecorder } from './task-events.js';
import { terminalStatuses } from './task-status.js';
import { taskStatusAfter, taskStatuses } from './task-transitions.js';
import { toolCallStatusAfter } from './tool-call-transitions.js';

/**
 * Handover and sub-agents, carried out inside the transaction that records the delegating call.
 * A handover closes the source for good; sub-agents put the parent in AWAITING_SUB_AGENTS until
 * every child has ended — completed, failed or aborted — and the parent then resumes with each
 * child's outcome as the delegating call's result.
 */

/** The outcome of one call's delegation requests. */
export interface DelegationOutcome {
  /** Replaces the call's result text. */
  readonly content: string;
  readonly data: JsonObject;
  /** Children were started: the call stays open until they end. */
  readonly awaitsChildren: boolean;
  readonly createdTasks: readonly Task[];
  /** Set by a handover: what the source task becomes. */
  readonly closesSource: TaskUpdate | null;
}

export async function carryOutDelegation(
  trx: Transaction<Database>,
  source: Task,
  requests: readonly TaskControlRequest[],
): Promise<DelegationOutcome> {
  const created: { task: Task; request: TaskControlRequest }[] = [];
  for (const request of requests) {
    created.push({ task: await insertDelegatedTask(trx, source, request), request });
  }
  const handover = created.find((entry) => entry.request.kind === 'handover');
  if (handover) {
    const target = handover.request.target;
    const data: TaskData = {
      ...parseTaskData(source.data),
      handover: {
        target_task_id: handover.task.id,
        target_agent_id: target.id,
        target_agent_name: target.name,
      },
    };
    return {
      content: `Task handed over to ${target.name} (agent #${target.id}) as task #${handover.task.id}.`,
      data: { handover: true, op: 'handover', new_task_id: handover.task.id, target_agent_id: target.id },
      awaitsChildren: false,
      createdTasks: [handover.task],
      closesSource: {
        event: 'handed_over',
        values: { final_response: `Handed off to ${target.name}.`, data: serializeTaskData(data) },
      },
    };
  }
  const ids = created.map((entry) => entry.task.id);
  return {
    content: `Started sub-agent task${ids.length > 1 ? 's' : ''} ${ids.map((id) => `#${id}`).join(', ')}.`,
    data: {
      op: 'sub_agent',
      spawned_sub_task_ids: ids,
      target_agent_ids: created.map((entry) => entry.request.target.id),
    },
    awaitsChildren: true,
    createdTasks: created.map((entry) => entry.task),
    closesSource: null,
  };
}

function insertDelegatedTask(
  trx: Transaction<Database>,
  source: Task,
  request: TaskControlRequest,
): Promise<Task> {
  return insertQueuedTask(trx, {
    agentId: request.target.id,
    userId: source.user_id,
    runnerUserId: source.runner_user_id,
    prompt: request.prompt,
    maxSteps: request.target.max_steps,
    parentTaskId: source.id,
    data: null,
    // A rehearsal's sub-agent and handover tasks are rehearsed too: nothing they call has an effect.
    ...(source.rehearsal_id !== null && { rehearsal: { id: source.rehearsal_id, ofTaskId: null } }),
  });
}

/**
 * Children still working or waiting (for a person, an account or children of their own): the
 * parent keeps waiting for them. A child that ended in any way — completed, failed, cancelled or
 * aborted — releases it.
 */
export const activeChildStatuses: readonly TaskStatus[] = taskStatuses.filter(
  (status) => !terminalStatuses.has(status) && status !== 'ABORTED',
);

export async function hasActiveChildren(
  db: Kysely<Database> | Transaction<Database>,
  childIds: readonly number[],
) {
  if (childIds.length === 0) return false;
  const active = await db
    .selectFrom('tasks')
    .select('id')
    .where('id', 'in', [...childIds])
    .where('status', 'in', [...activeChildStatuses])
    .executeTakeFirst();
  return active !== undefined;
}

/**
 * Once every child of a waiting parent has ended, answers the parent's open delegation calls with
 * the children's outcomes and queues the parent. Returns true when the parent was queued.
 * Safe to call from every child at once: the first caller that sees all children ended wins.
 */
export async function releaseParentIfChildrenEnded(
  db: Kysely<Database>,
  parentId: number,
  events?: TaskEventRecorder,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const parent = await trx
      .updateTable('tasks')
      .set({ updated_at: nowIso() })
      .where('id', '=', parentId)
      .where('status', '=', 'AWAITING_SUB_AGENTS')
      .returningAll()
      .executeTakeFirst();
    if (!parent) return false;
    const data = parseTaskData(parent.data);
    if (await hasActiveChildren(trx, data.spawned_sub_task_ids ?? [])) return false;
    const answered = await answerDelegationCalls(trx, parent.id);
    const historyRows = await appendHistoryRows(
      trx,
      parent.id,
      await nextHistorySequence(trx, parent.id),
      answered.entries,
    );
    const queued = await trx
      .updateTable('tasks')
      .set({
        status: taskStatusAfter(parent.status, 'children_ended', parent.id),
        data: serializeTaskData(withoutKeys(data, 'spawned_sub_task_ids')),
        updated_at: nowIso(),
      })
      .where('id', '=', parent.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await events?.record(trx, [
      { task: queued, statusChanged: true, historyRows, toolCalls: answered.calls },
    ]);
    return true;
  });
}

/** Each open delegation call of the parent gets its children's outcomes as its result. */
export async function answerDelegationCalls(
  trx: Transaction<Database>,
  parentId: number,
): Promise<CallResults> {
  const calls = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', parentId)
    .where(hasOpenStatus('status', ['EXECUTING']))
    .where('operation', '=', 'sub_agent')
    .orderBy('call_index')
    .execute();
  const results: CallResults = { entries: [], calls: [] };
  for (const call of calls) {
    const childIds =
      (JSON.parse(call.result_data ?? '{}') as { spawned_sub_task_ids?: number[] }).spawned_sub_task_ids ??
      [];
    const children =
      childIds.length === 0
        ? []
        : await trx
            .selectFrom('tasks')
            .innerJoin('agents', 'agents.id', 'tasks.agent_id')
            .select([
              'tasks.id',
              'tasks.status',
              'tasks.final_response',
              'tasks.error_message',
              'agents.name',
            ])
            .where('tasks.id', 'in', childIds)
            .orderBy('tasks.id')
            .execute();
    const content =
      children.map(describeChildOutcome).join('\n\n---\n\n') || 'The sub-agent task no longer exists.';
    const failed = children.some((child) => child.status !== 'COMPLETED');
    const answered = await trx
      .updateTable('tool_calls')
      .set({
        status: toolCallStatusAfter(call.status, failed ? 'failed' : 'succeeded'),
        result_success: failed ? 0 : 1,
        result_content: content,
        executed_at: nowIso(),
        updated_at: nowIso(),
      })
      .where('id', '=', call.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    results.calls.push(answered);
    const editNote = storedEditNote(call);
    results.entries.push({
      role: 'tool',
      toolCallId: call.provider_call_id,
      toolName: call.tool_name,
      // As for any call: the model reads what a person changed before approving it.
      content: editNote === null ? content : `${editNote}\n\n${content}`,
    });
  }
  return results;
}

function describeChildOutcome(child: {
  id: number;
  status: TaskStatus;
  final_response: string | null;
  error_message: string | null;
  name: string;
}): string {
  const who = `Sub-agent task #${child.id} (${child.name})`;
  switch (child.status) {
    case 'COMPLETED':
      return `${who} completed:\n\n${child.final_response ?? ''}`;
    case 'FAILED':
      return `${who} failed: ${child.error_message ?? 'no reason recorded'}`;
    default:
      return `${who} ended as ${child.status} before it finished.`;
  }
}
