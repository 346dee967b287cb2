import type { Transaction } from 'kysely';
import type { GrantRequest } from '../approvals/index.js';
import type { Budget } from '../budgets/index.js';
import type { Agent, Database, DecisionChannel, Task } from '../db/index.js';
import type { MessageAttachment, ModelInput } from '../files/index.js';
import { requeueUnderBudget } from './actions/budget-actions.js';
import type { ApprovalDecision } from './actions/decisions.js';
import { appendHistoryIn } from './actions/history-append.js';
import { cancelRetryIn, retryIn } from './actions/retry-actions.js';
import { createTask, type StartOptions, validateMaxSteps } from './actions/start-task.js';
import {
  abortWithChildren,
  abortWithWaitingAncestors,
  continueIn,
  type StopChange,
} from './actions/stop-actions.js';
import { getTaskIn } from './actions/task-lock.js';
import { requeueAwaitingConnection } from './connection-resume.js';
import { releaseParentIfChildrenEnded } from './delegation.js';
import type { HistoryEntry } from './history.js';
import {
  type AppendableHistoryRole,
  type HistoryMessageContext,
  historyEntryFor,
} from './history-message-context.js';
import { runUnderLease } from './leased-run.js';
import { LocalRuns } from './local-runs.js';
import type { ExecutionMode, OrchestratorDependencies } from './orchestrator-dependencies.js';
import { QueueHousekeeping } from './queue-housekeeping.js';
import { agentModelInput } from './run/message-attachments.js';
import { TaskDecisions } from './task-decisions.js';
import { deleteAgentTaskTrees, deleteTaskTree, parentsOutside } from './task-deletion.js';
import { claimTask, leaseOwnersStillHolding } from './task-leases.js';
import type { TaskRunOptions } from './task-run.js';
import { continuableStatuses, invalidTransition, isSettled, type TaskStatus } from './task-status.js';

export type { ApprovalDecision } from './actions/decisions.js';
export { maxStepsLimit, type StartOptions } from './actions/start-task.js';
export type { ExecutionMode, OrchestratorDependencies } from './orchestrator-dependencies.js';

/**
 * The agent loop's public operations (seed 001 OrchestratorInterface). State changes happen in
 * one transaction each, conditional on the state they expect; the loop itself runs in `TaskRun`
 * under a lease.
 */
export class Orchestrator {
  private readonly runs: LocalRuns;
  /** The workers' housekeeping: reaped runs and due retries back to the queue. */
  readonly housekeeping: QueueHousekeeping;
  /** Approvals, rejections, reconciliations and raised limits of paused tasks. */
  readonly decisions: TaskDecisions;

  constructor(private readonly deps: OrchestratorDependencies) {
    this.runs = new LocalRuns(deps.processId);
    this.housekeeping = new QueueHousekeeping(deps);
    this.decisions = new TaskDecisions(deps, (taskId) => this.wake(taskId));
  }

  get mode(): ExecutionMode {
    return this.deps.mode;
  }

  /** Creates a task for the agent with the prompt as its first message. */
  async start(agentId: number, prompt: string, options: StartOptions = {}): Promise<Task> {
    const task = await createTask(this.deps.db, this.deps.events, agentId, prompt, options);
    if (this.deps.mode === 'sync') return this.tick(task.id);
    // The row as queued: read again it would say no more than that a worker may have begun.
    this.deps.onQueued();
    return task;
  }

  /** What the model of the agent's next turn takes besides text; null when none resolves. */
  async modelInput(
    agent: Pick<Agent, 'llm_driver_config_id' | 'user_id'>,
    conversationConfigurationId: number | null,
  ): Promise<ModelInput | null> {
    return agentModelInput(this.deps, agent, conversationConfigurationId);
  }

  /** Claims a queued task and runs it until it settles (client-driven execution). */
  async tick(taskId: number): Promise<Task> {
    await this.runNow(taskId);
    return this.getTask(taskId);
  }

  /** Claims the task and runs it here; nothing when it is not queued or another worker holds it. */
  private async runNow(taskId: number): Promise<void> {
    const owner = this.newLeaseOwner();
    const claimed = await claimTask(this.deps.db, taskId, owner, this.deps.leaseTtlMs);
    if (claimed) await this.runClaimed(taskId, owner, { claimed });
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
    await this.runClaimed(taskId, owner, { maxTurns: 1, claimed });
    return this.getTask(taskId);
  }

