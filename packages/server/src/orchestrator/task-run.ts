import {
  type LlmDriver,
  LlmError,
  type LlmRequest,
  type LlmResponse,
  PrincipalContext,
  SporaError,
  ToolResult,
  withOperation,
} from '@spora/sdk';
import type { Kysely, Transaction } from 'kysely';
import type { Agent, Database, Task, TaskHistoryRow, ToolCall } from '../db/index.js';
import {
  type ConnectionLossRetryOptions,
  isConnectionLoss,
  isoAfter,
  nowIso,
  retryAfterConnectionLoss,
} from '../db/index.js';
import { type LlmConfiguration, resolveLlmConfiguration } from '../llm/llm-configuration-resolver.js';
import type { Logger } from '../logging/logger.js';
import type { TaskControlRequest, ToolRegistry } from '../tools/index.js';
import { type AgentToolset, type EnabledTool, loadAgentToolset } from './agent-toolset.js';
import { awaitedConnection } from './awaited-connection.js';
import { planCompaction, summarize, summaryRequest } from './context-compaction.js';
import { answerDelegationCalls, carryOutDelegation, hasActiveChildren } from './delegation.js';
import { approvedEditNote } from './edited-arguments.js';
import { autoRetryableCodes, friendlyFailureMessages, type TaskErrorCode } from './failure-messages.js';
import { closeCutShortCall, handedBackTaskValues, returnUnstartedCalls } from './hand-back.js';
import {
  appendHistoryRows,
  decodeHistoryRow,
  type HistoryEntry,
  loadHistory,
  type NewHistoryEntry,
} from './history.js';
import { Conversation } from './history-to-messages.js';
import { closeOpenCalls } from './open-calls.js';
import { type PendingCall, serializePendingState } from './pending-state.js';
import { readAgent, readOpenCalls } from './run-reads.js';
import {
  type BatchRecord,
  type BuiltWrite,
  type ExecutedCall,
  type HistoryAppender,
  LeaseLostError,
  mayRunBeforeRecorded,
  type RecordableCall,
  settledLease,
  type TaskValues,
} from './run-records.js';
import { insertPlannedCall, type RanCall, recordCallResult, updateHeldTask } from './run-statements.js';
import type { RunStop } from './run-stop.js';
import { TaskControlRecorder } from './task-control-recorder.js';
import { parseTaskData, serializeTaskData, type TaskData, withoutKeys } from './task-data.js';
import type { TaskChange, TaskEventRecorder } from './task-events.js';
import { type PlannedCall, planToolCalls } from './tool-call-plan.js';
import { describeToolsFor } from './tool-description.js';
import { executeToolSafely, mapConcurrently, type ToolEnvironment } from './tool-execution.js';
import { withDistinctCallIds } from './turn-call-ids.js';

/** Builds a driver for an LLM configuration; throws `LlmError` for a configuration it cannot use. */
export type LlmDriverProvider = (configuration: LlmConfiguration) => LlmDriver;

export interface TaskRunDependencies {
  readonly db: Kysely<Database>;
  readonly tools: ToolRegistry;
  readonly drivers: LlmDriverProvider;
  readonly toolEnvironment: ToolEnvironment;
  readonly logger: Logger;
  /** How long a claim stays valid without being extended. */
  readonly leaseTtlMs: number;
  /** Auto-approved calls of one turn that run at once. */
  readonly toolConcurrency: number;
  /** Called when a task enters the queue, so an idle worker wakes up. */
  readonly onQueued: () => void;
  /** Records each committed change for live updates and notifications, and streams model text. */
  readonly events?: TaskEventRecorder;
}

export interface TaskRunOptions {
  /** Model turns (each with its tool calls) before the run stops; unbounded when omitted. */
  readonly maxTurns?: number;
  /** The row as the claim left it, so the run need not read it again; read when omitted. */
  readonly claimed?: Task;
}

export const defaultSystemPrompt = 'You are a helpful AI assistant.';
const defaultMaxTokens = 16_384;

/**
 * One claimed run of a task: the loop of LLM turns and tool batches until the task settles
 * (completed, failed, paused for approval, waiting for sub-agents), the claim is lost, or a
 * bounded run has taken its turns and queues the task again.
 *
 * History is read once per claim and extended in memory. Every status write is conditional on the
 * task still being RUNNING under this run's lease, so an abort, a continue or a second worker is
 * never overwritten; and an abort cancels the in-flight LLM request and running tools through
 * `signal`.
 */
