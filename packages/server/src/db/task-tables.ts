/**
 * Row types of tasks and what a run records: the conversation log, tool calls, people's decisions
 * on them (the hash-chained record) and token usage.
 */
import type { ColumnType, Generated } from 'kysely';
import type { RehearsalApproval, SimulatedFrom } from './rehearsal-tables.js';

type Timestamp = string;
type Flag = 0 | 1;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export type TaskStatus =
  | 'QUEUED'
  | 'RUNNING'
  | 'PENDING_APPROVAL'
  | 'AWAITING_SUB_AGENTS'
  | 'AWAITING_CONNECTION'
  | 'AWAITING_BUDGET'
  | 'NEEDS_RECONCILIATION'
  | 'COMPLETED'
  | 'FAILED'
  | 'ABORTED'
  | 'CANCELLED';

export interface TasksTable {
  id: Generated<number>;
  agent_id: number;
  /** The agent's owner at creation ("who pays"). */
  user_id: number;
  /** Who started the task ("who clicked"); NULL for scheduled and agent-started tasks. */
  runner_user_id: number | null;
  status: TaskStatus;
  user_prompt: string;
  final_response: string | null;
  step_count: Generated<number>;
  max_steps: number;
  parent_task_id: number | null;
  retry_of_task_id: number | null;
  retry_count: Generated<number>;
  retry_after: Timestamp | null;
  pending_state: string | null;
  failure_reason: string | null;
  error_code: string | null;
  error_message: string | null;
  data: string | null;
  /** The worker holding the task, and until when; a claim is valid only while it holds both. */
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  /** Claims since the last time the task was quiescent; bounds how often a crashed task is retried. */
  claim_attempts: Generated<number>;
  /** The title a person gave the conversation; NULL: derived from its first prompt. */
  title: Generated<string | null>;
  /** The model configuration this conversation answers with; NULL: the agent's. */
  llm_driver_config_id: Generated<number | null>;
  /** The conversation this one was branched from (by editing or regenerating a message), and where. */
  branched_from_task_id: Generated<number | null>;
  /** The sequence of the source's user message that was edited or regenerated. */
  branched_from_sequence: Generated<number | null>;
  /** The trace the task's runs and decisions continue, as a W3C `traceparent`; NULL: not traced. */
  trace_parent: Generated<string | null>;
  /** The rehearsal this task runs for (its side effects simulated); NULL: real work. */
  rehearsal_id: Generated<number | null>;
  /** For a rehearsal of a past task's prompt: that task, to compare with. */
  rehearsal_of_task_id: Generated<number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type HistoryRole = 'user' | 'assistant' | 'tool' | 'attachment' | 'system' | 'summary';

/** Append-only conversation log. */
export interface TaskHistoryTable {
  id: Generated<number>;
  task_id: number;
  sequence: number;
  role: HistoryRole;
  content: string | null;
  tool_call_id: string | null;
  tool_name: string | null;
  tool_call_payload: string | null;
  /** The turn's tokens on an assistant row; on a row that records a spend, what was spent. */
  input_tokens: number | null;
  output_tokens: number | null;
  summarized_sequence_range: string | null;
  attachments: string | null;
  content_blocks: string | null;
  created_at: CreatedAt;
  /**
   * What a model was paid for this row: an assistant row's turn, or a rehearsal's result a model
   * invented. Set together, with `provider` never NULL, exactly on the rows that record a spend;
   * all NULL on every other row. A conversation branch's copies keep only the token counts an
   * assistant row shows (the spend was the source's). Budgets and the usage report read the
   * spent rows through two covering partial indexes (migration 0036).
   */
  reasoning_tokens: number | null;
  cached_tokens: number | null;
  cache_creation_tokens: number | null;
  provider: string | null;
  model: string | null;
  /** The provider's own usage figures, JSON. */
  raw_usage: string | null;
  /** What the turn cost when it was recorded, in `currency`; NULL when its price was unknown. */
  cost: number | null;
  currency: 'USD' | null;
  /** Where the price came from: the configuration's own prices or the price table. */
  price_source: 'configuration' | 'price_table' | null;
  /** The price table's model name the turn was priced as (exact or by the snapshot rule). */
  priced_as: string | null;
}

export type ToolCallStatus =
  | 'PENDING_APPROVAL'
  | 'APPROVED'
  | 'REJECTED'
  | 'DISABLED'
  | 'INVALID'
  | 'EXECUTING'
  | 'COMPLETED'
  | 'FAILED'
  | 'INTERRUPTED'
  // It was running when its worker died and may have had its effect: held until a person says.
  | 'UNCERTAIN';

/** One row per tool invocation the model asked for. */
export interface ToolCallsTable {
  id: Generated<number>;
  task_id: number;
  agent_id: number;
  /** The assistant history row that carried the call. */
  task_history_id: number | null;
  /** Position of the call in the model's turn; results are written in this order. */
  call_index: number;
  provider_call_id: string;
  tool_name: string;
  tool_class: string | null;
  operation: string | null;
  operation_description: string | null;
  requires_approval: Flag;
  status: ToolCallStatus;
  proposed_arguments: string;
  human_description: string | null;
  approved_arguments: string | null;
  result_success: Flag | null;
  result_content: string | null;
  result_data: string | null;
  approved_by: number | null;
  approved_at: Timestamp | null;
  rejected_by: number | null;
  rejected_at: Timestamp | null;
  reject_reason: string | null;
  execution_started_at: Timestamp | null;
  executed_at: Timestamp | null;
  /** For an INTERRUPTED call: whether it never started or may have had its effect. */
  interruption: ToolCallInterruption | null;
  /** For a call that was UNCERTAIN: what a person said became of it, who, and when. */
  reconciliation: ToolCallReconciliation | null;
  reconciled_by: number | null;
  reconciled_at: Timestamp | null;
  /** The approval rule, and its version, that allowed, denied or asked for this call. */
  rule_id: number | null;
  rule_version: number | null;
  /** In a rehearsal: where the simulated result of a call that was not run came from. */
  simulated_from: Generated<SimulatedFrom | null>;
  /** For a result `recorded`: the past call it was taken from. */
  simulated_from_call_id: Generated<number | null>;
  /** In a rehearsal: the approval the call would have needed; NULL: none. */
  rehearsal_approval: Generated<RehearsalApproval | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** How an interrupted call ended: it never began, or it may have had its effect. */
export type ToolCallInterruption = 'not_started' | 'may_have_run';

/** What a person said of a call that may have run: it ran (with its result), or it did not. */
export type ToolCallReconciliation = 'ran' | 'not_run';

/** How a person decided on a call: as proposed, with edited arguments, or not at all. */
export type ToolCallDecisionKind = 'approve' | 'edit' | 'reject';

/** Where a decision was made: the web UI, the API (a token), an e-mail link, or a rule. */
export type DecisionChannel = 'ui' | 'api' | 'email' | 'rule';

/**
 * The decision record, append-only: one row per call decided on, from per-call decisions or the
 * bulk reject. No foreign keys: rows outlive the task, call, agent and account they name, and
 * each row is chained to the one before by `prev_hash`/`row_hash` (`approvals/decision-chain.ts`).
 */
export interface ToolCallDecisionsTable {
  id: Generated<number>;
  /** The row's place in the installation's chain, from 1 without gaps. */
  sequence: number;
  task_id: number;
  tool_call_id: number;
  agent_id: number;
  /** The task's owner, whose decisions a member may read. */
  user_id: number;
  operation: string | null;
  decision: ToolCallDecisionKind;
  /**
   * `per_call`: the decisions of `resume`; `bulk`: the task-level reject of every pending call;
   * `vote`: one approver's approval that left the call short of its quorum (the call still waits;
   * `run_digest` is what this approver approved); `deadline`: a rejection because no approver
   * decided before the call's deadline (no decider, no channel).
   */
  via: 'per_call' | 'bulk' | 'vote' | 'deadline';
  /** NULL for decisions recorded before channels were, and for a deadline's rejection. */
  channel: DecisionChannel | null;
  /** The account that decided; NULL when none did. */
  decided_by: number | null;
  /** The rule that decided, for decisions no person made. */
  decided_by_rule: string | null;
  /** The reason the model was given, for a rejection. */
  reason: string | null;
  /** SHA-256 of the canonical JSON of the arguments the model proposed. */
  proposed_digest: string;
  /** SHA-256 of the canonical JSON of the arguments the call runs with; NULL for a rejection. */
  run_digest: string | null;
  decided_at: Timestamp;
  prev_hash: string;
  row_hash: string;
}

/** One row: the last link of the decision chain, which each insert moves forward. */
export interface DecisionChainHeadTable {
  id: number;
  sequence: number;
  row_hash: string;
}
