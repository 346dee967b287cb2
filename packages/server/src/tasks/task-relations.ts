import type { Kysely } from 'kysely';
import type { Database, Task, TaskStatus } from '../db/index.js';
import { allowedTaskActions, type TaskAction } from '../orchestrator/task-actions.js';
import { parseTaskData } from '../orchestrator/task-data.js';

/**
 * The tasks a task is linked to by delegation, as a task page shows them: the task it came from
 * (its parent: the one that handed it over or started it as a sub-agent) and the tasks it started.
 * A handover target and a sub-agent both have the source as their parent; the source's handover
 * breadcrumb tells which is which.
 */
export type DelegationRelation = 'sub_agent' | 'handover';

export interface RelatedTask {
  readonly id: number;
  readonly agent_id: number;
  readonly agent_name: string;
  readonly status: TaskStatus;
  readonly user_prompt: string;
  readonly relation: DelegationRelation;
  /** What a person may do to it now (see `allowedTaskActions`). */
  readonly allowed_actions: TaskAction[];
  readonly created_at: string;
  readonly updated_at: string;
}

export interface TaskRelations {
  /** The task this one was delegated from; null for a task a person started. */
  readonly source_task: RelatedTask | null;
  /** The tasks this one delegated to, oldest first. */
  readonly sub_tasks: readonly RelatedTask[];
}

/**
 * The relations of the task `taskId` of `userId`, read by its id alone (its parent through its
 * row), so the reads need not wait for the task's; the answer finishes them with the task's row,
 * whose handover breadcrumb names the sub-task it handed over to.
 */
export async function readTaskRelations(
  db: Kysely<Database>,
  taskId: number,
  userId: number,
): Promise<(task: Task) => TaskRelations> {
  // The sub-tasks and the parent in one read: a sub-task names this task as its parent.
  const rows = await db
    .selectFrom('tasks')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .select([
      'tasks.id',
      'tasks.parent_task_id',
      'tasks.agent_id',
      'agents.name as agent_name',
      'tasks.status',
      'tasks.user_prompt',
      'tasks.data',
      'tasks.created_at',
      'tasks.updated_at',
    ])
    .where('tasks.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('tasks.parent_task_id', '=', taskId),
        eb('tasks.id', 'in', eb.selectFrom('tasks').select('parent_task_id').where('id', '=', taskId)),
      ]),
    )
    .orderBy('tasks.id')
    .execute();
  const parent = rows.find((row) => row.parent_task_id !== taskId);
  const children = rows.filter((row) => row.parent_task_id === taskId);
  return (task) => {
    const handedTo = parseTaskData(task.data).handover?.target_task_id;
    return {
      source_task:
        parent === undefined
          ? null
          : relatedTask(parent, parseTaskData(parent.data).handover?.target_task_id === task.id),
      sub_tasks: children.map((child) => relatedTask(child, child.id === handedTo)),
    };
  };
}

type RelatedRow = Omit<RelatedTask, 'relation' | 'allowed_actions'> & { readonly data: string | null };

function relatedTask(row: RelatedRow, handover: boolean): RelatedTask {
  return {
    id: row.id,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    status: row.status,
    user_prompt: row.user_prompt,
    relation: handover ? 'handover' : 'sub_agent',
    allowed_actions: allowedTaskActions(row.status),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
