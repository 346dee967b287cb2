import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/** Far deeper than any delegation goes; a guard against a loop in damaged data. */
const maxDelegationDepth = 64;

/**
 * The agent whose reach decides whether a task may run again: its own, or for a sub-agent task
 * the agent of its conversation's first task, which the person chose. Null when the task does
 * not exist.
 */
export async function conversationAgentId(db: Kysely<Database>, taskId: number): Promise<number | null> {
  let task = await db
    .selectFrom('tasks')
    .select(['agent_id', 'parent_task_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  for (let depth = 0; task?.parent_task_id != null && depth < maxDelegationDepth; depth += 1) {
    task = await db
      .selectFrom('tasks')
      .select(['agent_id', 'parent_task_id'])
      .where('id', '=', task.parent_task_id)
      .executeTakeFirst();
  }
  return task?.agent_id ?? null;
}
