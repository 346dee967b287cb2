import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { selectOperation, validateToolArguments } from '@spora/sdk';
import type { Transaction } from 'kysely';
import type { Database, Task, TaskHistoryRow, ToolCall } from '../db/index.js';
import { isForeignKeyViolation, nowIso } from '../db/index.js';
import { loadAgentToolset } from './agent-toolset.js';
import { rejectPendingCalls } from './bulk-rejection.js';
import { requeueAwaitingConnection } from './connection-resume.js';
import { releaseParentIfChildrenEnded } from './delegation.js';
import {
  appendHistoryRows,
  decodeHistoryRow,
  type HistoryEntry,
  type NewHistoryEntry,
  nextHistorySequence,
} from './history.js';
import {
  type AppendableHistoryRole,
  type HistoryMessageContext,
  historyEntryFor,
} from './history-message-context.js';
import { startLeaseHeartbeat } from './lease-heartbeat.js';
import { insertQueuedTask, retriedTaskValues } from './new-task.js';
import { closeOpenCalls } from './open-calls.js';
import { type PendingCall, readPendingCalls, serializePendingState } from './pending-state.js';
import { readAgent } from './run-reads.js';
import { RunStop } from './run-stop.js';
import { parseTaskData, serializeTaskData, withoutKeys } from './task-data.js';
import { deleteAgentTaskTrees, deleteTaskTree } from './task-deletion.js';
import type { TaskChange } from './task-events.js';
import {
  claimTask,
  extendLease,
  leaseOwnersStillHolding,
  queueDueRetries,
  type ReapResult,
  reapExpiredLeases,
} from './task-leases.js';
import { TaskRun, type TaskRunDependencies, type TaskRunOptions } from './task-run.js';
import {
  abortableStatuses,
  continuableStatuses,
  invalidTransition,
  isSettled,
  OrchestratorError,
  type TaskStatus,
} from './task-status.js';
import { type DecisionToRecord, recordDecisions } from './tool-call-decisions.js';

/**
 * `sync`: requests that start or resume work run the loop before they return.
 * `worker`: they queue the task and return at once; a worker runs it.
 */
export type ExecutionMode = 'sync' | 'worker';

export interface OrchestratorDependencies extends TaskRunDependencies {
  readonly mode: ExecutionMode;
  /**
   * Called when a run was stopped (named by its lease owner, never by its task: the task may
   * have a new run by the time the signal arrives), so it is cancelled in whichever process runs it.
   */
  readonly onStopped?: (leaseOwner: string) => void;
  /** Identifies this process in lease owners. */
  readonly processId?: string;
}

export interface StartOptions {
  /** Defaults to the agent's `max_steps`. */
  readonly maxSteps?: number;
  readonly parentTaskId?: number | null;
  /** A scheduled run that started the task. */
  readonly runId?: number | null;
  /** Who started the task; the agent's owner when omitted. */
  readonly runnerUserId?: number | null;
  /**
   * Runs inside the transaction that creates the task, so what it records commits with the task
   * or not at all; throwing undoes the task (a scheduled run links its occurrence here).
   */
  readonly onCreated?: (trx: Transaction<Database>, task: Task) => Promise<void>;
}

export type ApprovalDecision =
  | {
      readonly provider_call_id: string;
      readonly decision: 'approve';
      readonly arguments?: Record<string, unknown>;
    }
  | { readonly provider_call_id: string; readonly decision: 'reject'; readonly reason?: string };

/** An abort's change, with the run it stopped (the lease owner of a task that was RUNNING). */
type AbortChange = TaskChange & { readonly stoppedRun: string | null };

export const maxStepsLimit = 100;
const defaultRejectReason = 'No reason given.';

/**
 * The agent loop's public operations (seed 001 OrchestratorInterface). State changes happen in
 * one transaction each, conditional on the state they expect; the loop itself runs in `TaskRun`
 * under a lease.
 */