export class TaskRun {
  private task!: Task;
  private agent!: Agent;
  private principal!: PrincipalContext;
  private history: HistoryEntry[] = [];
  /** The history as the model reads it, extended with it. */
  private conversation = new Conversation();
  private toolset: AgentToolset | null = null;
  private model: { driver: LlmDriver; configuration: LlmConfiguration } | null = null;
  private compacted = false;
  /** Model turns this run has begun; a bounded run stops after `maxTurns`. */
  private turnsBegun = 0;
  /**
   * Whether the step about to begin was counted already, by the write that recorded the previous
   * step's results: the count is committed before the model request either way, one write fewer.
   */
  private nextStepCounted = false;
  /** Whether this run's status reached live clients yet; its first write announces it. */
  private statusAnnounced = false;
  /** What the write under way changed besides the task and its history, for live events. */
  private readonly changedCalls: ToolCall[] = [];
  /** Calls without a result when the run began: executing (interrupted) or approved. */
  private openCalls: ToolCall[] = [];
  /** Tool-call rows this run inserted or marked executing, as it left them. */
  private readonly knownCalls = new Map<number, ToolCall>();
  private readonly createdTasks: Task[] = [];
  private readonly log: Logger;
  /** Tasks this run created (handover targets, sub-agents), to be driven once it ends. */
  readonly createdTaskIds: number[] = [];

  /**
   * The task as this run's last write left it when that write ended the run (settled, paused,
   * queued again); null when the run ended otherwise (lease lost, cancelled, never loaded).
   */
  get endedAs(): Task | null {
    return this.task !== undefined && this.task.status !== 'RUNNING' ? this.task : null;
  }

  constructor(
    private readonly deps: TaskRunDependencies,
    private readonly taskId: number,
    private readonly leaseOwner: string,
    private readonly stop: RunStop,
    private readonly options: TaskRunOptions = {},
  ) {
    this.log = deps.logger.child({ taskId, leaseOwner });
    this.signal = stop.cancelled;
  }

  /** A cancel: the run ends and writes nothing more. A graceful stop is read from `stop`. */
  private readonly signal: AbortSignal;

  private get maxTurns(): number {
    return this.options.maxTurns ?? Number.POSITIVE_INFINITY;
  }

  async run(): Promise<void> {
    try {
      if (!(await retryAfterConnectionLoss(() => this.load(), this.databaseRetry()))) return;
      await this.recoverInterruptedCalls();
      if (this.stop.handsBack) return await this.handBack();
      // Approvals arrive while a task waits, so approved calls can only be pending when a run begins.
      if (!(await this.runApprovedCalls())) return;
      while (!this.signal.aborted) {
        if (this.stop.handsBack) return await this.handBack();
        if (!(await this.collectChildren())) return;
        if (!(await this.step())) return;
        if (this.turnsBegun >= this.maxTurns) {
          // A bounded run hands the unfinished task back to the queue for whoever drives it next.
          await this.settle({ status: 'QUEUED' });
          return;
        }
      }
    } catch (error) {
      if (error instanceof LeaseLostError || this.signal.aborted) return;
      if (isConnectionLoss(error)) return await this.releaseAfterConnectionLoss(error);
      this.log.error({ err: error }, 'task run failed');
      await this.fail('INTERNAL_ERROR', error instanceof Error ? error.message : String(error)).catch(
        (failure) => this.log.error({ err: failure }, 'could not record the failure'),
      );
    }
  }

  /**
   * How reads and writes ride out a lost database connection: tried again on a new one for up to
   * half a lease, unless the run is cancelled meanwhile.
   */
  private databaseRetry(mayRetry?: () => boolean): ConnectionLossRetryOptions {
    return {
      forMs: this.deps.leaseTtlMs / 2,
      signal: this.signal,
      ...(mayRetry && { mayRetry }),
      onRetry: (error, delayMs) =>
        this.log.warn({ err: error, retryInMs: delayMs }, 'database connection lost; trying again'),
    };
  }

  /**
   * The database stayed out of reach longer than the run may wait: it cannot go on, so it hands
   * the task back to the queue as soon as the database answers again, rather than holding it
   * until its lease lapses. Calls whose results could not be recorded stay executing; the next
   * run tells the model they were interrupted.
   */
  private async releaseAfterConnectionLoss(error: unknown): Promise<void> {
    this.log.warn({ err: error }, 'the database stayed unreachable; handing the task back');
    // Never loaded: there is nothing to hand back but the lease, which lapses and is reaped.
    if (this.task === undefined) return;
    await this.handBack().catch((failure: unknown) => {
      if (failure instanceof LeaseLostError || this.signal.aborted) return;
      this.log.error({ err: failure }, 'could not hand the task back; its lease will lapse');
    });
  }

