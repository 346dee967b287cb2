import type { Kysely, Transaction } from 'kysely';
import type { Database, Task, TaskHistoryRow } from '../db/index.js';
import { decodeAttachments, linkTaskFiles, type MessageAttachment } from '../files/index.js';
import { appendHistoryRows } from '../orchestrator/history.js';
import { copiedWithoutSpend } from '../orchestrator/history-spend.js';
import { queuedTaskValues } from '../orchestrator/new-task.js';
import type { TaskEventRecorder } from '../orchestrator/task-events.js';
import { ConversationError } from './conversation-error.js';

/**
 * The statuses a conversation may be branched from: it has settled, so the history copied is the
 * one its owner sees, and no run appends to it meanwhile. The state machine's `allowed_actions`
 * lists transitions of the task itself, and a branch is none: it leaves its source as it is.
 */
export const branchableStatuses: ReadonlySet<Task['status']> = new Set([
  'COMPLETED',
  'FAILED',
  'ABORTED',
  'CANCELLED',
]);

export interface BranchRequest {
  readonly sourceTaskId: number;
  /** The sequence of the source's user message that is edited (or regenerated). */
  readonly sequence: number;
  /** The message that takes its place; null: its own text again (a regeneration). */
  readonly prompt: string | null;
  /** Who asked for the branch: its runner. */
  readonly runnerUserId: number;
}

/**
 * A new conversation of the same agent and owner: a copy of the source's history before the
 * edited message, with the tool calls of the copied turns (so it renders with its cards), then the
 * new message, queued as a continued task is; a branch of a rehearsal's task is a task of that
 * rehearsal. The decision record and the usage are not copied:
 * the record stays the source's, and the branch starts at no cost. One transaction makes it all;
 * the caller drives the queued task once it has committed.
 */
export async function branchConversation(
  db: Kysely<Database>,
  events: TaskEventRecorder,
  request: BranchRequest,
): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', request.sourceTaskId)
      .executeTakeFirst();
    if (!source) {
      throw new ConversationError('NOT_FOUND', `Task ${request.sourceTaskId} not found.`, {
        taskId: request.sourceTaskId,
      });
    }
    if (!branchableStatuses.has(source.status)) {
      throw new ConversationError(
        'INVALID_STATE',
        `Task ${source.id} is ${source.status}; a conversation can be branched once it has settled (COMPLETED, FAILED, ABORTED or CANCELLED).`,
        { taskId: source.id, status: source.status },
      );
    }
    const edited = await trx
      .selectFrom('task_history')
      .select(['role', 'content', 'attachments'])
      .where('task_id', '=', source.id)
      .where('sequence', '=', request.sequence)
      .executeTakeFirst();
    if (edited?.role !== 'user' || (request.prompt === null && !edited.content)) {
      throw new ConversationError(
        'BRANCH_SEQUENCE_INVALID',
        `Sequence ${request.sequence} is not a user message of task ${source.id}.`,
        { fields: { sequence: 'is not the sequence of one of the conversation’s user messages' } },
      );
    }
    const prompt = request.prompt ?? edited.content ?? '';
    const branch = await trx
      .insertInto('tasks')
      .values({
        ...queuedTaskValues({
          agentId: source.agent_id,
          userId: source.user_id,
          runnerUserId: request.runnerUserId,
          prompt,
          maxSteps: source.max_steps,
          parentTaskId: null,
          data: null,
          // A rehearsal's branch stays in it: its calls are simulated as the source's were, and
          // its copied history holds simulated results no real run may act on.
          ...(source.rehearsal_id !== null && { rehearsal: { id: source.rehearsal_id, ofTaskId: null } }),
        }),
        // A title a person gave stays; otherwise the branch is named by its own first message,
        // which is the edited one when the first message was edited.
        title: source.title,
        llm_driver_config_id: source.llm_driver_config_id,
        branched_from_task_id: source.id,
        branched_from_sequence: request.sequence,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const copied = await copyHistory(trx, source.id, branch.id, request.sequence);
    // The edited (or regenerated) message keeps its files.
    const attachments = await holdFiles(
      trx,
      branch.id,
      [...copied.map((row) => row.attachments), edited.attachments].flatMap(decodeAttachments),
    );
    const appended = await appendHistoryRows(trx, branch.id, copied.length, [
      {
        role: 'user',
        content: prompt,
        attachments: decodeAttachments(edited.attachments).filter((file) => attachments.has(file.file_id)),
      },
    ]);
    await events.record(trx, [{ task: branch, statusChanged: true, historyRows: [...copied, ...appended] }]);
    return branch;
  });
}

/**
 * The source's rows before `beforeSequence`, numbered from 0 in the branch, and the tool calls
 * those rows carried, pointed at their copies.
 */
async function copyHistory(
  trx: Transaction<Database>,
  sourceId: number,
  branchId: number,
  beforeSequence: number,
): Promise<TaskHistoryRow[]> {
  const rows = await trx
    .selectFrom('task_history')
    .selectAll()
    .where('task_id', '=', sourceId)
    .where('sequence', '<', beforeSequence)
    .orderBy('sequence')
    .execute();
  const copies: TaskHistoryRow[] = [];
  const copyOf = new Map<number, number>();
  for (const [index, { id, task_id: _task, sequence: _sequence, ...row }] of rows.entries()) {
    const copy = await trx
      .insertInto('task_history')
      .values({ ...copiedWithoutSpend(row), task_id: branchId, sequence: index })
      .returningAll()
      .executeTakeFirstOrThrow();
    copyOf.set(id, copy.id);
    copies.push(copy);
  }
  if (copyOf.size === 0) return copies;
  const calls = await trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', sourceId)
    .where('task_history_id', 'in', [...copyOf.keys()])
    .orderBy('id')
    .execute();
  for (const { id: _id, task_id: _task, task_history_id: historyId, ...call } of calls) {
    await trx
      .insertInto('tool_calls')
      .values({
        ...call,
        task_id: branchId,
        task_history_id: historyId === null ? null : copyOf.get(historyId),
      })
      .execute();
  }
  return copies;
}

/** The sequence of the source's last user message: what a regeneration branches from. */
export async function lastUserSequence(db: Kysely<Database>, taskId: number): Promise<number | null> {
  const row = await db
    .selectFrom('task_history')
    .select((eb) => eb.fn.max<number | null>('sequence').as('last'))
    .where('task_id', '=', taskId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

/**
 * The branch holds the files its rows name, as the source does: they stay while either
 * conversation does, and the agent's approvers may read them. Files deleted since are left out;
 * answers the ids held.
 */
async function holdFiles(
  trx: Transaction<Database>,
  branchId: number,
  attachments: readonly MessageAttachment[],
): Promise<ReadonlySet<number>> {
  const named = [...new Set(attachments.map((file) => file.file_id))];
  if (named.length === 0) return new Set();
  const present = (await trx.selectFrom('files').select('id').where('id', 'in', named).execute()).map(
    (file) => file.id,
  );
  await linkTaskFiles(trx, branchId, present);
  return new Set(present);
}
