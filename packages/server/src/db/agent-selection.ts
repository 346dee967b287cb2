import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * The agents a read is about: listed by id, or the agent of one task, found by the read itself.
 * The second lets a read go out with the statement that locks the task, without waiting for it
 * to say which agent the task belongs to (a task's agent never changes).
 */
export type AgentSelection = readonly number[] | SelectQueryBuilder<Database, 'tasks', { agent_id: number }>;

export function agentOfTask(db: Kysely<Database> | Transaction<Database>, taskId: number): AgentSelection {
  return db.selectFrom('tasks').select('agent_id').where('id', '=', taskId);
}

/** Whether the selection names no agent at all (a list that is empty), so nothing need be read. */
export function selectsNoAgent(agents: AgentSelection): boolean {
  return Array.isArray(agents) && agents.length === 0;
}