  /** Runs a task this process has claimed; used by workers. */
  async runClaimed(taskId: number, leaseOwner: string, options: TaskRunOptions = {}): Promise<void> {
    this.deps.metrics?.taskClaimed();
    const { stop, run } = await runUnderLease(this.deps, this.runs, taskId, leaseOwner, options);
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
    for (const created of createdTaskIds) await this.wake(created);
    const task = endedAs ?? (await this.getTask(taskId));
    if (task.status === 'AWAITING_SUB_AGENTS') await this.releaseParent(task.id);
    if (isSettled(task.status) && task.parent_task_id !== null) await this.releaseParent(task.parent_task_id);
  }

  private async releaseParent(parentId: number): Promise<void> {
    if (await releaseParentIfChildrenEnded(this.deps.db, parentId, this.deps.events)) {
      await this.wake(parentId);
    }
  }

  /** Applies per-call decisions; the task runs on once no call awaits a decision. */
  async resume(
    taskId: number,
    decisions: readonly ApprovalDecision[],
    actorUserId: number | null = null,
    channel: DecisionChannel = 'api',
    grants: readonly GrantRequest[] = [],
  ): Promise<Task> {
    await this.decisions.decide(taskId, decisions, actorUserId, channel, grants);
    return this.getTask(taskId);
  }

  /** Rejects every call awaiting a decision, with one reason the model reads, and queues the task (seed 001). */
  async reject(
    taskId: number,
    reason: string,
    actorUserId: number | null = null,
    channel: DecisionChannel = 'api',
  ): Promise<Task> {
    await this.decisions.rejectPending(taskId, reason, actorUserId, channel);
    return this.getTask(taskId);
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
    attachments: readonly MessageAttachment[] = [],
  ): Promise<Task> {
    if (additionalSteps !== undefined) validateMaxSteps(additionalSteps);
    const stoppedRun = await this.deps.db.transaction().execute(async (trx) => {
      const continued = await continueIn(trx, taskId, prompt, additionalSteps, from, attachments);
      await this.deps.events?.record(trx, continued.changes);
      return continued.stoppedRun;
    });
    // Only a RUNNING task has a run to stop; the new prompt's run gets a new lease owner.
    this.stopRun(stoppedRun);
    return this.drive(taskId);
  }

  /** A budget's limit changed or it was deleted: in `trx`, the tasks now under it are queued; then run. */
  async requeueUnderBudget(trx: Transaction<Database>, budget: Budget, deleted: boolean): Promise<number[]> {
    return (await requeueUnderBudget(trx, budget, deleted, this.deps.events)).map((task) => task.id);
  }

  /** Runs (or lets the workers run) tasks a committed change queued. */
  async driveQueued(taskIds: readonly number[]): Promise<void> {
    for (const taskId of taskIds) await this.wake(taskId);
  }

  /**
   * Stops a task: the in-flight LLM request and running tools are cancelled, and so are those of
   * every sub-agent task below it (their pending approvals end). Idempotent on ABORTED.
   */
  async abort(taskId: number): Promise<Task> {
    const changes = await this.recordStops((trx) => abortWithChildren(trx, taskId));
    const task = await this.getTask(taskId);
    if (changes.length > 0 && task.parent_task_id !== null) await this.releaseParent(task.parent_task_id);
    return task;
  }

  /**
   * Aborts a sub-agent's task and every ancestor still waiting for sub-agents above it, in one
   * transaction, so no waiting ancestor is released to run on in between.
   */
  async abortWithWaitingAncestors(taskId: number): Promise<Task> {
    await this.recordStops((trx) => abortWithWaitingAncestors(trx, taskId));
    return this.getTask(taskId);
  }

  /** Runs stopping actions in one transaction, records their changes, then stops the runs they stopped. */
  private async recordStops(
    stopping: (trx: Transaction<Database>) => Promise<StopChange[]>,
  ): Promise<StopChange[]> {
    const changes = await this.deps.db.transaction().execute(async (trx) => {
      const made = await stopping(trx);
      // Recorded once, last: the owner's event sequence is the last row the transaction locks.
      if (made.length > 0) await this.deps.events?.record(trx, made);
      return made;
    });
    for (const change of changes) this.stopRun(change.stoppedRun);
    return changes;
  }

