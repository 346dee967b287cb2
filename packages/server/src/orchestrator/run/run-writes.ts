import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database, Task, TaskHistoryRow } from '../../db/index.js';
import {
  type ConnectionLossRetryOptions,
  isoAfter,
  nowIso,
  retryAfterConnectionLoss,
} from '../../db/index.js';
import { handedBackTaskValues } from '../hand-back.js';
import { appendHistoryRows, decodeHistoryRow, type NewHistoryEntry } from '../history.js';
import {
  type BuiltWrite,
  type HistoryAppender,
  LeaseLostError,
  settledLease,
  type TaskUpdate,
  type TaskValues,
} from '../run-records.js';
import { holdsTask, updateHeldTask } from '../run-statements.js';
import type { ClaimCheck, TaskChange } from '../task-events.js';
import { taskStatusAfter } from '../task-transitions.js';
import type { RunState } from './run-state.js';

/**
 * The run's writes. Each is one transaction that checks the task is still RUNNING under the run's
 * lease (extending it), applies what the write decides and appends history; a status changes only
 * as the state machine's answer to the update's event.
 */

/**
 * How reads and writes ride out a lost database connection: tried again on a new one for up to
 * half a lease, unless the run is cancelled meanwhile.
 */
export function databaseRetry(run: RunState, mayRetry?: () => boolean): ConnectionLossRetryOptions {
  return {
    forMs: run.deps.leaseTtlMs / 2,
    signal: run.signal,
    ...(mayRetry && { mayRetry }),
    onRetry: (error, delayMs) =>
      run.log.warn({ err: error, retryInMs: delayMs }, 'database connection lost; trying again'),
  };
}

/** The status an update's event leads to from RUNNING (the only status a run holds a task in). */
function statusOf(run: RunState, update: TaskUpdate | null | undefined) {
  return update?.event === undefined
    ? {}
    : { status: taskStatusAfter(run.task.status, update.event, run.taskId) };
}

/**
 * One transaction: checks the task is still RUNNING under this lease (extending it), applies
 * `update`, runs `build` (which may append history rows through `append` as it goes), applies the
 * update it decides and appends the entries it returns. Returns what `build` returned. Throws
 * `LeaseLostError` when the claim is gone.
 */
export function write<Built extends NewHistoryEntry[] | BuiltWrite>(
  run: RunState,
  build: WriteBuilder<Built>,
  update?: TaskUpdate,
): Promise<Built> {
  return writeHolding(run, build, { extends: true, update });
}

/**
 * `write` for the intent of calls that may have side effects, recorded before they run: the claim
 * is checked, not extended, so the task row is not written (the result's write extends the lease
 * once the calls ran). `build` must not decide the task's values.
 */
export function writeIntent<Built extends NewHistoryEntry[] | (BuiltWrite & { readonly task: null })>(
  run: RunState,
  build: WriteBuilder<Built>,
): Promise<Built> {
  return writeHolding(run, build, { extends: false });
}

type WriteBuilder<Built> = (trx: Transaction<Database>, append: HistoryAppender) => Promise<Built>;

/** How a write holds the task: extending the lease (and applying `update`), or only checking it. */
type Holding =
  | { readonly extends: true; readonly update: TaskUpdate | undefined }
  | { readonly extends: false };