export class Orchestrator {
  /** This process's runs, by lease owner. */
  private readonly running = new Map<string, RunStop>();
  /** Runs of this process under way, for a graceful stop to wait on. */
  private readonly activeRuns = new Set<Promise<void>>();
  /** Set once a graceful stop began: runs that begin afterwards hand their task back at once. */
  private shutdownGraceMs: number | null = null;
  private readonly processId: string;
  private sequenceOfRuns = 0;

  constructor(private readonly deps: OrchestratorDependencies) {
    this.processId = deps.processId ?? `spora-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  get mode(): ExecutionMode {
    return this.deps.mode;
  }

  /** Creates a task for the agent with the prompt as its first message. */
  async start(agentId: number, prompt: string, options: StartOptions = {}): Promise<Task> {
    const { db } = this.deps;
    const agent = await readAgent(db, agentId);
    if (!agent) throw new OrchestratorError('NOT_FOUND', `Agent ${agentId} does not exist.`, { agentId });
    const maxSteps = validateMaxSteps(options.maxSteps ?? agent.max_steps);
    const parentTaskId = options.parentTaskId ?? null;
    const task = await db
      .transaction()
      .execute(async (trx) => {
        const queued = await insertQueuedTask(trx, {
          agentId: agent.id,
          userId: agent.user_id,
          runnerUserId: options.runnerUserId ?? null,
          prompt,
          maxSteps,
          parentTaskId,
          data: serializeTaskData(options.runId ? { run_id: options.runId } : {}),
        });
        await options.onCreated?.(trx, queued);
        await this.deps.events?.record(trx, [{ task: queued, statusChanged: true }]);
        return queued;
      })
      .catch((error: unknown) => {
        // The agent (or the parent task) was deleted since it was read.
        if (!isForeignKeyViolation(error)) throw error;
        throw new OrchestratorError(
          'NOT_FOUND',
          `Agent ${agentId} or parent task ${parentTaskId} no longer exists.`,
          {
            agentId,
            parentTaskId,
          },
        );
      });
    if (this.deps.mode === 'sync') return this.tick(task.id);
    // The row as queued: read again it would say no more than that a worker may have begun.
    this.deps.onQueued();
    return task;
  }

  /** Claims a queued task and runs it until it settles (client-driven execution). */
  async tick(taskId: number): Promise<Task> {
    const owner = this.newLeaseOwner();
    const claimed = await claimTask(this.deps.db, taskId, owner, this.deps.leaseTtlMs);
    if (claimed) await this.runClaimed(taskId, owner);
    return this.getTask(taskId);
  }

  /**
   * Client execution mode: claims a queued task and runs one model turn with its tool calls; the
   * task returns to QUEUED unless that turn settled it. INVALID_STATE when the task cannot be
   * claimed: another worker holds it, or it is not queued.
   */
  async step(taskId: number): Promise<Task> {
    const owner = this.newLeaseOwner();
    const claimed = await claimTask(this.deps.db, taskId, owner, this.deps.leaseTtlMs);
    if (!claimed) throw invalidTransition('run a step of', (await this.getTask(taskId)).status, taskId);
    await this.runClaimed(taskId, owner, { maxTurns: 1 });
    return this.getTask(taskId);
  }

  /** Runs a task this process has claimed; used by workers. */
  async runClaimed(taskId: number, leaseOwner: string, options: TaskRunOptions = {}): Promise<void> {
    const stop = new RunStop();
    if (this.shutdownGraceMs !== null) stop.stopGracefully(this.shutdownGraceMs);
    this.running.set(leaseOwner, stop);
    const stopHeartbeat = startLeaseHeartbeat({
      renew: () => extendLease(this.deps.db, taskId, leaseOwner, this.deps.leaseTtlMs),
      leaseTtlMs: this.deps.leaseTtlMs,
      controller: stop.cancellation,
      onRenewalError: (error) => this.deps.logger.warn({ err: error, taskId }, 'lease extension failed'),
    });
    const run = new TaskRun(this.deps, taskId, leaseOwner, stop, options);
    const running = run.run();
    this.activeRuns.add(running);
    try {
      await running;
    } finally {
      stopHeartbeat();
      stop.release();
      this.running.delete(leaseOwner);
      this.activeRuns.delete(running);
    }
    // A task handed back by a graceful stop is claimable at once: tell the other workers.
    if (stop.handsBack) this.deps.onQueued();
    await this.afterRun(taskId, run.createdTaskIds, run.endedAs);
  }

  /**
   * Starts what a run delegated to, and checks the sub-agent gate from both sides: a parent that
   * just began waiting, and the parent of a task that just ended. Whichever side commits last
   * sees the other's state, so a parent is never left waiting for children that have all ended.
   * The release is conditional on the rows it reads, so the state the run's own last write left
   * serves as well as a fresh read.
   */
  private async afterRun(
    taskId: number,
    createdTaskIds: readonly number[],
    endedAs: Task | null,
  ): Promise<void> {
    for (const created of createdTaskIds) await this.drive(created);
    const task = endedAs ?? (await this.getTask(taskId));
    if (task.status === 'AWAITING_SUB_AGENTS') await this.releaseParent(task.id);
    if (isSettled(task.status) && task.parent_task_id !== null) await this.releaseParent(task.parent_task_id);
  }

  private async releaseParent(parentId: number): Promise<void> {
    if (await releaseParentIfChildrenEnded(this.deps.db, parentId, this.deps.events)) {
      await this.drive(parentId);
    }
  }

  /** Applies per-call decisions; the task runs on once no call awaits a decision. */
  async resume(
    taskId: number,
    decisions: readonly ApprovalDecision[],
    actorUserId: number | null = null,
  ): Promise<Task> {
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const agentTools = await loadAgentToolset(
      this.deps.db,
      this.deps.tools,
      (await this.getTask(taskId)).agent_id,
    );
    const settled = await this.deps.db.transaction().execute(async (trx) => {
      const task = await this.lockInStatus(trx, taskId, ['PENDING_APPROVAL'], 'approve or reject calls of');
      const pending = readPendingCalls(task.pending_state);
      const calls = await pendingToolCalls(trx, taskId);
      validateDecisions(decisions, pending, calls);
      const history: NewHistoryEntry[] = [];
      const decidedCalls: ToolCall[] = [];
      const record: DecisionToRecord[] = [];
      const now = nowIso();
      for (const decision of decisions) {
        const call = calls.find(
          (candidate) => candidate.provider_call_id === decision.provider_call_id,
        ) as ToolCall;
        if (decision.decision === 'reject') {
          const reason = decision.reason?.trim() || defaultRejectReason;
          const rejected = await trx
            .updateTable('tool_calls')
            .set({
              status: 'REJECTED',
              rejected_at: now,
              rejected_by: actorUserId,
              reject_reason: reason,
              updated_at: now,
            })
            .where('id', '=', call.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          decidedCalls.push(rejected);
          record.push({ call, decision: 'reject', reason });
          history.push(rejectionEntry(call, reason));
          continue;
        }
        const approvedArguments = approvedArgumentsFor(decision, call, agentTools);
        const edited =
          decision.arguments !== undefined &&
          !isDeepStrictEqual(approvedArguments, JSON.parse(call.proposed_arguments));
        record.push({ call, decision: edited ? 'edit' : 'approve', reason: null });
        const approved = await trx
          .updateTable('tool_calls')
          .set({
            status: 'APPROVED',
            approved_arguments: JSON.stringify(approvedArguments),
            approved_at: now,
            approved_by: actorUserId,
            updated_at: now,
          })
          .where('id', '=', call.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        decidedCalls.push(approved);
      }
      const recorded = await recordDecisions(trx, record, {
        via: 'per_call',
        decidedBy: actorUserId,
        at: now,
      });
      const historyRows = await appendHistoryRows(
        trx,
        taskId,
        await nextHistorySequence(trx, taskId),
        history,
      );
      const decided = new Set(decisions.map((decision) => decision.provider_call_id));
      const remaining = pending.filter((call) => !decided.has(call.provider_call_id));
      const queued = remaining.length === 0;
      const after = await trx
        .updateTable('tasks')
        .set(
          queued
            ? { status: 'QUEUED', pending_state: null, updated_at: now }
            : { pending_state: serializePendingState(remaining, now), updated_at: now },
        )
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.events?.record(trx, [
        { task: after, statusChanged: queued, historyRows, toolCalls: decidedCalls, decisions: recorded },
      ]);
      return queued;
    });
    return settled ? this.drive(taskId) : this.getTask(taskId);
  }

  /**
   * Rejects every call awaiting a decision, with one reason the model reads ("Action rejected by
   * user: {reason}"), and queues the task (seed 001). The calls' per-call rejection columns stay
   * empty; the decisions record keeps who rejected them.
   */
  async reject(taskId: number, reason: string, actorUserId: number | null = null): Promise<Task> {
    const given = reason.trim() || defaultRejectReason;
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockInStatus(trx, taskId, ['PENDING_APPROVAL'], 'reject calls of');
      const now = nowIso();
      const rejected = await rejectPendingCalls(trx, taskId, given, now);
      const decisions = await recordDecisions(
        trx,
        rejected.calls.map((call) => ({ call, decision: 'reject', reason: given })),
        { via: 'bulk', decidedBy: actorUserId, at: now },
      );
      const historyRows = await appendHistoryRows(
        trx,
        taskId,
        await nextHistorySequence(trx, taskId),
        rejected.entries,
      );
      const queued = await trx
        .updateTable('tasks')
        .set({ status: 'QUEUED', pending_state: null, updated_at: now })
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.events?.record(trx, [
        { task: queued, statusChanged: true, historyRows, toolCalls: rejected.calls, decisions },
      ]);
    });
    return this.drive(taskId);
  }

  /**
   * Re-prompts a finished, failed or aborted task with a fresh step budget. From RUNNING it stops
   * the current run and re-prompts in the same transaction: the new prompt is what runs next.
   * `from` narrows the statuses it accepts, judged on the locked row, so a caller that must not
   * interrupt a run is refused even when another request has just started one.
   */
  async continue(
    taskId: number,
    prompt: string,
    additionalSteps?: number,
    from: ReadonlySet<TaskStatus> = continuableStatuses,
  ): Promise<Task> {
    if (additionalSteps !== undefined) validateMaxSteps(additionalSteps);
    const stoppedRun = await this.deps.db.transaction().execute(async (trx) => {
      const task = await this.lockInStatus(
        trx,
        taskId,
        [...from].filter((status) => continuableStatuses.has(status)),
        'continue',
      );
      const now = nowIso();
      const changes: TaskChange[] = [];
      if (task.status === 'RUNNING') changes.push(await this.interruptForContinue(trx, task, now));
      const historyRows = await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [
        { role: 'user', content: prompt },
      ]);
      const queued = await trx
        .updateTable('tasks')
        .set({
          status: 'QUEUED',
          user_prompt: prompt,
          step_count: 0,
          max_steps: additionalSteps ?? task.max_steps,
          error_code: null,
          error_message: null,
          failure_reason: null,
          retry_after: null,
          retry_of_task_id: null,
          pending_state: null,
          lease_owner: null,
          lease_expires_at: null,
          claim_attempts: 0,
          data: serializeTaskData(
            withoutKeys(parseTaskData(task.data), 'aborted_at', 'max_steps_reached', 'spawned_sub_task_ids'),
          ),
          updated_at: now,
        })
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
      changes.push({ task: queued, statusChanged: true, historyRows });
      await this.deps.events?.record(trx, changes);
      // Only a RUNNING task has a run to stop; the new prompt's run gets a new lease owner.
      return task.status === 'RUNNING' ? task.lease_owner : null;
    });
    this.stopRun(stoppedRun);
    return this.drive(taskId);
  }

  /**
   * `continue` on a RUNNING task first aborts it (seed 001): its calls without a result are
   * closed, an abort marker is logged and the task is ABORTED, a change of its own that the status
   * log and live clients see before the task is queued again in the same transaction.
   */
  private async interruptForContinue(
    trx: Transaction<Database>,
    task: Task,
    now: string,
  ): Promise<TaskChange> {
    const closed = await closeOpenCalls(
      trx,
      task.id,
      'Stopped: the user interrupted the task before this call finished.',
    );
    const historyRows = await appendHistoryRows(trx, task.id, await nextHistorySequence(trx, task.id), [
      ...closed.entries,
      { role: 'system', marker: { kind: 'abort_marker', at: now } },
    ]);
    const aborted = await trx
      .updateTable('tasks')
      .set({
        status: 'ABORTED',
        pending_state: null,
        lease_owner: null,
        lease_expires_at: null,
        data: serializeTaskData({ ...parseTaskData(task.data), aborted_at: now }),
        updated_at: now,
      })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { task: aborted, statusChanged: true, historyRows, toolCalls: closed.calls };
  }

  /** Stops a task: the in-flight LLM request and running tools are cancelled. Idempotent on ABORTED. */
  async abort(taskId: number): Promise<Task> {
    const { aborted, stoppedRun } = await this.deps.db.transaction().execute(async (trx) => {
      const change = await this.abortIn(trx, taskId);
      if (change) await this.deps.events?.record(trx, [change]);
      return { aborted: change !== null, stoppedRun: change?.stoppedRun ?? null };
    });
    this.stopRun(stoppedRun);
    const task = await this.getTask(taskId);
    if (aborted && task.parent_task_id !== null) await this.releaseParent(task.parent_task_id);
    return task;
  }

  /**
   * Aborts a sub-agent's task and every ancestor still waiting for sub-agents above it, in one
   * transaction, so no waiting ancestor is released to run on in between.
   */
  async abortWithWaitingAncestors(taskId: number): Promise<Task> {
    const stoppedRuns = await this.deps.db.transaction().execute(async (trx) => {
      const changes: AbortChange[] = [];
      const first = await this.abortIn(trx, taskId);
      if (first) changes.push(first);
      const visited = new Set([taskId]);
      let parentId = (await this.getTaskIn(trx, taskId)).parent_task_id;
      // Parent links are walked with a visited set: a corrupted chain must not loop forever.
      while (parentId !== null && !visited.has(parentId)) {
        visited.add(parentId);
        const parent = await this.getTaskIn(trx, parentId);
        if (parent.status !== 'AWAITING_SUB_AGENTS') break;
        const change = await this.abortIn(trx, parent.id);
        if (change) changes.push(change);
        parentId = parent.parent_task_id;
      }
      // Recorded once, last: the owner's event sequence is the last row the transaction locks.
      if (changes.length > 0) await this.deps.events?.record(trx, changes);
      return changes.map((change) => change.stoppedRun);
    });
    for (const run of stoppedRuns) this.stopRun(run);
    return this.getTask(taskId);
  }

  /**
   * The owner connected their account to an MCP server: every task of theirs waiting for that
   * connection is queued, and its waiting call runs first.
   */
  async resumeAwaitingConnection(ownerUserId: number, toolClassPrefix: string): Promise<void> {
    const queued = await this.deps.db.transaction().execute(async (trx) => {
      const tasks = await requeueAwaitingConnection(trx, ownerUserId, toolClassPrefix);
      if (tasks.length > 0) {
        await this.deps.events?.record(
          trx,
          tasks.map((task) => ({ task, statusChanged: true })),
        );
      }
      return tasks;
    });
    for (const task of queued) await this.drive(task.id);
  }

  /**
   * Deletes a task with its history, tool calls and sub-tasks; refused while any of them is
   * RUNNING. A parent waiting for it is released as if it had ended.
   */
  async deleteTask(taskId: number): Promise<void> {
    const parentId = await this.deps.db.transaction().execute(async (trx) => {
      const deletion = await deleteTaskTree(trx, taskId);
      await this.deps.events?.recordDeletion(trx, deletion);
      return deletion.parentTaskId;
    });
    if (parentId !== null) await this.releaseParent(parentId);
  }

  /**
   * Deletes every task of an agent inside `trx`, the transaction that deletes the agent, and
   * records their deletion; refused while one of them is RUNNING. Call the returned function once
   * that transaction has committed: it releases other agents' tasks that were waiting for them.
   */
  async deleteTasksOfAgent(trx: Transaction<Database>, agentId: number): Promise<() => Promise<void>> {
    const deletions = await deleteAgentTaskTrees(trx, agentId);
    for (const deletion of deletions) await this.deps.events?.recordDeletion(trx, deletion);
    const deletedIds = new Set(deletions.flatMap((deletion) => deletion.tasks.map((task) => task.id)));
    const waitingParents = deletions
      .map((deletion) => deletion.parentTaskId)
      .filter((parentId): parentId is number => parentId !== null && !deletedIds.has(parentId));
    return async () => {
      for (const parentId of waitingParents) await this.releaseParent(parentId);
    };
  }

  /** Runs a failed task again from its history, with a fresh step budget. */
  async retry(taskId: number): Promise<Task> {
    await this.deps.db.transaction().execute(async (trx) => {
      const failed = await this.lockInStatus(trx, taskId, ['FAILED'], 'retry');
      const queued = await trx
        .updateTable('tasks')
        .set({ ...retriedTaskValues(failed), updated_at: nowIso() })
        .where('id', '=', taskId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.deps.events?.record(trx, [{ task: queued, statusChanged: true }]);
    });
    return this.drive(taskId);
  }

  /** Cancels a scheduled automatic retry: the task becomes CANCELLED and is not retried. */
  async cancelRetry(taskId: number): Promise<Task> {
    const cancelled = await this.deps.db.transaction().execute(async (trx) => {
      const task = await trx
        .updateTable('tasks')
        .set({ status: 'CANCELLED', retry_after: null, retry_of_task_id: null, updated_at: nowIso() })
        .where('id', '=', taskId)
        .where('status', '=', 'FAILED')
        .where('retry_of_task_id', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      if (task) await this.deps.events?.record(trx, [{ task, statusChanged: true }]);
      return task;
    });
    if (cancelled) return cancelled;
    const task = await this.getTask(taskId);
    throw invalidTransition('cancel the automatic retry of', task.status, taskId);
  }

  /**
   * Appends one row to a task's conversation log, with what its role carries (seed 001
   * HistoryMessageContext); VALIDATION_ERROR for a context the role has no place for.
   */
  async appendHistory(
    taskId: number,
    role: AppendableHistoryRole,
    content: string,
    context: HistoryMessageContext = {},
  ): Promise<HistoryEntry> {
    const entry = historyEntryFor(role, content, context);
    return this.deps.db.transaction().execute(async (trx) => {
      const task = await this.getTaskIn(trx, taskId);
      const historyRows = await appendHistoryRows(trx, taskId, await nextHistorySequence(trx, taskId), [
        entry,
      ]);
      await this.deps.events?.record(trx, [{ task, statusChanged: false, historyRows }]);
      return decodeHistoryRow(historyRows[0] as TaskHistoryRow);
    });
  }

  async getTask(taskId: number): Promise<Task> {
    return this.getTaskIn(this.deps.db, taskId);
  }

  /** Workers' housekeeping: tasks whose worker stopped go back to the queue, or fail as orphaned. */
  reapExpiredLeases(maxClaimAttempts: number): Promise<ReapResult> {
    return reapExpiredLeases(this.deps.db, maxClaimAttempts, this.deps.events);
  }

  /** Workers' housekeeping: failed tasks whose automatic retry is due go back to the queue. */
  queueDueRetries(): Promise<number> {
    return queueDueRetries(this.deps.db, this.deps.events);
  }

  /** Aborts the runs of this process at once; their tasks are reaped back into the queue later. */
  cancelAllLocalRuns(): void {
    for (const stop of this.running.values()) stop.cancel(new Error('shutting down'));
  }

  /**
   * Graceful stop of this process's runs (shutdown): each starts nothing new, lets its running tool
   * calls finish within `graceMs`, records them and hands its task back to the queue; runs that
   * begin from now on hand theirs back at once. Resolves once every run has ended.
   */
  async stopLocalRunsGracefully(graceMs: number): Promise<void> {
    this.shutdownGraceMs = graceMs;
    for (const stop of this.running.values()) stop.stopGracefully(graceMs);
    while (this.activeRuns.size > 0) await Promise.allSettled([...this.activeRuns]);
  }

  newLeaseOwner(): string {
    this.sequenceOfRuns += 1;
    return `${this.processId}:${this.sequenceOfRuns}`;
  }

  /** After a change that queued the task: run it now (sync) or wake a worker. */
  private async drive(taskId: number): Promise<Task> {
    if (this.deps.mode === 'sync') return this.tick(taskId);
    this.deps.onQueued();
    return this.getTask(taskId);
  }

  /** Cancels the run with this lease owner if this process has it (its model request and tools stop). */
  stopLocalRun(leaseOwner: string): void {
    this.running.get(leaseOwner)?.cancel(new Error('run stopped'));
  }

  /**
   * Stop signals may have been lost (the listener was away): cancels each local run whose task is
   * no longer RUNNING under its lease owner, as its signal would have. Returns how many.
   */
  async stopLocalRunsNoLongerHeld(): Promise<number> {
    const owners = [...this.running.keys()];
    const held = await leaseOwnersStillHolding(this.deps.db, owners);
    const lost = owners.filter((owner) => !held.has(owner));
    for (const owner of lost) this.stopLocalRun(owner);
    return lost.length;
  }

  /** A stopped run may be in any process: stop it here and tell the others. */
  private stopRun(leaseOwner: string | null): void {
    if (leaseOwner === null) return;
    this.stopLocalRun(leaseOwner);
    this.deps.onStopped?.(leaseOwner);
  }

  /** Marks a task ABORTED and closes its calls that have no result; null when it already was. */
  private async abortIn(trx: Transaction<Database>, taskId: number): Promise<AbortChange | null> {
    // Decided on the locked row: a concurrent abort or claim has committed by then, so a second
    // abort sees ABORTED (and succeeds) and a refusal names the status that caused it.
    const task = await this.lockTask(trx, taskId);
    if (task.status === 'ABORTED') return null;
    if (!abortableStatuses.has(task.status)) throw invalidTransition('abort', task.status, taskId);
    const now = nowIso();
    const closed = await closeOpenCalls(
      trx,
      taskId,
      'Stopped: the user aborted the task before this call ran.',
    );
    const historyRows = await appendHistoryRows(
      trx,
      taskId,
      await nextHistorySequence(trx, taskId),
      closed.entries,
    );
    const aborted = await trx
      .updateTable('tasks')
      .set({
        status: 'ABORTED',
        pending_state: null,
        lease_owner: null,
        lease_expires_at: null,
        claim_attempts: 0,
        data: serializeTaskData({
          ...withoutKeys(parseTaskData(task.data), 'spawned_sub_task_ids'),
          aborted_at: now,
        }),
        updated_at: now,
      })
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      task: aborted,
      statusChanged: true,
      historyRows,
      toolCalls: closed.calls,
      stoppedRun: task.status === 'RUNNING' ? task.lease_owner : null,
    };
  }

  private async getTaskIn(
    db: Transaction<Database> | OrchestratorDependencies['db'],
    taskId: number,
  ): Promise<Task> {
    const task = await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
    if (!task) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} does not exist.`, { taskId });
    return task;
  }

  /**
   * The task's row as it is once locked (PostgreSQL waits for a concurrent writer to commit and
   * reads its version); the no-op write changes nothing a reader sees.
   */
  private async lockTask(trx: Transaction<Database>, taskId: number): Promise<Task> {
    const task = await trx
      .updateTable('tasks')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirst();
    if (!task) throw new OrchestratorError('NOT_FOUND', `Task ${taskId} does not exist.`, { taskId });
    return task;
  }

  /**
   * Locks the row and decides on the status it has once locked: a claim or another action that
   * committed meanwhile is seen, so a refusal always names the status that caused it (a filter
   * on the status followed by a second read could see two different moments).
   */
  private async lockInStatus(
    trx: Transaction<Database>,
    taskId: number,
    statuses: readonly TaskStatus[],
    action: string,
  ): Promise<Task> {
    const task = await this.lockTask(trx, taskId);
    if (!statuses.includes(task.status)) throw invalidTransition(action, task.status, taskId);
    return task;
  }
}

