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

/** A status a call can still leave. */
export type OpenToolCallStatus = (typeof openToolCallStatuses)[number];

export function isOpenToolCallStatus(status: ToolCallStatus): status is OpenToolCallStatus {
  return (openToolCallStatuses as readonly ToolCallStatus[]).includes(status);
}

/**
 * `<column>` is one of `statuses`, each an open one: a lookup of a task's calls by status. It is
 * written as the index's condition, `<column> in (<the open statuses>)`, followed by the statuses
 * asked for: SQLite uses `tool_calls_task_open` only for a query that carries the index's condition
 * term for term (`status = 'X'` does not imply it for its planner), and PostgreSQL can under a
 * generic plan too. Only open statuses may be asked for: an ended one would find nothing here.
 */
export function hasOpenStatus(
  column: 'status' | 'tool_calls.status',
  statuses: readonly OpenToolCallStatus[],
): RawBuilder<SqlBool> {
  if (statuses.length === 0) throw new Error('A lookup of calls by status asks for at least one.');
  const ref = sql.ref(column);
  const listed = (values: readonly OpenToolCallStatus[]) => sql.join(values.map((status) => sql.lit(status)));
  return sql<SqlBool>`${ref} in (${listed(openToolCallStatuses)}) and ${ref} in (${listed(statuses)})`;
}
