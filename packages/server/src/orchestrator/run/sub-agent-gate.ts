import { answerDelegationCalls, hasActiveChildren } from '../delegation.js';
import { serializeTaskData, withoutKeys } from '../task-data.js';
import { type NextStep, next } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';

/**
 * A task that started sub-agents waits until every child has ended, then reads their outcomes as
 * the results of the calls that started them.
 */
export async function collectChildren(run: RunState): Promise<NextStep> {
  const waitingOn = run.data().spawned_sub_task_ids ?? [];
  if (waitingOn.length === 0) return next;
  if (await hasActiveChildren(run.deps.db, waitingOn)) return { kind: 'settle', event: 'sub_agents_started' };
  await write(run, async (trx) => {
    const answered = await answerDelegationCalls(trx, run.taskId);
    run.changedCalls.push(...answered.calls);
    return {
      entries: answered.entries,
      task: { values: { data: serializeTaskData(withoutKeys(run.data(), 'spawned_sub_task_ids')) } },
    };
  });
  return next;
}
