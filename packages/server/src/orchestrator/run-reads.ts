import type { Kysely } from 'kysely';
import type { Agent, Database, ToolCall } from '../db/index.js';
import { hasOpenStatus, PrecompiledQuery } from '../db/index.js';

/** What a run reads when it begins, compiled once (see `PrecompiledQuery`). */

export async function readAgent(db: Kysely<Database>, agentId: number): Promise<Agent | undefined> {
  return (await agentById.execute(db, { agentId })).rows[0];
}

/** Calls a previous run left executing, and calls a person approved, in the model's order. */
export async function readOpenCalls(db: Kysely<Database>, taskId: number): Promise<ToolCall[]> {
  return (await openCallsOf.execute(db, { taskId })).rows;
}

const agentById = new PrecompiledQuery<{ agentId: number }, Agent>((db, slots) =>
  db.selectFrom('agents').selectAll().where('id', '=', slots.agentId),
);

const openCallsOf = new PrecompiledQuery<{ taskId: number }, ToolCall>((db, slots) =>
  db
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', slots.taskId)
    .where(hasOpenStatus('status', ['EXECUTING', 'APPROVED']))
    .orderBy('call_index')
    .orderBy('id'),
);
