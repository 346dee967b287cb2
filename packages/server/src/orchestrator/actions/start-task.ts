import type { Kysely, Transaction } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import { isForeignKeyViolation } from '../../db/index.js';
import type { MessageAttachment } from '../../files/index.js';
import { insertQueuedTask, type NewTaskRequest } from '../new-task.js';
import { OrchestratorError } from '../orchestrator-error.js';
import { readAgent } from '../run-reads.js';
import { serializeTaskData } from '../task-data.js';
import type { TaskEventRecorder } from '../task-events.js';

/** Starting a task: an agent given a prompt, queued with its first message. */

export const maxStepsLimit = 100;

export interface StartOptions {
  /** Defaults to the agent's `max_steps`. */
  readonly maxSteps?: number;
  readonly parentTaskId?: number | null;
  /** A scheduled run that started the task. */
  readonly runId?: number | null;
  /**
   * Who started the task, and so owns it (a member of a team the agent is shared with owns the
   * tasks they run); the agent's owner when omitted.
   */
  readonly runnerUserId?: number | null;
  /** Files sent with the prompt, checked already (`AttachmentService.prepare`). */
  readonly attachments?: readonly MessageAttachment[];
  /** The rehearsal the task runs for, and the past task whose prompt it repeats; absent: real work. */
  readonly rehearsal?: NewTaskRequest['rehearsal'];
  /**
   * Runs inside the transaction that creates the task, so what it records commits with the task
   * or not at all; throwing undoes the task (a scheduled run links its occurrence here).
   */
  readonly onCreated?: (trx: Transaction<Database>, task: Task) => Promise<void>;
}

/** Creates a QUEUED task for the agent with the prompt as its first message; answers its row. */
export async function createTask(
  db: Kysely<Database>,
  events: TaskEventRecorder | undefined,
  agentId: number,
  prompt: string,
  options: StartOptions,
): Promise<Task> {
  const agent = await readAgent(db, agentId);
  if (!agent) throw new OrchestratorError('NOT_FOUND', `Agent ${agentId} does not exist.`, { agentId });
  const maxSteps = validateMaxSteps(options.maxSteps ?? agent.max_steps);
  const parentTaskId = options.parentTaskId ?? null;
  return db
    .transaction()
    .execute(async (trx) => {
      const rehearsal = options.rehearsal ?? (await rehearsalOfParent(trx, parentTaskId));
      const queued = await insertQueuedTask(trx, {
        agentId: agent.id,
        userId: options.runnerUserId ?? agent.user_id,
        runnerUserId: options.runnerUserId ?? null,
        prompt,
        maxSteps,
        parentTaskId,
        data: serializeTaskData(options.runId ? { run_id: options.runId } : {}),
        ...(options.attachments && { attachments: options.attachments }),
        ...(rehearsal && { rehearsal }),
      });
      await options.onCreated?.(trx, queued);
      await events?.record(trx, [{ task: queued, statusChanged: true }]);
      return queued;
    })
    .catch((error: unknown) => {
      // The agent (or the parent task) was deleted since it was read.
      if (!isForeignKeyViolation(error)) throw error;
      throw new OrchestratorError(
        'NOT_FOUND',
        `Agent ${agentId} or parent task ${parentTaskId} no longer exists.`,
        {
          agentId,
          parentTaskId,
        },
      );
    });
}

export function validateMaxSteps(maxSteps: number): number {
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > maxStepsLimit) {
    throw new OrchestratorError(
      'VALIDATION_ERROR',
      `Max steps must be an integer from 1 to ${maxStepsLimit}.`,
      {
        maxSteps,
      },
    );
  }
  return maxSteps;
}

/**
 * A task started under a rehearsal's task belongs to that rehearsal, as its sub-agent tasks do:
 * nothing it calls has an effect, and it goes with the rehearsal.
 */
async function rehearsalOfParent(
  trx: Transaction<Database>,
  parentTaskId: number | null,
): Promise<NewTaskRequest['rehearsal']> {
  if (parentTaskId === null) return undefined;
  const parent = await trx
    .selectFrom('tasks')
    .select('rehearsal_id')
    .where('id', '=', parentTaskId)
    .executeTakeFirst();
  if (!parent || parent.rehearsal_id === null) return undefined;
  return { id: parent.rehearsal_id, ofTaskId: null };
}
