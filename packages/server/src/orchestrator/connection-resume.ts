import { sql, type Transaction } from 'kysely';
import { type AwaitedCredential, readAwaitedCredential, type SavedCredential } from '../credentials/index.js';
import type { Database, Task } from '../db/index.js';
import { hasOpenStatus, nowIso } from '../db/index.js';
import { parseTaskData, serializeTaskData, withoutKeys } from './task-data.js';
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
          .where(hasOpenStatus('tool_calls.status', ['APPROVED']))
          // A plain prefix comparison: LIKE would read `_` in a server's slug as a wildcard.
          .where(
            sql<boolean>`substr(${sql.ref('tool_calls.tool_class')}, 1, ${classPrefix.length}) = ${classPrefix}`,
          ),
      ),
    )
    .returningAll()
    .execute();
}

/**
 * Queues every task waiting for the credential just saved (`data.awaited_credential`), inside the
 * transaction that saved it: a model configuration by its id; a tool setting when one of its keys
 * was saved on a layer the task's agent reads (every agent, its owner's, or its own). The waiting
 * note is cleared. Answers the queued tasks.
 */
export async function requeueAwaitingCredential(
  trx: Transaction<Database>,
  saved: SavedCredential,
): Promise<Task[]> {
  const candidates = await trx
    .selectFrom('tasks')
    .innerJoin('agents', 'agents.id', 'tasks.agent_id')
    .select(['tasks.id', 'tasks.data', 'agents.user_id as owner_user_id'])
    .where('tasks.status', 'in', statusesAllowing('credential_saved'))
    .where('tasks.data', 'like', '%awaited_credential%')
    .execute();
  const queued: Task[] = [];
  for (const candidate of candidates) {
    const data = parseTaskData(candidate.data);
    const awaited = readAwaitedCredential(data.awaited_credential);
    if (awaited === null || !resolves(awaited, saved, candidate.owner_user_id)) continue;
    const task = await trx
      .updateTable('tasks')
      .set({
        status: taskStatusAfter(waiting, 'credential_saved'),
        data: serializeTaskData(withoutKeys(data, 'awaited_credential')),
        updated_at: nowIso(),
      })
      .where('id', '=', candidate.id)
      // Aborted or queued meanwhile: left as it is.
      .where('status', 'in', statusesAllowing('credential_saved'))
      .returningAll()
      .executeTakeFirst();
    if (task) queued.push(task);
  }
  return queued;
}

function resolves(awaited: AwaitedCredential, saved: SavedCredential, ownerUserId: number): boolean {
  if (awaited.kind === 'llm_configuration')
    return saved.kind === 'llm_configuration' && saved.id === awaited.id;
  if (saved.kind !== 'tool_setting' || saved.tool_class !== awaited.tool_class) return false;
  if (!saved.keys.includes(awaited.setting)) return false;
  const { scope } = saved;
  if (scope.layer === 'global') return true;
  if (scope.layer === 'user') return scope.userId === ownerUserId;
  return scope.agentId === awaited.agent_id;
}