  private async load(): Promise<boolean> {
    // Every write checks the lease again, so the claim's row serves as well as a fresh read.
    const { claimed } = this.options;
    const task =
      claimed?.id === this.taskId && claimed.lease_owner === this.leaseOwner
        ? claimed
        : await this.deps.db
            .selectFrom('tasks')
            .selectAll()
            .where('id', '=', this.taskId)
            .where('status', '=', 'RUNNING')
            .where('lease_owner', '=', this.leaseOwner)
            .executeTakeFirst();
    if (!task) return false;
    this.task = task;
    // Independent reads, at once: on PostgreSQL each is a round trip on a connection of its own.
    const [agent, history, openCalls] = await Promise.all([
      readAgent(this.deps.db, task.agent_id),
      loadHistory(this.deps.db, this.taskId),
      readOpenCalls(this.deps.db, this.taskId),
    ]);
    if (!agent) {
      await this.fail('INTERNAL_ERROR', `Agent ${task.agent_id} no longer exists.`);
      return false;
    }
    this.agent = agent;
    this.principal = PrincipalContext.of(agent.user_id, task.runner_user_id ?? agent.user_id);
    this.history = history;
    this.conversation = new Conversation(history);
    this.openCalls = openCalls;
    return true;
  }

  /** A call marked as executing when a previous worker stopped may or may not have run: never run it again. */
  private async recoverInterruptedCalls(): Promise<void> {
    const interrupted = this.openCalls
      .filter((call) => call.status === 'EXECUTING')
      .sort((a, b) => a.id - b.id);
    if (interrupted.length === 0) return;
    const message =
      'Interrupted: the worker running this call stopped before it finished, so it may or may not have taken effect. It was not run again; check its effect before repeating it.';
    await this.write(async (trx) => {
      const closed = await trx
        .updateTable('tool_calls')
        .set({
          status: 'INTERRUPTED',
          result_success: 0,
          result_content: message,
          executed_at: nowIso(),
          updated_at: nowIso(),
        })
        .where(
          'id',
          'in',
          interrupted.map((call) => call.id),
        )
        .returningAll()
        .execute();
      this.changedCalls.push(...closed);
      return interrupted.map(
        (call): NewHistoryEntry => ({
          role: 'tool',
          toolCallId: call.provider_call_id,
          toolName: call.tool_name,
          content: message,
        }),
      );
    });
  }

  /** Calls a person approved run at the start of the next run, before the model is asked again. */
  private async runApprovedCalls(): Promise<boolean> {
    const approved = this.openCalls.filter((call) => call.status === 'APPROVED');
    if (approved.length === 0) return true;
    const toolset = await this.loadToolset();
    // The first wave is marked executing in one write; the rest as each one's turn comes.
    const firstWave = approved.slice(0, this.deps.toolConcurrency);
    await this.write(async (trx) => {
      const executing = await trx
        .updateTable('tool_calls')
        .set({ status: 'EXECUTING', execution_started_at: nowIso(), updated_at: nowIso() })
        .where(
          'id',
          'in',
          firstWave.map((call) => call.id),
        )
        .returningAll()
        .execute();
      this.changedCalls.push(...executing);
      for (const row of executing) this.knownCalls.set(row.id, row);
      return [];
    });
    const outcomes = await mapConcurrently(
      approved,
      this.deps.toolConcurrency,
      (call) => this.runApproved(toolset, call),
      (call, index) => this.mayStartCall(call.id, index),
    );
    if (this.signal.aborted) return false;
    const executed = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
    const unstarted = approved.filter((_call, index) => !outcomes[index]?.started).map((call) => call.id);
    return this.recordBatch(async (trx) =>
      this.handBackAfterBatch(unstarted, await this.recordExecuted(trx, executed, null), trx),
    );
  }

  /** A task that started sub-agents waits until every child has ended, then reads their outcomes. */
  private async collectChildren(): Promise<boolean> {
    const waitingOn = this.data().spawned_sub_task_ids ?? [];
    if (waitingOn.length === 0) return true;
    if (await hasActiveChildren(this.deps.db, waitingOn)) {
      await this.settle({ status: 'AWAITING_SUB_AGENTS' });
      return false;
    }
    await this.write(async (trx) => {
      const answered = await answerDelegationCalls(trx, this.taskId);
      this.changedCalls.push(...answered.calls);
      return {
        entries: answered.entries,
        task: { data: serializeTaskData(withoutKeys(this.data(), 'spawned_sub_task_ids')) },
      };
    });
    return true;
  }

  private async runApproved(toolset: AgentToolset, call: ToolCall): Promise<ExecutedCall> {
    const tool = toolset.find(call.tool_name);
    const operation = call.operation ?? 'default';
    const site = { rowId: call.id, providerCallId: call.provider_call_id, toolName: call.tool_name };
    if (!tool?.isOperationEnabled(operation)) {
      const message = `The tool "${call.tool_name}" (operation "${operation}") is no longer enabled for this agent.`;
      return { ...site, result: ToolResult.error(message), requests: [] };
    }
    const decided = JSON.parse(call.approved_arguments ?? call.proposed_arguments) as Record<string, unknown>;
    // A single-operation call may have left the discriminator out; the tool dispatches on it.
    const args = withOperation(tool.registered.metadata, decided, operation);
    const editNote = approvedEditNote(tool, operation, call.proposed_arguments, call.approved_arguments);
    return {
      ...site,
      ...(await this.execute(tool, operation, call.provider_call_id, args)),
      ...(editNote === null ? {} : { editNote }),
    };
  }

