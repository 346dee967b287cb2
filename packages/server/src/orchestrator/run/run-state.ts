import type { LlmDriver, PrincipalContext } from '@spora/sdk';
import type { RuleBook } from '../../approvals/index.js';
import type { Budget } from '../../budgets/index.js';
import type { Agent, Task, ToolCall, ToolCallDecision } from '../../db/index.js';
import type { LlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import type { Logger } from '../../logging/logger.js';
import type { Proposal } from '../../rehearsals/proposal.js';
import { proposalFor, type RunRehearsal } from '../../rehearsals/run-rehearsal.js';
import type { PriceBook } from '../../usage/price-book.js';
import type { AgentToolset } from '../agent-toolset.js';
import type { HistoryEntry } from '../history.js';
import { Conversation } from '../history-to-messages.js';
import type { RunStop } from '../run-stop.js';
import { parseTaskData, type TaskData } from '../task-data.js';
import type { HeldText } from '../task-events.js';
import type { TaskRunDependencies, TaskRunOptions } from './run-dependencies.js';

/**
 * What one claimed run knows while it runs: the task as its last write left it, the agent, the
 * history (read once per claim and extended in memory) and the run's bookkeeping. Every phase
 * reads and extends it; only the run's writes (`run-writes.ts`) replace the task.
 */
export class RunState {
  task!: Task;
  agent!: Agent;
  principal!: PrincipalContext;
  history: HistoryEntry[] = [];
  /** The history as the model reads it, extended with it. */
  conversation = new Conversation();
  toolset: AgentToolset | null = null;
  /** The rehearsal the task runs for, read with the task; null for real work. */
  rehearsal: RunRehearsal | null = null;
  /** The approval rules for this task, read at the run's first call that reaches the gate. */
  rules: RuleBook | null = null;
  /** The model and the prices its turns are charged at, resolved once per run. */
  model: { driver: LlmDriver; configuration: LlmConfiguration; prices: PriceBook } | null = null;
  /** The budgets that apply to the task, read at the run's first model request. */
  budgets: Budget[] | null = null;
  compacted = false;
  /** Model turns this run has begun; a bounded run stops after `maxTurns`. */
  turnsBegun = 0;
  /**
   * Whether the step about to begin was counted already, by the write that recorded the previous
   * step's results: the count is committed before the model request either way, one write fewer.
   */
  nextStepCounted = false;
  /**
   * The end of the last turn's streamed text, held back for the next write to send ahead of its
   * events; kept until a write commits with it, and gone with the run if none does.
   */
  heldText: HeldText | null = null;
  /** Whether this run's status reached live clients yet; its first write announces it. */
  statusAnnounced = false;
  /** What the write under way changed besides the task and its history, for live events. */
  readonly changedCalls: ToolCall[] = [];
  /**
   * Statements of the write under way sent without waiting for their answers (calls' results), so
   * that what follows travels with them; the write waits for them before its events.
   */
  readonly unanswered: Promise<unknown>[] = [];
  /** Decisions the rules made in the write under way, for live events. */
  readonly changedDecisions: ToolCallDecision[] = [];
  /** Calls without a result when the run began: executing (interrupted) or approved. */
  openCalls: ToolCall[] = [];
  /** Tool-call rows this run inserted or marked executing, as it left them. */
  readonly knownCalls = new Map<number, ToolCall>();
  readonly createdTasks: Task[] = [];
  /** Tasks this run created (handover targets, sub-agents), to be driven once it ends. */
  readonly createdTaskIds: number[] = [];
  readonly log: Logger;

  constructor(
    readonly deps: TaskRunDependencies,
    readonly taskId: number,
    readonly leaseOwner: string,
    readonly stop: RunStop,
    readonly options: TaskRunOptions,
  ) {
    this.log = deps.logger.child({ taskId, leaseOwner });
  }

  /** A cancel: the run ends and writes nothing more. A graceful stop is read from `stop`. */
  get signal(): AbortSignal {
    return this.stop.cancelled;
  }

  get maxTurns(): number {
    return this.options.maxTurns ?? Number.POSITIVE_INFINITY;
  }

  /** Whether the task was loaded: a run that never loaded it has nothing to write. */
  get loaded(): boolean {
    return this.task !== undefined;
  }

  /** The configuration a rehearsal proposes for this task's agent; null when none applies. */
  proposal(): Proposal | null {
    return proposalFor(this.rehearsal, this.agent.id);
  }

  data(): TaskData {
    return parseTaskData(this.task.data);
  }
}
