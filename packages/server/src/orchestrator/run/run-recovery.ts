import { PrincipalContext } from '@spora/sdk';
import type { ToolCall } from '../../db/index.js';
import { loadRunRehearsal } from '../../rehearsals/run-rehearsal.js';
import type { AgentToolset } from '../agent-toolset.js';
import { returnUnstartedCalls } from '../hand-back.js';
import type { NewHistoryEntry } from '../history.js';
import { loadHistory } from '../history.js';
import { Conversation } from '../history-to-messages.js';
import { holdUncertainCalls, interruptCalls } from '../open-calls.js';
import { readAgent, readOpenCalls } from '../run-reads.js';
import { settledLease } from '../run-records.js';
import { loadToolset } from './call-execution.js';
import { end, type NextStep, next } from './next-step.js';
import { rehearsing } from './rehearsal-calls.js';
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
  if (task.rehearsal_id !== null) {
    run.rehearsal = await loadRunRehearsal(run.deps.db, task.rehearsal_id);
    // Never run a rehearsal task as real work: without its rehearsal, it does not run.
    if (!run.rehearsal)
      return {
        kind: 'fail',
        code: 'INTERNAL_ERROR',
        reason: `Rehearsal ${task.rehearsal_id} no longer exists.`,
      };
  }
  run.principal = PrincipalContext.of(agent.user_id, task.runner_user_id ?? agent.user_id);
  run.history = history;
  run.conversation = new Conversation(history);
  run.openCalls = openCalls;
  return next;
}

/**
 * Calls a previous worker left executing, when it stopped before their results were recorded. A
 * call of an operation declared `readOnly` has no effect to repeat: it waits, approved, and runs
 * again at once. A call with effects may or may not have had its effect, and is never run again
 * without a person: with the agent's `reconcile_uncertain_calls` it is held (UNCERTAIN) and the
 * task waits in NEEDS_RECONCILIATION for someone to say what became of it; without, it is closed
 * as interrupted and the model is told it may have run. In a rehearsal no call has an effect to
 * repeat (one that does not only read is simulated, and delegation's tasks are started with its
 * result), so every one waits, approved, and is run or simulated again.
 */
export async function recoverInterruptedCalls(run: RunState): Promise<NextStep> {
  const interrupted = run.openCalls.filter((call) => call.status === 'EXECUTING').sort((a, b) => a.id - b.id);
  if (interrupted.length === 0) return next;
  const toolset = await loadToolset(run);
  const rerun = interrupted.filter((call) => rehearsing(run) || onlyReads(toolset, call));
  const uncertain = interrupted.filter((call) => !rerun.includes(call));
  const holds = uncertain.length > 0 && run.agent.reconcile_uncertain_calls === 1;
  const returned = await write(
    run,
    async (trx) => {
      const again = await returnUnstartedCalls(
        trx,
        rerun.map((call) => call.id),
      );
      run.changedCalls.push(...again);
      if (holds) {
        run.changedCalls.push(
          ...(await holdUncertainCalls(
            trx,
            uncertain.map((call) => call.id),
          )),
        );
        return { entries: [], task: null, again };
      }
      const closed = await interruptCalls(
        trx,
        uncertain.map((call) => call.id),
        'interrupted',
        interruptedByWorkerStopMessage,
      );
      run.changedCalls.push(...closed);
      return {
        task: null,
        again,
        entries: uncertain.map(
          (call): NewHistoryEntry => ({
            role: 'tool',
            toolCallId: call.provider_call_id,
            toolName: call.tool_name,
            content: interruptedByWorkerStopMessage,
          }),
        ),
      };
    },
    holds ? { event: 'reconciliation_needed', values: settledLease } : undefined,
  );
  if (holds) return end;
  // The calls that only read run again with the approved ones, in the model's order.
  const againById = new Map(returned.again.map((call) => [call.id, call]));
  run.openCalls = run.openCalls.map((call) => againById.get(call.id) ?? call);
  return next;
}

/** Whether a stored call is of an operation the agent's tool declares `readOnly`. */
function onlyReads(toolset: AgentToolset, call: ToolCall): boolean {
  const operation = call.operation ?? 'default';
  return (
    toolset
      .find(call.tool_name)
      ?.allowedOperations.some((allowed) => allowed.name === operation && allowed.readOnly === true) ?? false
  );
}