  /** One LLM turn and its tool batch. Returns false when the run is over. */
  private async step(): Promise<boolean> {
    if (!this.nextStepCounted && this.task.step_count >= this.task.max_steps) {
      await this.settle({
        status: 'FAILED',
        error_code: 'MAX_STEPS_REACHED',
        error_message: friendlyFailureMessages.MAX_STEPS_REACHED,
        failure_reason: `Max steps reached (${this.task.max_steps}).`,
        data: serializeTaskData({ ...this.data(), max_steps_reached: true }),
      });
      return false;
    }
    // Read side by side; a toolset read whose model did not resolve is dropped.
    const toolsetLoading = this.loadToolset();
    toolsetLoading.catch(() => {});
    const model = await this.loadModel();
    if (model === null) return false;
    const { driver, configuration } = model;
    const toolset = await toolsetLoading;
    // Counted before the call, so failed calls count too; the lease is extended in the same write.
    if (!this.nextStepCounted) await this.write(async () => [], { step_count: this.task.step_count + 1 });
    this.nextStepCounted = false;
    this.turnsBegun += 1;

    const text = this.deps.events?.textStream(this.task);
    const request: LlmRequest = {
      systemPrompt: this.agent.system_prompt?.trim() || defaultSystemPrompt,
      messages: this.conversation.toMessages(),
      tools: toolset.definitions,
      maxTokens: configuration.max_tokens_output ?? defaultMaxTokens,
      ...(text && { onTextDelta: (delta: string) => text.push(delta) }),
    };
    let response: LlmResponse;
    try {
      // The turn's streamed text reaches clients before anything the turn writes.
      // A graceful stop cancels the request too: whoever takes the task over asks again.
      response = await driver.complete(request, this.stop.draining).finally(() => text?.close());
    } catch (error) {
      if (this.signal.aborted) return false;
      if (this.stop.handsBack) {
        await this.handBack({ step_count: this.task.step_count - 1 });
        return false;
      }
      if (error instanceof LlmError && error.code === 'CONTEXT_WINDOW_EXCEEDED') {
        return this.compactHistory(error, driver, configuration);
      }
      await this.failWithLlmError(error);
      return false;
    }
    if (this.signal.aborted) return false;
    return this.applyResponse(toolset, response);
  }

  /**
   * The conversation outgrew the model's context window: older rows are summarised by the same
   * model into a `summary` row (the rows stay in the log), and the step is tried again. Once per
   * run: a conversation that still does not fit fails instead of looping.
   */
  private async compactHistory(
    error: LlmError,
    driver: LlmDriver,
    configuration: LlmConfiguration,
  ): Promise<boolean> {
    const plan = planCompaction(this.history);
    if (plan.kind === 'first-turn') {
      await this.fail('CONTEXT_WINDOW_FIRST_TURN', error.message);
      return false;
    }
    if (plan.kind === 'nothing-to-summarize' || this.compacted) {
      await this.fail('CONTEXT_WINDOW_EXCEEDED', error.message);
      return false;
    }
    this.compacted = true;
    let summary: string;
    try {
      summary = await summarize(
        driver,
        summaryRequest(plan.rows, configuration.max_tokens_output ?? 1024),
        this.stop.draining,
      );
    } catch {
      if (this.signal.aborted) return false;
      if (this.stop.handsBack) {
        await this.handBack();
        return false;
      }
      await this.fail('CONTEXT_WINDOW_EXCEEDED', error.message);
      return false;
    }
    await this.write(async () => [{ role: 'summary', content: summary, range: plan.range }]);
    return true;
  }

