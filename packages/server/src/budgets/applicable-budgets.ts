import type { Kysely, Transaction } from 'kysely';
import type { Database, Task } from '../db/index.js';
import type { Budget } from './budget.js';

/**
 * The budgets that limit a task, in one statement: the global ones, its owner's, its agent's, and
 * its per-task budget — its own when it was started with one (which replaces the agent's default
 * in that unit), else its agent's default.
 */
export async function readApplicableBudgets(
  db: Kysely<Database> | Transaction<Database>,
  task: Pick<Task, 'id' | 'agent_id' | 'user_id'>,
): Promise<Budget[]> {
  const rows = await db
    .selectFrom('budgets')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('scope', '=', 'global'),
        eb.and([eb('scope', '=', 'user'), eb('user_id', '=', task.user_id)]),
        eb.and([eb('scope', '=', 'agent'), eb('agent_id', '=', task.agent_id)]),
        eb.and([
          eb('scope', '=', 'task'),
          eb.or([
            eb('task_id', '=', task.id),
            eb.and([eb('task_id', 'is', null), eb('agent_id', '=', task.agent_id)]),
          ]),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
  const ownUnits = new Set(rows.filter((row) => row.task_id === task.id).map((row) => row.unit));
  return rows.filter((row) => !(row.scope === 'task' && row.task_id === null && ownUnits.has(row.unit)));
}
