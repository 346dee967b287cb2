import { sql, type Transaction } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { statusesAllowing, taskStatusAfter } from './task-transitions.js';

const waiting = 'AWAITING_CONNECTION';

/**
 * Queues every task of `ownerUserId`'s agents that waits for them to connect an account and has
 * an approved call of a tool whose class starts with `toolClassPrefix` (one MCP server's tools):
 * the next run makes that call first. Answers the queued tasks.
 */
export async function requeueAwaitingConnection(
  trx: Transaction<Database>,
  ownerUserId: number,
  toolClassPrefix: string,
): Promise<Task[]> {
  const classPrefix = `${toolClassPrefix}/`;
  return trx
    .updateTable('tasks')
    .set({ status: taskStatusAfter(waiting, 'account_connected'), updated_at: nowIso() })
    .where('status', 'in', statusesAllowing('account_connected'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('agents')
          .select('agents.id')
          .whereRef('agents.id', '=', 'tasks.agent_id')
          .where('agents.user_id', '=', ownerUserId),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tool_calls')
          .select('tool_calls.id')
          .whereRef('tool_calls.task_id', '=', 'tasks.id')
          .where('tool_calls.status', '=', 'APPROVED')
          // A plain prefix comparison: LIKE would read `_` in a server's slug as a wildcard.
          .where(
            sql<boolean>`substr(${sql.ref('tool_calls.tool_class')}, 1, ${classPrefix.length}) = ${classPrefix}`,
          ),
      ),
    )
    .returningAll()
    .execute();
}
