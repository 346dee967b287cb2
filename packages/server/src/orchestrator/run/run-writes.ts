import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database, Task, TaskHistoryRow } from '../../db/index.js';
import {
  type ConnectionLossRetryOptions,
  isoAfter,
  nowIso,
  pipelined,
  retryAfterConnectionLoss,
} from '../../db/index.js';
import { handedBackTaskValues } from '../hand-back.js';
import { appendHistoryRowsHolding } from '../held-history-append.js';
import { appendHistoryRows, decodeHistoryRow, type NewHistoryEntry } from '../history.js';
import {
  type BuiltWrite,
  type HistoryAppender,
  LeaseLostError,
  type StatementOrder,
  settledLease,
  type TaskUpdate,
  type TaskValues,
} from '../run-records.js';
import { holdsTask, updateHeldTask } from '../run-statements.js';
import type { TaskChange } from '../task-events.js';
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
  order: StatementOrder = 'any',
): Promise<Built> {
  return writeHolding(run, build, { extends: true, update }, order);
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
  return writeHolding(run, build, { extends: false }, 'appends-first');
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
  order: StatementOrder,
): Promise<Built> {
  const update = holding.extends ? holding.update : undefined;
  const pipelines = run.deps.db.getExecutor().adapter instanceof PostgresAdapter;
  const foldsClaim = order === 'appends-first' && pipelines;
  const createdBefore = run.createdTaskIds.length;
  // Once the transaction's work is done, a lost connection leaves unknown whether it committed.
  let committing = false;
  const attempt = () =>
    run.deps.db.transaction().execute(async (trx) => {
      committing = false;
      run.createdTaskIds.length = createdBefore;
      run.changedCalls.length = 0;
      run.unanswered.length = 0;
      run.changedDecisions.length = 0;
      run.createdTasks.length = 0;
      const touched = holding.extends
        ? { lease_expires_at: isoAfter(run.deps.leaseTtlMs), updated_at: nowIso() }
        : {};
      const first = { ...touched, ...update?.values, ...statusOf(run, update) };
      // Whether a statement that checks the claim has been sent.
      let checked = false;
      const checkClaim = async (via: Transaction<Database>) => {
        checked = true;
        const held = holding.extends
          ? await updateHeldTask(via, run.taskId, run.leaseOwner, first)
          : await holdsTask(via, run.taskId, run.leaseOwner);
        if (!held) throw new LeaseLostError();
      };
      // On PostgreSQL the claim's answer is not waited for: the write's statements travel with it
      // (one round trip fewer), and it is awaited before the write's events. What they did is
      // rolled back with the transaction when the claim no longer holds.
      let claimAnswer: Promise<void> | null = null;
      if (!foldsClaim && pipelines) {
        claimAnswer = checkClaim(await pipelined(trx));
        claimAnswer.catch(() => {});
      } else if (!foldsClaim) {
        await checkClaim(trx);
      }
      const rows: TaskHistoryRow[] = [];
      let sequence = (run.history.at(-1)?.sequence ?? -1) + 1;
      // Appending, the claim's update also counts the claim's progress (see `countProgress`).
      let progressFolded = false;
      const appendHolding = async (entries: readonly NewHistoryEntry[]) => {
        const resets = holding.extends && run.task.claim_attempts !== 0 && first.claim_attempts !== 0;
        const appended = await appendHistoryRowsHolding(trx, sequence, entries, {
          taskId: run.taskId,
          leaseOwner: run.leaseOwner,
          values: holding.extends ? { ...first, ...(resets && { claim_attempts: 0 }) } : null,
        });
        if (appended === null) throw new LeaseLostError();
        checked = true;
        progressFolded = resets;
        return appended;
      };
      const append: HistoryAppender = async (entries) => {
        const appended =
          checked || entries.length === 0
            ? await appendHistoryRows(trx, run.taskId, sequence, entries)
            : await appendHolding(entries);
        sequence += appended.length;
        rows.push(...appended);
        return appended;
      };
      // What was sent without waiting, answered: the claim first, as a lost claim explains
      // whatever failed behind it.
      const answered = async () => {
        await claimAnswer;
        await Promise.all(run.unanswered);
      };
      const failing = async (error: unknown): Promise<never> => {
        await answered();
        throw error;
      };
      const built = await build(trx, append).catch(failing);
      const decidedUpdate = Array.isArray(built) ? null : built.task;
      const decided = decidedUpdate && { ...decidedUpdate.values, ...statusOf(run, decidedUpdate) };
      const entries = Array.isArray(built) ? built : built.entries;
      // A builder that appended nothing ran nothing: the claim comes before what follows.
      if (!checked && (decided || entries.length === 0)) await checkClaim(trx);
      if (decided) await trx.updateTable('tasks').set(decided).where('id', '=', run.taskId).execute();
      await append(entries).catch(failing);
      await answered();
      const progressed =
        update?.values?.claim_attempts === 0
          ? {}
          : progressFolded && decided?.claim_attempts === undefined
            ? { claim_attempts: 0 }
            : await countProgress(run, trx, rows.length > 0);
      const task: Task = { ...run.task, ...first, ...decided, ...progressed };
      const sentHeldText = await recordChange(run, trx, task, rows);
      committing = true;
      return { built, appended: rows.map(decodeHistoryRow), task, sentHeldText };
    });
  const { built, appended, task, sentHeldText } = await retryAfterConnectionLoss(
    attempt,
    databaseRetry(run, () => !committing),
  );
  if (sentHeldText) run.heldText = null;
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
  return write(
    run,
    async () => [...entries],
    { ...update, values: { ...update.values, ...settledLease } },
    'appends-first',
  );
}

/**
 * A claim that advanced the conversation does not count towards ORPHANED: the first write of a
 * claim that appends history resets the count of claims without progress.
 */
async function countProgress(
  run: RunState,
  trx: Transaction<Database>,
  appended: boolean,
): Promise<{ claim_attempts: number } | Record<string, never>> {
  if (!appended || run.task.claim_attempts === 0) return {};
  await trx.updateTable('tasks').set({ claim_attempts: 0 }).where('id', '=', run.taskId).execute();
  return { claim_attempts: 0 };
}

/**
 * Tells live clients what a write changed: one batch of events per write, none when nothing shows.
 * Answers whether the turn's held text went with them.
 */
async function recordChange(
  run: RunState,
  trx: Transaction<Database>,
  task: Task,
  historyRows: readonly TaskHistoryRow[],
): Promise<boolean> {
  if (!run.deps.events) return false;
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
      ...(run.heldText && { heldText: run.heldText }),
    });
  }
  if (changes.length > 0) await run.deps.events.record(trx, changes);
  return changes.some((change) => change.heldText !== undefined);
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
