import { isDeepStrictEqual } from 'node:util';
import { type BudgetReached, parseBudgetReached } from '../budgets/index.js';
import { type AwaitedCredential, readAwaitedCredential } from '../credentials/index.js';
import type { DecisionChannel, Task, TaskHistoryRow, ToolCall, ToolCallDecision } from '../db/index.js';
import { decodeHistoryRow } from '../orchestrator/history.js';
import { allowedTaskActions, type TaskAction } from '../orchestrator/task-actions.js';
import { type HandoverBreadcrumb, parseTaskData } from '../orchestrator/task-data.js';
import type { ConversationFacts } from './conversation-facts.js';
import { conversationTitle } from './conversation-title.js';

/**
 * The client-facing shapes of tasks, history rows and tool calls (snake_case, JSON decoded), used
 * alike by REST responses and live events so both always show the same thing.
 */
export interface TaskSummaryView {
  readonly id: number;
  readonly agent_id: number;
  readonly parent_task_id: number | null;
  readonly status: Task['status'];
  /**
   * The conversation's title: lists and single tasks always carry it; a status event only when
   * the title or model changed (it may be derived from the history, which the row alone lacks).
   */
  readonly title?: string;
  /** The conversation's own model configuration; null: the agent's choice. */
  readonly llm_driver_config_id: number | null;
  /** The conversation this one was branched from, and the sequence of the user message edited there. */
  readonly branched_from: { readonly task_id: number; readonly sequence: number } | null;
  /** The rehearsal the task ran for (its side effects simulated); null: real work. */
  readonly rehearsal_id: number | null;
  readonly user_prompt: string;
  readonly final_response: string | null;
  readonly step_count: number;
  readonly max_steps: number;
  readonly error_code: string | null;
  readonly error_message: string | null;
  readonly failure_reason: string | null;
  readonly retry_of_task_id: number | null;
  readonly retry_count: number;
  readonly retry_after: string | null;
  /** The step budget ran out (`data.max_steps_reached`); a continue with `additional_steps` clears it. */
  readonly max_steps_reached: boolean;
  /** When the task was stopped (`data.aborted_at`); cleared when it runs again. */
  readonly aborted_at: string | null;
  /** Where a handover sent the work; null unless this task was handed over. */
  readonly handover: HandoverBreadcrumb | null;
  /** The parent whose abort stopped this sub-agent task; null unless it was stopped that way. */
  readonly stopped_with_parent_task_id: number | null;
  /** The model key or tool setting an AWAITING_CONNECTION task waits for; null for an MCP account or any other status. */
  readonly awaited_credential: AwaitedCredential | null;
  /** The budget an AWAITING_BUDGET task stopped at; null for its step limit or any other status. */
  readonly budget_reached: BudgetReached | null;
  /** What a person may do to the task now, as the state machine allows it from its status. */
  readonly allowed_actions: TaskAction[];
  readonly created_at: string;
  readonly updated_at: string;
}

/** A list item: the task's state with what its calls and model configuration add. */
export type ConversationSummaryView = TaskSummaryView & ConversationFacts;

export interface HistoryRowView {
  readonly sequence: number;
  readonly role: TaskHistoryRow['role'];
  readonly content: string | null;
  /** The assistant turn's tool calls, as the model sent them. */
  readonly tool_calls: readonly { readonly id: string; readonly name: string; readonly arguments: unknown }[];
  /** Text and reasoning blocks; opaque provider signatures and redacted data are left out. */
  readonly content_blocks: readonly { readonly type: string; readonly text: string }[];
  /** The files sent with a user message. */
  readonly attachments: readonly AttachmentView[];
  readonly tool_call_id: string | null;
  readonly tool_name: string | null;
  readonly input_tokens: number | null;
  readonly output_tokens: number | null;
  readonly created_at: string;
}

export interface AttachmentView {
  readonly id: number;
  readonly name: string;
  readonly media_type: string;
  readonly size_bytes: number;
}