async function writeHolding<Built extends NewHistoryEntry[] | BuiltWrite>(
  run: RunState,
  build: WriteBuilder<Built>,
  holding: Holding,
): Promise<Built> {
  const update = holding.extends ? holding.update : undefined;
  const foldsClaim =
    run.deps.events !== undefined && run.deps.db.getExecutor().adapter instanceof PostgresAdapter;
  const createdBefore = run.createdTaskIds.length;
  // Once the transaction's work is done, a lost connection leaves unknown whether it committed.
  let committing = false;
  const attempt = () =>
    run.deps.db.transaction().execute(async (trx) => {
      committing = false;
      run.createdTaskIds.length = createdBefore;
      run.changedCalls.length = 0;
      run.changedDecisions.length = 0;
      run.createdTasks.length = 0;
      const touched = holding.extends
        ? { lease_expires_at: isoAfter(run.deps.leaseTtlMs), updated_at: nowIso() }
        : {};
      const first = { ...touched, ...update?.values, ...statusOf(run, update) };
      // Checked now, or (PostgreSQL) by the statement that records the write's events, last: a
      // round trip fewer. A lost claim rolls back whatever was written before it either way.
      let checked = !foldsClaim;
      const checkClaim = async (values: TaskValues) => {
        const held = holding.extends
          ? await updateHeldTask(trx, run.taskId, run.leaseOwner, values)
          : await holdsTask(trx, run.taskId, run.leaseOwner);
        if (!held) throw new LeaseLostError();
        checked = true;
      };
      if (!foldsClaim) await checkClaim(first);
      const rows: TaskHistoryRow[] = [];
      let sequence = (run.history.at(-1)?.sequence ?? -1) + 1;
      const append: HistoryAppender = async (entries) => {
        const appended = await appendHistoryRows(trx, run.taskId, sequence, entries);
        sequence += appended.length;
        rows.push(...appended);
        return appended;
      };
      const built = await build(trx, append);
      const decidedUpdate = Array.isArray(built) ? null : built.task;
      const decided = decidedUpdate && { ...decidedUpdate.values, ...statusOf(run, decidedUpdate) };
      // The claim is checked on the status the run holds, before a decided status replaces it.
      if (decided && !checked) await checkClaim(first);
      if (decided) await trx.updateTable('tasks').set(decided).where('id', '=', run.taskId).execute();
      await append(Array.isArray(built) ? built : built.entries);
      const progress = update?.values?.claim_attempts === 0 ? {} : progressOf(run, rows.length > 0);
      // Folded into the claim's update where that comes later; otherwise written on its own.
      const foldsProgress = !checked && holding.extends;
      if (!foldsProgress && progress.claim_attempts === 0) await countProgress(run, trx);
      const task: Task = { ...run.task, ...first, ...decided, ...progress };
      const claim = checked
        ? null
        : {
            taskId: run.taskId,
            leaseOwner: run.leaseOwner,
            values: holding.extends ? { ...first, ...progress } : null,
          };
      const held = await recordChange(run, trx, task, rows, claim);
      if (held === false) throw new LeaseLostError();
      if (held === null && !checked) await checkClaim({ ...first, ...progress });
      committing = true;
      return { built, appended: rows.map(decodeHistoryRow), task };
    });
  // A write whose claim is checked last may fail on rows another run wrote after taking the task
  // over (the next history sequence, say): that is a lost claim too, as a first check would have said.
  const checkedAttempt = foldsClaim
    ? () =>
        attempt().catch(async (error: unknown) => {
          if (error instanceof LeaseLostError || (await holdsTaskNow(run).catch(() => true))) throw error;
          throw new LeaseLostError();
        })
    : attempt;
  const { built, appended, task } = await retryAfterConnectionLoss(
    checkedAttempt,
    databaseRetry(run, () => !committing),
  );
  run.history.push(...appended);
  run.conversation.append(appended);
  run.task = task;
  run.statusAnnounced = true;
  return built;
}

/** The run ends with `update` applied and the lease given up, `entries` appended with it. */
export function settle(
  run: RunState,
  update: TaskUpdate,
  entries: readonly NewHistoryEntry[] = [],
): Promise<unknown> {
  return write(run, async () => [...entries], {
    ...update,
    values: { ...update.values, ...settledLease },
  });
}

/**
 * A claim that advanced the conversation does not count towards ORPHANED: the first write of a
 * claim that appends history resets the count of claims without progress.
 */
function progressOf(run: RunState, appended: boolean): { claim_attempts?: 0 } {
  return appended && run.task.claim_attempts !== 0 ? { claim_attempts: 0 } : {};
}

async function countProgress(run: RunState, trx: Transaction<Database>): Promise<void> {
  await trx.updateTable('tasks').set({ claim_attempts: 0 }).where('id', '=', run.taskId).execute();
}

/** Whether the run still holds its task, read outside any write. */
async function holdsTaskNow(run: RunState): Promise<boolean> {
  const row = await run.deps.db
    .selectFrom('tasks')
    .select('id')
    .where('id', '=', run.taskId)
    .where('status', '=', 'RUNNING')
    .where('lease_owner', '=', run.leaseOwner)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Tells live clients what a write changed: one batch of events per write, none when nothing shows.
 * With `claim`, the statement that appends the events checks it: whether it held, or null when it
 * was not checked.
 */
async function recordChange(
  run: RunState,
  trx: Transaction<Database>,
  task: Task,
  historyRows: readonly TaskHistoryRow[],
  claim: ClaimCheck | null,
): Promise<boolean | null> {
  if (!run.deps.events) return null;
  const statusChanged = !run.statusAnnounced || task.status !== run.task.status;
  const toolCalls = [...run.changedCalls];
  const decisions = [...run.changedDecisions];
  const changes: TaskChange[] = run.createdTasks.map((created) => ({ task: created, statusChanged: true }));
  if (statusChanged || historyRows.length > 0 || toolCalls.length > 0) {
    changes.unshift({
      task,
      statusChanged,
      historyRows,
      toolCalls,
      ...(decisions.length > 0 && { decisions }),
    });
  }
  if (changes.length === 0) return null;
  if (claim) return run.deps.events.recordHolding(trx, changes, claim);
  await run.deps.events.record(trx, changes);
  return null;
}

/** A graceful stop: the task goes back to the queue, claimable at once, this claim not counted. */
export async function handBack(run: RunState, values: TaskValues = {}): Promise<void> {
  // A step counted ahead by the last write is given back with the task.
  const counted = run.nextStepCounted ? { step_count: run.task.step_count - 1 } : {};
  await write(run, async () => [], {
    event: 'handed_back',
    values: { ...counted, ...values, ...handedBackTaskValues(run.task) },
  });
  run.nextStepCounted = false;
}
