import type { Transaction } from 'kysely';
import {
  type Budget,
  BudgetError,
  checkLimit,
  parseBudgetAllowances,
  parseBudgetReached,
  readSpending,
} from '../../budgets/index.js';
import type { Database, Task } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import { parseTaskData, serializeTaskData, type TaskData, withoutKeys } from '../task-data.js';
import type { TaskEventRecorder } from '../task-events.js';
import { statusesAllowing } from '../task-transitions.js';
import { validateMaxSteps } from './start-task.js';
import { lockInStatus, writeTransition } from './task-lock.js';

/** "Allow N more" of the limit a task stopped at: steps, tokens or cost (USD). */
export type BudgetAllowance =
  | { readonly steps: number }
  | { readonly tokens: number }
  | { readonly cost: number };

function mismatch(what: string, stoppedAt: string): BudgetError {
  return new BudgetError(
    'BUDGET_UNIT_MISMATCH',
    `The task stopped at ${stoppedAt}; allow it more ${stoppedAt}, not ${what}.`,
    {
      fields: { [what]: `the task stopped at ${stoppedAt}` },
    },
  );
}

/**
 * "Allow N more": a task paused in AWAITING_BUDGET gets more of the limit that stopped it and is
 * queued; the next run goes on from where the last one stopped, with its history and step count
 * as they were, so no step is lost or repeated. More steps raise its `max_steps`; more tokens or
 * cost let the task itself spend that much more past the budget that stopped it (other tasks
 * under that budget stay stopped by it).
 */
export async function extendBudget(
  trx: Transaction<Database>,
  taskId: number,
  allowance: BudgetAllowance,
  events: TaskEventRecorder | undefined,
): Promise<Task> {
  const task = await lockInStatus(trx, taskId, statusesAllowing('budget_extended'), 'allow more for');
  const data = parseTaskData(task.data);
  const reached = parseBudgetReached(data.budget_reached);
  let values: { max_steps?: number; data: string | null };
  if ('steps' in allowance) {
    if (reached) throw mismatch('steps', reached.unit);
    validateMaxSteps(allowance.steps);
    values = {
      max_steps: task.max_steps + allowance.steps,
      data: serializeTaskData(withoutKeys(data, 'max_steps_reached')),
    };
  } else {
    const unit = 'tokens' in allowance ? 'tokens' : 'cost';
    const amount = checkLimit('tokens' in allowance ? allowance.tokens : allowance.cost, unit);
    if (!reached) throw mismatch(unit, 'steps');
    if (reached.unit !== unit) throw mismatch(unit, reached.unit);
    const own = (await readSpending(trx, [], taskId)).own[unit];
    const allowances = {
      ...parseBudgetAllowances(data.budget_allowances),
      [String(reached.id)]: own + amount,
    };
    values = {
      data: serializeTaskData({ ...withoutKeys(data, 'budget_reached'), budget_allowances: allowances }),
    };
  }
  const queued = await writeTransition(trx, task, 'budget_extended', { ...values, updated_at: nowIso() });
  await events?.record(trx, [{ task: queued, statusChanged: true }]);
  return queued;
}

/**
 * "Raise the budget": after a budget's limit changed (or it was deleted), queues in the same
 * transaction every task waiting on it that is now under it. Answers the queued tasks.
 */
export async function requeueUnderBudget(
  trx: Transaction<Database>,
  budget: Budget,
  deleted: boolean,
  events: TaskEventRecorder | undefined,
): Promise<Task[]> {
  const waiting = await trx
    .selectFrom('tasks')
    .selectAll()
    .where('status', 'in', statusesAllowing('budget_extended'))
    .orderBy('id')
    .execute();
  const queued: Task[] = [];
  // Spending of a shared scope is the same for every task under it: read once.
  let shared: boolean | null = null;
  for (const task of waiting) {
    const data = parseTaskData(task.data);
    if (parseBudgetReached(data.budget_reached)?.id !== budget.id) continue;
    if (!deleted) {
      const under: boolean =
        budget.scope !== 'task' && shared !== null ? shared : await isUnder(trx, budget, task.id);
      if (budget.scope !== 'task') shared = under;
      if (!under) continue;
    }
    queued.push(
      await writeTransition(trx, task, 'budget_extended', { data: cleared(data), updated_at: nowIso() }),
    );
  }
  if (queued.length > 0)
    await events?.record(
      trx,
      queued.map((task) => ({ task, statusChanged: true })),
    );
  return queued;
}

async function isUnder(trx: Transaction<Database>, budget: Budget, taskId: number): Promise<boolean> {
  const [reading] = (await readSpending(trx, [budget], taskId)).budgets;
  return reading === undefined || reading.limit === null || reading.spent < reading.limit;
}

function cleared(data: TaskData): string | null {
  return serializeTaskData(withoutKeys(data, 'budget_reached'));
}
