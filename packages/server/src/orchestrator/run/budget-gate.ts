import { firstReachedBudget, readApplicableBudgets } from '../../budgets/index.js';
import { serializeTaskData } from '../task-data.js';
import type { NextStep } from './next-step.js';
import type { RunState } from './run-state.js';

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
  const data = run.data();
  const reached = await firstReachedBudget(run.deps.db, run.task, run.budgets, data.budget_allowances);
  if (!reached) return null;
  const counted = run.nextStepCounted ? { step_count: run.task.step_count - 1 } : {};
  run.nextStepCounted = false;
  return {
    kind: 'settle',
    event: 'budget_reached',
    values: { ...counted, data: serializeTaskData({ ...data, budget_reached: reached }) },
  };
}