  private async applyResponse(toolset: AgentToolset, response: LlmResponse): Promise<boolean> {
    // One id per call, stored and sent back alike: each call gets one result and one approval.
    const toolCalls = withDistinctCallIds(response.toolCalls);
    const assistant: NewHistoryEntry = {
      role: 'assistant',
      text: response.text,
      toolCalls,
      blocks: response.blocks,
      usage: response.usage,
      model: response.model,
    };
    if (toolCalls.length === 0) {
      const finalResponse = response.text ?? '';
      await this.write(async () => [assistant], {
        status: 'COMPLETED',
        final_response: finalResponse,
        ...settledLease,
      });
      return false;
    }

    const planned = planToolCalls(toolset, toolCalls);
    if (planned.every(mayRunBeforeRecorded)) return this.runReadOnlyTurn(assistant, planned);
    const { callIds } = await this.write(async (trx, append) => {
      const [assistantRow] = await append([assistant]);
      const ids: number[] = [];
      let runPosition = 0;
      for (const [index, plan] of planned.entries()) {
        // Calls beyond the concurrency bound wait as APPROVED: one still waiting when the task
        // is stopped is known never to have run.
        const startsAtOnce =
          plan.kind === 'run' && runPosition++ < this.deps.toolConcurrency && !this.stop.draining.aborted;
        const status = plan.kind === 'run' ? (startsAtOnce ? 'EXECUTING' : 'APPROVED') : null;
        ids.push(await this.insertToolCall(trx, plan, index, assistantRow?.id ?? 0, status));
      }
      return { entries: [], task: null, callIds: ids };
    });

    const toRun = planned.flatMap((plan, index) =>
      plan.kind === 'run' ? [{ plan, rowId: callIds[index] as number }] : [],
    );
    const outcomes = await mapConcurrently(
      toRun,
      this.deps.toolConcurrency,
      async ({ plan, rowId }) => ({
        rowId,
        providerCallId: plan.call.id,
        toolName: plan.call.name,
        ...(await this.execute(plan.tool, plan.operation, plan.call.id, plan.args)),
      }),
      ({ rowId }, index) => this.mayStartCall(rowId, index),
    );
    if (this.signal.aborted) return false;
    const executed = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
    const unstarted = toRun.filter((_call, index) => !outcomes[index]?.started).map((call) => call.rowId);
    const executedByRow = new Map(executed.map((call) => [call.rowId, call]));
    const awaiting = planned.flatMap((plan) => (plan.kind === 'await-approval' ? [plan] : []));
    const pause: TaskValues | null =
      awaiting.length === 0
        ? null
        : {
            status: 'PENDING_APPROVAL',
            pending_state: serializePendingState(
              awaiting.map(
                (plan): PendingCall => ({
                  provider_call_id: plan.call.id,
                  tool_name: plan.call.name,
                  arguments: plan.args,
                }),
              ),
              nowIso(),
            ),
            ...settledLease,
          };
    // Results are written in the model's call order: refusals and executions interleaved as called.
    const ordered = planned.flatMap((plan, index): RecordableCall[] => {
      if (plan.kind === 'refused') return [{ refusal: plan }];
      const call = executedByRow.get(callIds[index] as number);
      return call ? [call] : [];
    });
    return this.recordBatch(async (trx) =>
      this.handBackAfterBatch(unstarted, await this.recordExecuted(trx, ordered, pause), trx),
    );
  }

  /**
   * A turn whose calls only read (declared `readOnly`) or were refused: they run first, and the
   * turn, its calls and their results are recorded in one write. Nothing is marked before they
   * run, so a run that stops meanwhile keeps nothing of the turn: the next run asks the model
   * again, and calls that only read may simply run again.
   */
  private async runReadOnlyTurn(
    assistant: NewHistoryEntry,
    planned: readonly PlannedCall[],
  ): Promise<boolean> {
    const toRun = planned.flatMap((plan) => (plan.kind === 'run' ? [plan] : []));
    const outcomes = await mapConcurrently(
      toRun,
      this.deps.toolConcurrency,
      async (plan) => {
        const startedAt = nowIso();
        return { startedAt, ...(await this.execute(plan.tool, plan.operation, plan.call.id, plan.args)) };
      },
      () => !this.stop.draining.aborted,
    );
    if (this.signal.aborted) return false;
    if (outcomes.some((outcome) => !outcome.started || outcome.output.cutShort)) {
      // Stopping gracefully before every call finished: the turn is dropped with its step.
      await this.handBack({ step_count: this.task.step_count - 1 });
      return false;
    }
    const results = outcomes.flatMap((outcome) => (outcome.started ? [outcome.output] : []));
    return this.recordBatch(async (trx, append) => {
      const [assistantRow] = await append([assistant]);
      const ordered: RecordableCall[] = [];
      let position = 0;
      for (const [index, plan] of planned.entries()) {
        if (plan.kind === 'refused') {
          await this.insertToolCall(trx, plan, index, assistantRow?.id ?? 0, null);
          ordered.push({ refusal: plan });
          continue;
        }
        const outcome = results[position++] as (typeof results)[number];
        // A call that asks for delegation is recorded as running; its result is what delegation makes.
        const ran = {
          startedAt: outcome.startedAt,
          result: outcome.requests.length === 0 ? outcome.result : null,
        };
        const rowId = await this.insertToolCall(trx, plan, index, assistantRow?.id ?? 0, 'EXECUTING', ran);
        ordered.push({
          ...outcome,
          rowId,
          providerCallId: plan.call.id,
          toolName: plan.call.name,
          resultStored: ran.result !== null,
        });
      }
      return this.recordExecuted(trx, ordered, null);
    });
  }

