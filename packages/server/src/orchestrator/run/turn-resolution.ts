import { ToolResult } from '@spora/sdk';
import type { Transaction } from 'kysely';
import { awaitedToolCredential, type ToolCredentialWait } from '../../credentials/index.js';
import type { Database } from '../../db/index.js';
import { nowIso, pipelined } from '../../db/index.js';
import { awaitedConnection } from '../awaited-connection.js';
import { carryOutDelegation } from '../delegation.js';
import { closeCutShortCall, handedBackTaskValues, returnUnstartedCalls } from '../hand-back.js';
import type { NewHistoryEntry } from '../history.js';
import { closeOpenCalls } from '../open-calls.js';
import {
  type BatchRecord,
  type ExecutedCall,
  type RecordableCall,
  type RefusedCall,
  type StatementOrder,
  settledLease,
  type TaskUpdate,
  type TaskValues,
} from '../run-records.js';
import { serializeTaskData, type TaskData } from '../task-data.js';
import { savedFilesOf } from '../tool-result-files.js';
import { recordResult } from './call-execution.js';
import type { BatchBuilder } from './next-step.js';
import type { RunState } from './run-state.js';
import { write } from './run-writes.js';
import { pauseForToolCredential } from './tool-credential-pause.js';

/**
 * How a batch of calls ends a turn: their results recorded in the model's order, delegation
 * carried out, and what the task becomes — closed by a handover, waiting for sub-agents, paused
 * for approval, for an account or for a credential, handed back, or running on.
 */

/**
 * Writes a batch's results. When the task runs on, the same write counts the next step (and
 * gives it back if the batch settled the task after all), so the next model request needs no
 * write of its own before it. Answers whether the run goes on.
 */
export async function recordBatch(
  run: RunState,
  build: BatchBuilder,
  order: StatementOrder = 'any',
): Promise<boolean> {
  const countsNext = nextStepMayRun(run);
  const counted = run.task.step_count;
  const outcome = await write(
    run,
    async (trx, append) => {
      const recorded = await build(trx, append);
      if (!countsNext || recorded.continues) return recorded;
      const given = recorded.task;
      return { ...recorded, task: { ...given, values: { ...given?.values, step_count: counted } } };
    },
    countsNext ? { values: { step_count: counted + 1 } } : undefined,
    order,
  );
  run.nextStepCounted = countsNext && outcome.continues;
  // Handed back by the batch itself (a credential saved while its call ran, calls not started): a
  // worker may take it at once. A stopping run's hand-back is announced where the stop is.
  if (!outcome.continues && run.task.status === 'QUEUED' && !run.stop.handsBack) run.deps.onQueued();
  return outcome.continues;
}

/** Whether the loop will go on to another model request if the batch being recorded lets it. */
function nextStepMayRun(run: RunState): boolean {
  return (
    !run.stop.handsBack &&
    !run.signal.aborted &&
    run.turnsBegun < run.maxTurns &&
    run.task.step_count < run.task.max_steps &&
    (run.data().spawned_sub_task_ids ?? []).length === 0
  );
}

/**
 * After a batch: a run that is stopping gracefully, or that could not start every call, hands
 * the task back unless the batch already settled it. Calls it never started wait again, approved,
 * for the next run (which runs approved calls first).
 */
export async function handBackAfterBatch(
  run: RunState,
  unstartedRowIds: readonly number[],
  recorded: BatchRecord,
  trx: Transaction<Database>,
): Promise<BatchRecord> {
  run.changedCalls.push(...(await returnUnstartedCalls(trx, unstartedRowIds)));
  if (!recorded.continues || (!run.stop.handsBack && unstartedRowIds.length === 0)) return recorded;
  return {
    ...recorded,
    task: { event: 'handed_back', values: handedBackTaskValues(run.task) },
    continues: false,
  };
}

/**
 * Records results in order (with refusals interleaved), carries out delegation requests, and
 * decides what the task becomes: closed by a handover, waiting for sub-agents, paused for
 * approval, or running on.
 */
