import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/index.js';
import type { RunState } from './run-state.js';

/**
 * A condition for a write to one of the run's calls: only while the task is still this run's
 * (RUNNING under its lease). A run that lost the task leaves the call to the next one.
 */
export function whileRunHoldsTask(run: RunState) {
  return ({ exists, selectFrom }: ExpressionBuilder<Database, 'tool_calls'>) =>
    exists(
      selectFrom('tasks')
        .select('id')
        .where('id', '=', run.taskId)
        .where('status', '=', 'RUNNING')
        .where('lease_owner', '=', run.leaseOwner),
    );
}
