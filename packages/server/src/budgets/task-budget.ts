import type { Transaction } from 'kysely';
import { type Database, nowIso, type Task } from '../db/index.js';
import type { CheckedBudget } from './budget-input.js';

/** A task's own budget, given when it was started: written with the task, so its first turn sees it. */
export async function insertTaskBudget(
  trx: Transaction<Database>,
  task: Pick<Task, 'id'>,
  budget: CheckedBudget,
  createdBy: number,
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('budgets')
    .values({
      ...budget,
      user_id: null,
      agent_id: null,
      task_id: task.id,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
