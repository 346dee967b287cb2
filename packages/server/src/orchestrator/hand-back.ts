import type { Transaction } from 'kysely';
import type { Database, Task, ToolCall } from '../db/index.js';
import { nowIso } from '../db/index.js';
import { interruptCalls } from './open-calls.js';
import { toolCallStatusesAllowing, toolCallStatusOn } from './tool-call-transitions.js';

/**
 * What a run that stops gracefully writes as it hands its task back (see `RunStop`): calls of the
 * batch it never started wait again for whoever runs the task next, calls the grace period cut
 * short are closed as interrupted, and the task is queued again without this claim counting
 * towards ORPHANED.
 */

/** The result a call cut short by the end of the shutdown grace period gets. */
export const cutShortByShutdownMessage =
  'Interrupted: the worker running this call shut down before the call finished, so it may or may not have taken effect. It was not run again; check its effect before repeating it.';

/**
 * The task, queued again (the `handed_back` event) and claimable at once; the claim that hands it
 * back does not count.
 */
export function handedBackTaskValues(task: Pick<Task, 'claim_attempts'>) {
  return {
    lease_owner: null,
    lease_expires_at: null,
    claim_attempts: Math.max(0, task.claim_attempts - 1),
  } as const;
}

/** Calls marked executing for a batch that never started: they wait, approved, for the next run. */
export async function returnUnstartedCalls(
  trx: Transaction<Database>,
  rowIds: readonly number[],
): Promise<ToolCall[]> {
  if (rowIds.length === 0) return [];
  return trx
    .updateTable('tool_calls')
    .set({ status: toolCallStatusOn('returned'), execution_started_at: null, updated_at: nowIso() })
    .where('id', 'in', [...rowIds])
    .where('status', 'in', toolCallStatusesAllowing('returned'))
    .returningAll()
    .execute();
}

/** A call cut short by the end of the grace period: it may have had its effect. */
export async function closeCutShortCall(trx: Transaction<Database>, rowId: number): Promise<ToolCall[]> {
  return interruptCalls(trx, [rowId], 'interrupted', cutShortByShutdownMessage);
}