function validateMaxSteps(maxSteps: number): number {
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > maxStepsLimit) {
    throw new OrchestratorError(
      'VALIDATION_ERROR',
      `Max steps must be an integer from 1 to ${maxStepsLimit}.`,
      {
        maxSteps,
      },
    );
  }
  return maxSteps;
}

async function pendingToolCalls(trx: Transaction<Database>, taskId: number): Promise<ToolCall[]> {
  return trx
    .selectFrom('tool_calls')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('status', '=', 'PENDING_APPROVAL')
    .orderBy('call_index')
    .execute();
}

function validateDecisions(
  decisions: readonly ApprovalDecision[],
  pending: readonly PendingCall[],
  calls: readonly ToolCall[],
): void {
  const problems: string[] = [];
  if (decisions.length === 0) problems.push('at least one decision is required');
  const seen = new Set<string>();
  for (const decision of decisions) {
    const id = decision.provider_call_id;
    if (seen.has(id)) problems.push(`call "${id}" is decided twice`);
    seen.add(id);
    const awaiting =
      pending.some((call) => call.provider_call_id === id) &&
      calls.some((call) => call.provider_call_id === id);
    if (!awaiting) problems.push(`call "${id}" is not awaiting a decision`);
    if (decision.decision !== 'approve' && decision.decision !== 'reject') {
      problems.push(`call "${id}": decision must be "approve" or "reject"`);
    }
  }
  if (problems.length > 0) {
    throw new OrchestratorError('VALIDATION_ERROR', `Invalid decisions: ${problems.join('; ')}.`, {
      problems,
    });
  }
}