  /**
   * Writes a batch's results. When the task runs on, the same write counts the next step (and
   * gives it back if the batch settled the task after all), so the next model request needs no
   * write of its own before it.
   */
  private async recordBatch(
    build: (trx: Transaction<Database>, append: HistoryAppender) => Promise<BatchRecord>,
  ): Promise<boolean> {
    const countsNext = this.nextStepMayRun();
    const counted = this.task.step_count;
    const outcome = await this.write(
      async (trx, append) => {
        const recorded = await build(trx, append);
        if (!countsNext || recorded.continues) return recorded;
        return { ...recorded, task: { ...recorded.task, step_count: counted } };
      },
      countsNext ? { step_count: counted + 1 } : undefined,
    );
    this.nextStepCounted = countsNext && outcome.continues;
    return outcome.continues;
  }

  /** Whether the loop will go on to another model request if the batch being recorded lets it. */
  private nextStepMayRun(): boolean {
    return (
      !this.stop.handsBack &&
      !this.signal.aborted &&
      this.turnsBegun < this.maxTurns &&
      this.task.step_count < this.task.max_steps &&
      (this.data().spawned_sub_task_ids ?? []).length === 0
    );
  }

  /**
   * After a batch: a run that is stopping gracefully, or that could not start every call, hands
   * the task back unless the batch already settled it. Calls it never started wait again, approved,
   * for the next run (which runs approved calls first).
   */
  private async handBackAfterBatch(
    unstartedRowIds: readonly number[],
    recorded: { entries: NewHistoryEntry[]; task: TaskValues | null; continues: boolean },
    trx: Transaction<Database>,
  ): Promise<{ entries: NewHistoryEntry[]; task: TaskValues | null; continues: boolean }> {
    this.changedCalls.push(...(await returnUnstartedCalls(trx, unstartedRowIds)));
    if (!recorded.continues || (!this.stop.handsBack && unstartedRowIds.length === 0)) return recorded;
    return { ...recorded, task: handedBackTaskValues(this.task), continues: false };
  }

  /** A graceful stop: the task goes back to the queue, claimable at once, this claim not counted. */
  private async handBack(values: TaskValues = {}): Promise<void> {
    // A step counted ahead by the last write is given back with the task.
    const counted = this.nextStepCounted ? { step_count: this.task.step_count - 1 } : {};
    await this.write(async () => [], { ...counted, ...values, ...handedBackTaskValues(this.task) });
    this.nextStepCounted = false;
  }

