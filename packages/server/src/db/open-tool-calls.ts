import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ToolCallStatus } from './task-tables.js';

/**
 * The statuses a call can still leave (the tool-call state machine's, `tool-call-transitions.ts`):
 * waiting for approval, approved, running, or held after a crash. The partial index
 * `tool_calls_task_open` (migration 0037) holds the calls in these.
 */
export const openToolCallStatuses = [
  'PENDING_APPROVAL',
  'APPROVED',
  'EXECUTING',
  'UNCERTAIN',
] as const satisfies readonly ToolCallStatus[];

/**
 * `<column> in (<the open statuses>)`, written out as the index's condition is: a lookup of a
 * task's calls by status repeats it so that SQLite uses `tool_calls_task_open` (it does only for a
 * query that carries the index's condition term for term), and PostgreSQL can under a generic
 * plan too. It narrows nothing for a lookup of open statuses, which every such lookup is.
 */
export function openCallCondition(column: 'status' | 'tool_calls.status'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(openToolCallStatuses.map((status) => sql.lit(status)))})`;
}
