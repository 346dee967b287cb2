import type { Transaction } from 'kysely';
import type { GrantRequest } from '../approvals/index.js';
import type { Database, DecisionChannel, Task } from '../db/index.js';
import { pipelined } from '../db/index.js';
import { type BudgetAllowance, extendBudget } from './actions/budget-actions.js';
import { type OverdueCall, rejectOverdueCall } from './actions/deadline-rejection.js';
import { type ApprovalDecision, rejectAll } from './actions/decisions.js';
import { applyDecisionsWithGrants } from './actions/decisions-with-grants.js';
import { type CallReconciliation, reconcileCall } from './actions/reconcile-actions.js';
import { getTaskIn } from './actions/task-lock.js';
import { loadAgentToolset } from './agent-toolset.js';
import type { OrchestratorDependencies } from './orchestrator-dependencies.js';

/**
 * What a person (or a passed deadline in their place) decides about a paused task: the calls
 * awaiting approval, a call that may have run, a limit reached. Each decision is one transaction;
 * a task it queues is then run here (sync) or left to the workers (`wake`).
 */
export class TaskDecisions {
  constructor(
    private readonly deps: OrchestratorDependencies,
    private readonly wake: (taskId: number) => Promise<void>,
  ) {}

  /** Applies per-call decisions; the task runs on once no call awaits a decision. Nothing is read back. */
  async decide(
    taskId: number,
    decisions: readonly ApprovalDecision[],
    actorUserId: number | null = null,
    channel: DecisionChannel = 'api',
    grants: readonly GrantRequest[] = [],
  ): Promise<void> {
    // Only edited arguments need the toolset (three reads); read before the transaction, which
    // holds SQLite's one connection.
    const edits = decisions.some((decision) => decision.decision === 'approve' && decision.arguments);
    const task = edits ? await getTaskIn(this.deps.db, taskId) : null;
    const owner = task && { id: task.agent_id, ownerUserId: task.user_id };
    const agentTools = owner && (await loadAgentToolset(this.deps.db, this.deps.tools, owner));
    const request = { taskId, decisions, actorUserId, channel, grants };
    // Pipelined: the ballot's reads are started together (approvals/approver-ballot.ts).
    const queued = await this.deps.db
      .transaction()
      .execute(async (trx) =>
        applyDecisionsWithGrants(
          await pipelined(trx),
          request,
          agentTools,
          this.deps.tools,
          this.deps.events,
        ),
      );
    if (queued) await this.wake(taskId);
  }

  /** Rejects every call awaiting a decision, with one reason the model reads, and queues the task. */
  async rejectPending(
    taskId: number,
    reason: string,
    actorUserId: number | null = null,
    channel: DecisionChannel = 'api',
  ): Promise<void> {
    await this.deps.db
      .transaction()
      .execute(async (trx) =>
        rejectAll(await pipelined(trx), taskId, reason, actorUserId, this.deps.events, channel),
      );
    await this.wake(taskId);
  }

  /**
   * Rejects a call whose approval deadline passed (the deadline job of the workers); the model
   * reads the reason, and the task runs on once no call awaits a decision. Answers whether this
   * caller rejected it: false when it was decided meanwhile or another worker came first.
   */
  async rejectOverdueCall(overdue: OverdueCall, now: Date): Promise<boolean> {
    const queued = await this.deps.db
      .transaction()
      .execute((trx) => rejectOverdueCall(trx, overdue, now.toISOString(), this.deps.events));
    if (queued === true) await this.wake(overdue.taskId);
    return queued !== null;
  }

  /** Says what became of a call that may have run (NEEDS_RECONCILIATION); the last answer queues the task. */
  async reconcile(taskId: number, answer: CallReconciliation, userId: number): Promise<Task> {
    const run = (trx: Transaction<Database>) => reconcileCall(trx, taskId, answer, userId, this.deps.events);
    const task = await this.deps.db.transaction().execute(run);
    if (task.status !== 'QUEUED') return task;
    await this.wake(taskId);
    return getTaskIn(this.deps.db, taskId);
  }

  /**
   * "Allow N more": a task paused at its step limit or a budget gets more of that limit (steps,
   * tokens or cost) and runs on from where it stopped.
   */
  async extend(taskId: number, allowance: BudgetAllowance): Promise<Task> {
    await this.deps.db.transaction().execute((trx) => extendBudget(trx, taskId, allowance, this.deps.events));
    await this.wake(taskId);
    return getTaskIn(this.deps.db, taskId);
  }
}