  /**
   * Records results in order (with refusals interleaved), carries out delegation requests, and
   * decides what the task becomes: closed by a handover, waiting for sub-agents, paused for
   * approval, or running on.
   */
  private async recordExecuted(
    trx: Transaction<Database>,
    calls: readonly RecordableCall[],
    pause: TaskValues | null,
  ): Promise<{ entries: NewHistoryEntry[]; task: TaskValues | null; continues: boolean }> {
    const entries: NewHistoryEntry[] = [];
    let closesSource: TaskValues | null = null;
    const spawned: number[] = [];
    let awaitsConnection = false;
    for (const call of calls) {
      if ('refusal' in call) {
        const { refusal } = call;
        entries.push({
          role: 'tool',
          toolCallId: refusal.call.id,
          toolName: refusal.call.name,
          content: refusal.message,
        });
        continue;
      }
      if (call.cutShort) {
        // The shutdown's grace period ended first: the call may have had its effect.
        const closed = await closeCutShortCall(trx, call.rowId);
        this.changedCalls.push(...closed);
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
        this.changedCalls.push(...(await returnUnstartedCalls(trx, [call.rowId])));
        awaitsConnection = true;
        continue;
      }
      let result = call.result;
      if (!call.resultStored && result.success && call.requests.length > 0 && closesSource === null) {
        const delegation = await carryOutDelegation(trx, this.task, call.requests);
        const createdIds = delegation.createdTasks.map((task) => task.id);
        this.createdTaskIds.push(...createdIds);
        this.createdTasks.push(...delegation.createdTasks);
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
          this.changedCalls.push(...waiting);
          continue;
        }
        closesSource = delegation.closesSource;
        result = ToolResult.ok(delegation.content, delegation.data);
      }
      if (!call.resultStored) await this.recordResult(trx, call.rowId, result);
      entries.push({
        role: 'tool',
        toolCallId: call.providerCallId,
        toolName: call.toolName,
        // The model reads what a person changed before the result; the call row keeps the result.
        content: call.editNote === undefined ? result.content : `${call.editNote}\n\n${result.content}`,
      });
    }
    if (closesSource !== null) {
      const message = 'Not run: the task was handed over to another agent.';
      const closed = await closeOpenCalls(trx, this.taskId, message);
      entries.push(...closed.entries);
      this.changedCalls.push(...closed.calls);
      return { entries, task: { ...closesSource, pending_state: null, ...settledLease }, continues: false };
    }
    const data: TaskData = this.data();
    const waitingOn = [...(data.spawned_sub_task_ids ?? []), ...spawned];
    const withChildren =
      spawned.length > 0 ? { data: serializeTaskData({ ...data, spawned_sub_task_ids: waitingOn }) } : {};
    if (pause) return { entries, task: { ...pause, ...withChildren }, continues: false };
    if (spawned.length > 0) {
      return {
        entries,
        task: { status: 'AWAITING_SUB_AGENTS', ...withChildren, ...settledLease },
        continues: false,
      };
    }
    if (awaitsConnection) {
      return { entries, task: { status: 'AWAITING_CONNECTION', ...settledLease }, continues: false };
    }
    return { entries, task: null, continues: true };
  }

  /** Inserts a planned call (see `insertPlannedCall`) and remembers its row. */
  private async insertToolCall(
    trx: Transaction<Database>,
    plan: PlannedCall,
    index: number,
    assistantRowId: number,
    status: 'EXECUTING' | 'APPROVED' | null,
    ran: RanCall | null = null,
  ): Promise<number> {
    const row = await insertPlannedCall(trx, {
      taskId: this.taskId,
      agentId: this.agent.id,
      plan,
      index,
      assistantRowId,
      status,
      ran,
    });
    this.changedCalls.push(row);
    this.knownCalls.set(row.id, row);
    return row.id;
  }

  /**
   * Whether the call at `index` of a batch may start now. The first wave was marked executing with
   * the batch; a later call is marked when its turn comes, and only while the task is still this
   * run's: once an abort has closed it, it never starts.
   */
  private async mayStartCall(rowId: number, index: number): Promise<boolean> {
    if (this.stop.draining.aborted) return false;
    if (index < this.deps.toolConcurrency) return true;
    return this.deps.db.transaction().execute(async (trx) => {
      const started = await trx
        .updateTable('tool_calls')
        .set({ status: 'EXECUTING', execution_started_at: nowIso(), updated_at: nowIso() })
        .where('id', '=', rowId)
        .where('status', '=', 'APPROVED')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('tasks')
              .select('id')
              .where('id', '=', this.taskId)
              .where('status', '=', 'RUNNING')
              .where('lease_owner', '=', this.leaseOwner),
          ),
        )
        .returningAll()
        .execute();
      for (const row of started) this.knownCalls.set(row.id, row);
      if (started.length > 0) {
        await this.deps.events?.record(trx, [{ task: this.task, statusChanged: false, toolCalls: started }]);
      }
      return started.length > 0;
    });
  }

  private async recordResult(
    trx: Transaction<Database>,
    toolCallId: number,
    result: ToolResult,
  ): Promise<void> {
    this.changedCalls.push(
      ...(await recordCallResult(trx, toolCallId, result, this.knownCalls.get(toolCallId))),
    );
  }

  private async execute(
    tool: EnabledTool,
    operation: string,
    providerCallId: string,
    args: Readonly<Record<string, unknown>>,
  ): Promise<{ result: ToolResult; requests: TaskControlRequest[]; cutShort: boolean }> {
    const recorder = new TaskControlRecorder(this.deps.db, this.agent);
    const result = await executeToolSafely(
      tool,
      args,
      {
        taskControl: recorder,
        agentId: this.agent.id,
        taskId: this.taskId,
        toolCallId: providerCallId,
        operation,
        principal: this.principal,
        signal: this.stop.tools,
      },
      this.deps.toolEnvironment,
    );
    return { result, requests: recorder.requests, cutShort: this.stop.graceEnded };
  }

  /** The configuration and driver, resolved once per run; null (and the task failed) when none resolves. */
  private async loadModel(): Promise<{ driver: LlmDriver; configuration: LlmConfiguration } | null> {
    if (this.model) return this.model;
    const resolved = await resolveLlmConfiguration(this.deps.db, this.agent);
    if (!resolved) {
      await this.fail('NO_LLM_CONFIGURATION', 'No LLM configuration resolves for this agent.');
      return null;
    }
    try {
      this.model = {
        driver: this.deps.drivers(resolved.configuration),
        configuration: resolved.configuration,
      };
      return this.model;
    } catch (error) {
      await this.failWithLlmError(error);
      return null;
    }
  }

  private async loadToolset(): Promise<AgentToolset> {
    this.toolset ??= await loadAgentToolset(
      this.deps.db,
      this.deps.tools,
      this.agent.id,
      describeToolsFor(this.deps.toolEnvironment, this.agent.id, this.principal, this.log),
    );
    return this.toolset;
  }

  private data(): TaskData {
    return parseTaskData(this.task.data);
  }

  private async failWithLlmError(error: unknown): Promise<void> {
    if (LlmError.isInstance(error) && error instanceof LlmError) {
      const code: TaskErrorCode = error.code === 'ABORTED' ? 'UNKNOWN' : error.code;
      await this.fail(code, error.message, error.retryAfterMs);
      return;
    }
    const code =
      SporaError.isInstance(error) && error.code in friendlyFailureMessages
        ? (error.code as TaskErrorCode)
        : 'UNKNOWN';
    await this.fail(code, error instanceof Error ? error.message : String(error));
  }

  /** FAILED with a code; schedules an automatic retry when the agent allows one. */
  private async fail(code: TaskErrorCode, reason: string, retryAfterMs: number | null = null): Promise<void> {
    const retry = this.autoRetry(code, retryAfterMs);
    await this.settle({
      status: 'FAILED',
      error_code: code,
      error_message: friendlyFailureMessages[code],
      failure_reason: reason,
      ...(retry && { retry_count: retry.count, retry_after: retry.after, retry_of_task_id: this.taskId }),
    });
  }

  private autoRetry(
    code: TaskErrorCode,
    retryAfterMs: number | null,
  ): { count: number; after: string } | null {
    if (!this.agent || !autoRetryableCodes.has(code)) return null;
    const { retry_after_minutes: minutes, max_retries: maxRetries } = this.agent;
    if (minutes <= 0 || maxRetries <= 0 || this.task.retry_count >= maxRetries) return null;
    const delay = Math.max(minutes * 60_000, retryAfterMs ?? 0);
    return { count: this.task.retry_count + 1, after: isoAfter(delay) };
  }

  private settle(values: TaskValues): Promise<unknown> {
    return this.write(async () => [], { ...values, ...settledLease });
  }

  /**
   * One transaction: checks the task is still RUNNING under this lease (extending it), applies
   * `taskValues`, runs `build` (which may append history rows through `append` as it goes),
   * applies the task values it decides and appends the entries it returns. Returns what `build`
   * returned. Throws `LeaseLostError` when the claim is gone.
   */
  private async write<Built extends NewHistoryEntry[] | BuiltWrite>(
    build: (trx: Transaction<Database>, append: HistoryAppender) => Promise<Built>,
    taskValues?: TaskValues,
  ): Promise<Built> {
    const createdBefore = this.createdTaskIds.length;
    // Once the transaction's work is done, a lost connection leaves unknown whether it committed.
    let committing = false;
    const attempt = () =>
      this.deps.db.transaction().execute(async (trx) => {
        committing = false;
        this.createdTaskIds.length = createdBefore;
        this.changedCalls.length = 0;
        this.createdTasks.length = 0;
        const touched = { lease_expires_at: isoAfter(this.deps.leaseTtlMs), updated_at: nowIso() };
        if (!(await updateHeldTask(trx, this.taskId, this.leaseOwner, { ...touched, ...taskValues }))) {
          throw new LeaseLostError();
        }
        const rows: TaskHistoryRow[] = [];
        let sequence = (this.history.at(-1)?.sequence ?? -1) + 1;
        const append: HistoryAppender = async (entries) => {
          const appended = await appendHistoryRows(trx, this.taskId, sequence, entries);
          sequence += appended.length;
          rows.push(...appended);
          return appended;
        };
        const built = await build(trx, append);
        const decided = Array.isArray(built) ? null : built.task;
        if (decided) await trx.updateTable('tasks').set(decided).where('id', '=', this.taskId).execute();
        await append(Array.isArray(built) ? built : built.entries);
        const progressed =
          taskValues?.claim_attempts === 0 ? {} : await this.countProgress(trx, rows.length > 0);
        const task: Task = { ...this.task, ...touched, ...taskValues, ...decided, ...progressed };
        await this.recordChange(trx, task, rows);
        committing = true;
        return { built, appended: rows.map(decodeHistoryRow), task };
      });
    const { built, appended, task } = await retryAfterConnectionLoss(
      attempt,
      this.databaseRetry(() => !committing),
    );
    this.history.push(...appended);
    this.conversation.append(appended);
    this.task = task;
    this.statusAnnounced = true;
    return built;
  }

  /**
   * A claim that advanced the conversation does not count towards ORPHANED: the first write of a
   * claim that appends history resets the count of claims without progress.
   */
  private async countProgress(
    trx: Transaction<Database>,
    appended: boolean,
  ): Promise<{ claim_attempts: number } | Record<string, never>> {
    if (!appended || this.task.claim_attempts === 0) return {};
    await trx.updateTable('tasks').set({ claim_attempts: 0 }).where('id', '=', this.taskId).execute();
    return { claim_attempts: 0 };
  }

  /** Tells live clients what a write changed: one batch of events per write, none when nothing shows. */
  private async recordChange(
    trx: Transaction<Database>,
    task: Task,
    historyRows: readonly TaskHistoryRow[],
  ): Promise<void> {
    if (!this.deps.events) return;
    const statusChanged = !this.statusAnnounced || task.status !== this.task.status;
    const toolCalls = [...this.changedCalls];
    const changes: TaskChange[] = this.createdTasks.map((created) => ({
      task: created,
      statusChanged: true,
    }));
    if (statusChanged || historyRows.length > 0 || toolCalls.length > 0) {
      changes.unshift({ task, statusChanged, historyRows, toolCalls });
    }
    if (changes.length > 0) await this.deps.events.record(trx, changes);
  }
}