export interface ToolCallView {
  readonly id: number;
  readonly provider_call_id: string;
  readonly tool_name: string;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly operation_description: string | null;
  readonly status: ToolCall['status'];
  readonly requires_approval: boolean;
  readonly proposed_arguments: unknown;
  readonly approved_arguments: unknown;
  readonly human_description: string | null;
  readonly result_success: boolean | null;
  readonly result_content: string | null;
  readonly result_data: unknown;
  readonly reject_reason: string | null;
  /** Who approved or rejected the call, and when; null while undecided or when no one had to. */
  readonly decision: ToolCallDecisionView | null;
  /** When the tool began to run; with `executed_at` (when it ended) this gives the duration. */
  readonly execution_started_at: string | null;
  readonly executed_at: string | null;
  /** For an INTERRUPTED call: it never started, or it may have had its effect. */
  readonly interruption: ToolCall['interruption'];
  /** For a call held after its worker died: what a person said became of it, who, and when. */
  readonly reconciliation: ToolCallReconciliationView | null;
  /** The approval rule (and its version) that allowed, denied or asked for the call. */
  readonly rule: { readonly id: number; readonly version: number } | null;
  /** In a rehearsal's task: where the result of a call that was not run came from. */
  readonly simulated_from: ToolCall['simulated_from'];
  readonly simulated_from_call_id: number | null;
  /** In a rehearsal's task: the approval the call would have needed. */
  readonly rehearsal_approval: ToolCall['rehearsal_approval'];
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ToolCallReconciliationView {
  readonly outcome: NonNullable<ToolCall['reconciliation']>;
  readonly user_id: number | null;
  readonly reconciled_at: string;
}

export interface ToolCallDecisionView {
  readonly outcome: 'approved' | 'rejected';
  /** The person who decided; null when no account did (a decision made outside any request). */
  readonly user_id: number | null;
  readonly decided_at: string;
  /** The reason the model was given, for a rejection. */
  readonly reason: string | null;
  /** Approved with arguments a person changed. */
  readonly arguments_edited: boolean;
  /** `per_call`: decided call by call; `bulk`: the task-level reject of every pending call. */
  /** `deadline`: rejected because no approver decided in time (no `user_id`). */
  readonly via: 'per_call' | 'bulk' | 'deadline';
  /** Where it was decided; null when the record does not say (decided before it kept channels). */
  readonly channel: DecisionChannel | null;
}

export function taskSummaryView(task: Task): TaskSummaryView {
  const data = parseTaskData(task.data);
  return {
    id: task.id,
    agent_id: task.agent_id,
    parent_task_id: task.parent_task_id,
    status: task.status,
    llm_driver_config_id: task.llm_driver_config_id,
    branched_from:
      task.branched_from_task_id === null || task.branched_from_sequence === null
        ? null
        : { task_id: task.branched_from_task_id, sequence: task.branched_from_sequence },
    rehearsal_id: task.rehearsal_id,
    user_prompt: task.user_prompt,
    final_response: task.final_response,
    step_count: task.step_count,
    max_steps: task.max_steps,
    error_code: task.error_code,
    error_message: task.error_message,
    failure_reason: task.failure_reason,
    retry_of_task_id: task.retry_of_task_id,
    retry_count: task.retry_count,
    retry_after: task.retry_after,
    max_steps_reached: data.max_steps_reached === true,
    aborted_at: typeof data.aborted_at === 'string' ? data.aborted_at : null,
    handover: isBreadcrumb(data.handover) ? data.handover : null,
    stopped_with_parent_task_id: Number.isInteger(data.stopped_with_parent_task_id)
      ? (data.stopped_with_parent_task_id as number)
      : null,
    awaited_credential:
      task.status === 'AWAITING_CONNECTION' ? readAwaitedCredential(data.awaited_credential) : null,
    budget_reached: task.status === 'AWAITING_BUDGET' ? parseBudgetReached(data.budget_reached) : null,
    allowed_actions: allowedTaskActions(task.status),
    created_at: task.created_at,
    updated_at: task.updated_at,
  };
}

/** A list item, with the facts `loadConversationFacts` read for its page. */
export function conversationSummaryView(
  task: Task,
  facts: ConversationFacts | undefined,
): ConversationSummaryView {
  return {
    ...taskSummaryView(task),
    title: facts?.title ?? conversationTitle(task.title, task.user_prompt),
    answering_model: facts?.answering_model ?? null,
    rejected_call_count: facts?.rejected_call_count ?? 0,
    failed_call_count: facts?.failed_call_count ?? 0,
  };
}

function isBreadcrumb(value: unknown): value is HandoverBreadcrumb {
  if (typeof value !== 'object' || value === null) return false;
  const breadcrumb = value as Record<string, unknown>;
  return (
    Number.isInteger(breadcrumb.target_task_id) &&
    Number.isInteger(breadcrumb.target_agent_id) &&
    typeof breadcrumb.target_agent_name === 'string'
  );
}

export function historyRowView(row: TaskHistoryRow): HistoryRowView {
  const decoded = decodeHistoryRow(row);
  return {
    sequence: row.sequence,
    role: row.role,
    content: row.content,
    tool_calls: decoded.toolCalls.map((call) => ({
      id: call.id,
      name: call.name,
      arguments: call.arguments,
    })),
    content_blocks: decoded.blocks.flatMap((block) =>
      block.type === 'text'
        ? [{ type: 'text', text: block.text }]
        : block.type === 'thinking'
          ? [{ type: 'thinking', text: block.thinking }]
          : [],
    ),
    attachments: decoded.attachments.map((attachment) => ({
      id: attachment.file_id,
      name: attachment.name,
      media_type: attachment.media_type,
      size_bytes: attachment.size_bytes,
    })),
    tool_call_id: row.tool_call_id,
    tool_name: row.tool_name,
    // A model turn's tokens. An invented result's spend is on its row too, but it was no turn of
    // the agent: the task's turns list it.
    input_tokens: row.role === 'assistant' ? row.input_tokens : null,
    output_tokens: row.role === 'assistant' ? row.output_tokens : null,
    created_at: row.created_at,
  };
}

/**
 * A call as clients see it. `decision` is the call's entry in the decisions record; without one
 * (a change that did not decide it) it is read from the call's own approval and rejection columns.
 */
export function toolCallView(call: ToolCall, decision?: ToolCallDecision): ToolCallView {
  return {
    id: call.id,
    provider_call_id: call.provider_call_id,
    tool_name: call.tool_name,
    tool_class: call.tool_class,
    operation: call.operation,
    operation_description: call.operation_description,
    status: call.status,
    requires_approval: call.requires_approval === 1,
    proposed_arguments: parseJson(call.proposed_arguments),
    approved_arguments: parseJson(call.approved_arguments),
    human_description: call.human_description,
    result_success: call.result_success === null ? null : call.result_success === 1,
    result_content: call.result_content,
    result_data: parseJson(call.result_data),
    reject_reason: call.reject_reason,
    decision: decision ? recordedDecisionView(decision) : decisionOf(call),
    execution_started_at: call.execution_started_at,
    executed_at: call.executed_at,
    interruption: call.interruption,
    reconciliation:
      call.reconciliation === null
        ? null
        : {
            outcome: call.reconciliation,
            user_id: call.reconciled_by,
            reconciled_at: call.reconciled_at ?? call.updated_at,
          },
    rule: call.rule_id === null ? null : { id: call.rule_id, version: call.rule_version ?? 1 },
    simulated_from: call.simulated_from,
    simulated_from_call_id: call.simulated_from_call_id,
    rehearsal_approval: call.rehearsal_approval,
    created_at: call.created_at,
    updated_at: call.updated_at,
  };
}

function recordedDecisionView(decision: ToolCallDecision): ToolCallDecisionView {
  return {
    outcome: decision.decision === 'reject' ? 'rejected' : 'approved',
    user_id: decision.decided_by,
    decided_at: decision.decided_at,
    reason: decision.reason,
    arguments_edited: decision.decision === 'edit',
    // Votes never reach here: `latestDecisionByCall` leaves them out.
    via: decision.via === 'vote' ? 'per_call' : decision.via,
    channel: decision.channel,
  };
}

function decisionOf(call: ToolCall): ToolCallDecisionView | null {
  if (call.approved_at !== null) {
    const edited =
      call.approved_arguments !== null &&
      !isDeepStrictEqual(parseJson(call.approved_arguments), parseJson(call.proposed_arguments));
    return {
      outcome: 'approved',
      user_id: call.approved_by,
      decided_at: call.approved_at,
      reason: null,
      arguments_edited: edited,
      via: 'per_call',
      channel: call.rule_id === null ? null : 'rule',
    };
  }
  if (call.rejected_at !== null) {
    return {
      outcome: 'rejected',
      user_id: call.rejected_by,
      decided_at: call.rejected_at,
      reason: call.reject_reason,
      arguments_edited: false,
      via: 'per_call',
      channel: call.rule_id === null ? null : 'rule',
    };
  }
  return null;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
