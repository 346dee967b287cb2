import type { Transaction } from 'kysely';
import { type Budget, firstReachedBudget, readApplicableBudgets } from '../../budgets/index.js';
import type { Database } from '../../db/index.js';
import { type BuiltWrite, settledLease } from '../run-records.js';
import { serializeTaskData } from '../task-data.js';
import { end, type NextStep } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';

/**
 * Before a model request: whether a budget that applies to the task is reached, which pauses it
 * in AWAITING_BUDGET (`data.budget_reached` names the budget). The budgets are read once per run;
 * a task no budget applies to costs no statement per step, one that has budgets one statement
 * (their spending and current limits together). A step the last write counted ahead is given
 * back, so the step runs after "allow more" with the same number.
 */
export async function budgetStop(run: RunState): Promise<NextStep | null> {
  run.budgets ??= await readApplicableBudgets(run.deps.db, run.task);
  if (run.budgets.length === 0) return null;
  const reached = await firstReachedBudget(run.deps.db, run.task, run.budgets, run.data().budget_allowances);
  return reached ? pauseAtBudget(run, run.budgets) : null;
}

/**
 * A raise or deletion can commit between the check and the pause, while the task is still
 * RUNNING, so it finds nothing waiting to queue. The pause therefore locks the budgets' rows in
 * its own write and reads their limits and spending again there: a budget changed meanwhile is
 * seen, and when none is reached any more the run goes on with its request. A change that comes
 * later waits for the pause to commit (it locks its row before it looks for waiting tasks) and
 * then finds the task waiting. Answers null when the run goes on.
 */
async function pauseAtBudget(run: RunState, budgets: readonly Budget[]): Promise<NextStep | null> {
  const data = run.data();
  const counted = run.nextStepCounted ? { step_count: run.task.step_count - 1 } : {};
  const paused = await write(run, async (trx): Promise<BuiltWrite> => {
    await lockBudgets(trx, budgets);
    const reached = await firstReachedBudget(trx, run.task, budgets, data.budget_allowances);
    if (!reached) return { entries: [], task: null };
    const values = {
      ...counted,
      ...settledLease,
      data: serializeTaskData({ ...data, budget_reached: reached }),
    };
    return { entries: [], task: { event: 'budget_reached', values } };
  });
  if (paused.task === null) return null;
  run.nextStepCounted = false;
  return end;
}

/**
 * Each budget's row, locked by a write that changes nothing (PostgreSQL makes a concurrent change
 * of the budget wait), one by one in id order so two pausing runs never wait on each other in a
 * circle. SQLite serialises writing transactions anyway.
 */
async function lockBudgets(trx: Transaction<Database>, budgets: readonly Budget[]): Promise<void> {
  for (const id of budgets.map((budget) => budget.id).sort((a, b) => a - b)) {
    await trx
      .updateTable('budgets')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', id)
      .execute();
  }
}
