import { PrincipalContext } from '@spora/sdk';
import type { NewHistoryEntry } from '../history.js';
import { loadHistory } from '../history.js';
import { Conversation } from '../history-to-messages.js';
import { interruptCalls } from '../open-calls.js';
import { readAgent, readOpenCalls } from '../run-reads.js';
import { end, type NextStep, next } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';

/** What a run does first: load the task it claimed, and close what a previous run left open. */

/** What a call the previous worker left executing is told: it may or may not have taken effect. */
export const interruptedByWorkerStopMessage =
  'Interrupted: the worker running this call stopped before it finished, so it may or may not have taken effect. It was not run again; check its effect before repeating it.';

/** Loads the claimed task, its agent, history and open calls; `end` when the claim is gone. */
export async function loadRun(run: RunState): Promise<NextStep> {
  // Every write checks the lease again, so the claim's row serves as well as a fresh read.
  const { claimed } = run.options;
  const task =
    claimed?.id === run.taskId && claimed.lease_owner === run.leaseOwner
      ? claimed
      : await run.deps.db
          .selectFrom('tasks')
          .selectAll()
          .where('id', '=', run.taskId)
          .where('status', '=', 'RUNNING')
          .where('lease_owner', '=', run.leaseOwner)
          .executeTakeFirst();
  if (!task) return end;
  run.task = task;
  // Independent reads, at once: on PostgreSQL each is a round trip on a connection of its own.
  const [agent, history, openCalls] = await Promise.all([
    readAgent(run.deps.db, task.agent_id),
    loadHistory(run.deps.db, run.taskId),
    readOpenCalls(run.deps.db, run.taskId),
  ]);
  if (!agent)
    return { kind: 'fail', code: 'INTERNAL_ERROR', reason: `Agent ${task.agent_id} no longer exists.` };
  run.agent = agent;
  run.principal = PrincipalContext.of(agent.user_id, task.runner_user_id ?? agent.user_id);
  run.history = history;
  run.conversation = new Conversation(history);
  run.openCalls = openCalls;
  return next;
}

/** A call marked as executing when a previous worker stopped may or may not have run: never run it again. */
export async function recoverInterruptedCalls(run: RunState): Promise<NextStep> {
  const interrupted = run.openCalls.filter((call) => call.status === 'EXECUTING').sort((a, b) => a.id - b.id);
  if (interrupted.length === 0) return next;
  await write(run, async (trx) => {
    const closed = await interruptCalls(
      trx,
      interrupted.map((call) => call.id),
      'interrupted',
      interruptedByWorkerStopMessage,
    );
    run.changedCalls.push(...closed);
    return interrupted.map(
      (call): NewHistoryEntry => ({
        role: 'tool',
        toolCallId: call.provider_call_id,
        toolName: call.tool_name,
        content: interruptedByWorkerStopMessage,
      }),
    );
  });
  return next;
}