  /**
   * The owner connected their account to an MCP server: every task of theirs waiting for that
   * connection is queued, and its waiting call runs first.
   */
  async resumeAwaitingConnection(ownerUserId: number, toolClassPrefix: string): Promise<void> {
    const queued = await this.deps.db.transaction().execute(async (trx) => {
      const tasks = await requeueAwaitingConnection(trx, ownerUserId, toolClassPrefix);
      if (tasks.length > 0)
        await this.deps.events?.record(
          trx,
          tasks.map((task) => ({ task, statusChanged: true })),
        );
      return tasks;
    });
    await this.driveQueued(queued.map((task) => task.id));
  }

  /**
   * Deletes a task with its history, tool calls and sub-tasks; refused while any of them is
   * RUNNING. A parent waiting for it is released as if it had ended.
   */
  async deleteTask(taskId: number): Promise<void> {
    const deletion = await this.deps.db.transaction().execute(async (trx) => {
      const deleted = await deleteTaskTree(trx, taskId);
      await this.deps.events?.recordDeletion(trx, deleted);
      return deleted;
    });
    await this.deps.attachments?.releaseBlobs(deletion.releasedBlobs);
    if (deletion.parentTaskId !== null) await this.releaseParent(deletion.parentTaskId);
  }

  /**
   * Deletes every task of an agent inside `trx`, the transaction that deletes the agent, and
   * records their deletion; refused while one of them is RUNNING. Call the returned function once
   * that transaction has committed: it releases other agents' tasks that were waiting for them.
   */
  async deleteTasksOfAgent(trx: Transaction<Database>, agentId: number): Promise<() => Promise<void>> {
    const deletions = await deleteAgentTaskTrees(trx, agentId);
    for (const deletion of deletions) await this.deps.events?.recordDeletion(trx, deletion);
    const waitingParents = parentsOutside(deletions);
    return async () => {
      await this.deps.attachments?.releaseBlobs(deletions.flatMap((deletion) => deletion.releasedBlobs));
      for (const parentId of waitingParents) await this.releaseParent(parentId);
    };
  }

  /** Runs a failed task again from its history, with a fresh step budget. */
  async retry(taskId: number): Promise<Task> {
    await this.deps.db.transaction().execute((trx) => retryIn(trx, taskId, this.deps.events));
    return this.drive(taskId);
  }

  /** Cancels a scheduled automatic retry: the task becomes CANCELLED and is not retried. */
  cancelRetry(taskId: number): Promise<Task> {
    return this.deps.db.transaction().execute((trx) => cancelRetryIn(trx, taskId, this.deps.events));
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
    return this.deps.db.transaction().execute((trx) => appendHistoryIn(trx, taskId, entry, this.deps.events));
  }

  async getTask(taskId: number): Promise<Task> {
    return getTaskIn(this.deps.db, taskId);
  }

  /** Aborts the runs of this process at once; their tasks are reaped back into the queue later. */
  cancelAllLocalRuns(): void {
    this.runs.cancelAll(new Error('shutting down'));
  }

  /**
   * Graceful stop of this process's runs (shutdown): each starts nothing new, lets its running tool
   * calls finish within `graceMs`, records them and hands its task back to the queue; runs that
   * begin from now on hand theirs back at once. Resolves once every run has ended.
   */
  stopLocalRunsGracefully(graceMs: number): Promise<void> {
    return this.runs.stopGracefully(graceMs);
  }

  newLeaseOwner(): string {
    return this.runs.newLeaseOwner();
  }

  /** After a change that queued the task: run it now (sync) or wake a worker; answers the task as it is then. */
  private async drive(taskId: number): Promise<Task> {
    await this.wake(taskId);
    return this.getTask(taskId);
  }

  /** `drive` for callers that do not use the task: nothing is read back. */
  private async wake(taskId: number): Promise<void> {
    if (this.deps.mode === 'sync') return this.runNow(taskId);
    this.deps.onQueued();
  }

  /** Cancels the run with this lease owner if this process has it (its model request and tools stop). */
  stopLocalRun(leaseOwner: string): void {
    this.runs.cancel(leaseOwner, new Error('run stopped'));
  }

  /**
   * Stop signals may have been lost (the listener was away): cancels each local run whose task is
   * no longer RUNNING under its lease owner, as its signal would have. Returns how many.
   */
  stopLocalRunsNoLongerHeld(): Promise<number> {
    return this.runs.cancelNoLongerHeld((owners) => leaseOwnersStillHolding(this.deps.db, owners));
  }

  /** A stopped run may be in any process: stop it here and tell the others. */
  private stopRun(leaseOwner: string | null): void {
    if (leaseOwner === null) return;
    this.stopLocalRun(leaseOwner);
    this.deps.onStopped?.(leaseOwner);
  }
}