/** The arguments a call runs with: the model's, or a person's edit validated like the model's. */
function approvedArgumentsFor(
  decision: Extract<ApprovalDecision, { decision: 'approve' }>,
  call: ToolCall,
  toolset: Awaited<ReturnType<typeof loadAgentToolset>>,
): Record<string, unknown> {
  const proposed = JSON.parse(call.proposed_arguments) as Record<string, unknown>;
  if (decision.arguments === undefined) return proposed;
  const tool = toolset.find(call.tool_name);
  const invalid = (message: string, details: Record<string, unknown> = {}) =>
    new OrchestratorError(
      'VALIDATION_ERROR',
      `Edited arguments of call "${call.provider_call_id}" ${message}.`,
      {
        provider_call_id: call.provider_call_id,
        ...details,
      },
    );
  if (!tool) throw invalid('cannot be checked: the tool is no longer enabled for this agent');
  // With one operation allowed, an edit may leave the discriminator out, as the model may.
  const allowed = tool.allowedOperations.map((operation) => operation.name);
  const selected = selectOperation(tool.registered.metadata, decision.arguments, allowed);
  if (selected === null || selected.operation !== call.operation) {
    throw invalid(`must keep the operation "${call.operation}"`);
  }
  const validation = validateToolArguments(tool.validationSchema, selected.args);
  if (!validation.ok) throw invalid('are invalid', { errors: validation.error });
  return validation.value;
}

function rejectionEntry(
  call: Pick<ToolCall, 'provider_call_id' | 'tool_name'>,
  reason: string,
): NewHistoryEntry {
  return {
    role: 'tool',
    toolCallId: call.provider_call_id,
    toolName: call.tool_name,
    content: `Rejected by the user: ${reason}`,
  };
}