export async function recordExecuted(
  run: RunState,
  trx: Transaction<Database>,
  calls: readonly RecordableCall[],
  pause: TaskValues | null,
): Promise<BatchRecord> {
  const entries: NewHistoryEntry[] = [];
  const results: { readonly rowId: number; readonly result: ToolResult }[] = [];
  let closesSource: TaskUpdate | null = null;
  const spawned: number[] = [];
  let awaitsConnection = false;
  let awaitsCredential: ToolCredentialWait | null = null;
  for (const call of calls) {
    if ('refusal' in call) {
      entries.push(refusalRow(call.refusal));
      continue;
    }
    if (call.cutShort) {
      // The shutdown's grace period ended first: the call may have had its effect.
      const closed = await closeCutShortCall(trx, call.rowId);
      run.changedCalls.push(...closed);
      entries.push({
        role: 'tool',
        toolCallId: call.providerCallId,
        toolName: call.toolName,
        content: closed[0]?.result_content ?? call.result.content,
      });
      continue;
    }
    if (!call.resultStored && awaitedConnection(call.result) !== null) {
      // Not a failure: the call waits, approved, until the owner connects, then runs again.
      run.changedCalls.push(...(await returnUnstartedCalls(trx, [call.rowId])));
      awaitsConnection = true;
      continue;
    }
    const credential = call.resultStored ? null : awaitedToolCredential(call.result);
    if (credential !== null) {
      // Likewise: the call waits, approved, until someone saves the setting.
      run.changedCalls.push(...(await returnUnstartedCalls(trx, [call.rowId])));
      awaitsCredential ??= credential;
      continue;
    }
    let result = call.result;
    if (!call.resultStored && result.success && call.requests.length > 0 && closesSource === null) {
      const delegation = await carryOutDelegation(trx, run.task, call.requests);
      const createdIds = delegation.createdTasks.map((task) => task.id);
      run.createdTaskIds.push(...createdIds);
      run.createdTasks.push(...delegation.createdTasks);
      if (delegation.awaitsChildren) {
        spawned.push(...createdIds);
        const waiting = await trx
          .updateTable('tool_calls')
          .set({
            result_content: delegation.content,
            result_data: JSON.stringify(delegation.data),
            updated_at: nowIso(),
          })
          .where('id', '=', call.rowId)
          .returningAll()
          .execute();
        run.changedCalls.push(...waiting);
        continue;
      }
      closesSource = delegation.closesSource;
      result = ToolResult.ok(delegation.content, delegation.data);
    }
    if (!call.resultStored) results.push({ rowId: call.rowId, result });
    entries.push(resultRow(call, result));
  }
  const recorded = await sendResults(run, trx, results);
  if (closesSource !== null) {
    await recorded.answered;
    const message = 'Not run: the task was handed over to another agent.';
    const closed = await closeOpenCalls(trx, run.taskId, message);
    entries.push(...closed.entries);
    run.changedCalls.push(...closed.calls);
    const values = { ...closesSource.values, pending_state: null, ...settledLease };
    return { entries, task: { ...closesSource, values }, continues: false };
  }
  const data: TaskData = run.data();
  const waitingOn = [...(data.spawned_sub_task_ids ?? []), ...spawned];
  const withChildren =
    spawned.length > 0 ? { data: serializeTaskData({ ...data, spawned_sub_task_ids: waitingOn }) } : {};
  if (pause) {
    return {
      entries,
      task: { event: 'approval_needed', values: { ...pause, ...withChildren } },
      continues: false,
    };
  }
  if (spawned.length > 0) {
    return {
      entries,
      task: { event: 'sub_agents_started', values: { ...withChildren, ...settledLease } },
      continues: false,
    };
  }
  if (awaitsConnection) {
    return { entries, task: { event: 'connection_needed', values: settledLease }, continues: false };
  }
  if (awaitsCredential !== null) {
    await recorded.answered;
    return { entries, task: await pauseForToolCredential(run, trx, awaitsCredential), continues: false };
  }
  return { entries, task: null, continues: true };
}

/**
 * Records the calls' results without waiting for the answers: on PostgreSQL the results' rows,
 * appended next, travel with them. The write waits for them before its events (`run.unanswered`);
 * what reads the calls after them waits for `answered`.
 */
async function sendResults(
  run: RunState,
  trx: Transaction<Database>,
  results: readonly { readonly rowId: number; readonly result: ToolResult }[],
): Promise<{ readonly answered: Promise<unknown> }> {
  if (results.length === 0) return { answered: Promise.resolve() };
  const together = await pipelined(trx);
  const answered = Promise.all(
    results.map(({ rowId, result }) => recordResult(run, together, rowId, result)),
  );
  answered.catch(() => {});
  run.unanswered.push(answered);
  // In an object: an async function's result that is a promise would be waited for.
  return { answered };
}

/** The row that tells the model a call was refused. */
export function refusalRow(refusal: RefusedCall): NewHistoryEntry {
  return { role: 'tool', toolCallId: refusal.call.id, toolName: refusal.call.name, content: refusal.message };
}

/** The row that tells the model a call's result. */
export function resultRow(
  call: Pick<ExecutedCall, 'providerCallId' | 'toolName' | 'editNote' | 'spend'>,
  result: ToolResult,
): NewHistoryEntry {
  return {
    role: 'tool',
    toolCallId: call.providerCallId,
    toolName: call.toolName,
    // The model reads what a person changed before the result; the call row keeps the result.
    content: call.editNote === undefined ? result.content : `${call.editNote}\n\n${result.content}`,
    attachments: savedFilesOf(result),
    ...(call.spend && { spend: call.spend }),
  };
}
