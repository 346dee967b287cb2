import type { RehearsalApproval, RehearsalSourceKind, SimulatedFrom } from '../db/index.js';

/** A rehearsal as a whole, and its report per prompt (the shape `GET /rehearsals/{id}` answers). */

/** Running while any of its prompts' tasks has not settled; then what the worst of them became. */
export type RehearsalStatus = 'running' | 'completed' | 'failed' | 'cancelled';

export interface RehearsalSourceView {
  readonly kind: RehearsalSourceKind;
  /** `past_tasks`: how many past tasks are repeated. */
  readonly count?: number;
  readonly prompt_set_id?: number;
  /** The set's name, while the set exists. */
  readonly prompt_set_name?: string;
}

export interface UsageFigures {
  readonly input_tokens: number;
  readonly output_tokens: number;
  /** US dollars; null when a turn's price is unknown. */
  readonly cost: number | null;
}

export interface RehearsalTotals extends UsageFigures {
  readonly calls_ran: number;
  readonly calls_simulated: number;
  readonly calls_needing_approval: number;
}

export type CallExecution = 'ran' | 'simulated' | 'refused';
export type CallApproval = 'not_needed' | RehearsalApproval;

export interface RehearsalCallView {
  readonly id: number;
  readonly task_id: number;
  readonly agent_id: number;
  readonly agent_name: string;
  readonly tool_name: string;
  readonly tool_class: string | null;
  readonly operation: string | null;
  readonly arguments: Record<string, unknown>;
  readonly execution: CallExecution;
  readonly simulated_from: SimulatedFrom | null;
  readonly simulated_from_call_id: number | null;
  readonly approval: CallApproval;
  readonly rule_id: number | null;
  readonly result: { readonly success: boolean | null; readonly content: string | null };
}

export interface ConversationLine {
  readonly role: 'user' | 'assistant' | 'tool';
  readonly content: string | null;
  readonly tool_call_id?: string;
}

export interface CallIdentity {
  readonly tool_name: string;
  readonly operation: string | null;
}

export interface RunDifferences {
  readonly answer_changed: boolean;
  readonly calls_only_in_rehearsal: CallIdentity[];
  readonly calls_only_in_past: CallIdentity[];
  readonly arguments_changed: Array<
    CallIdentity & { readonly past: Record<string, unknown>; readonly rehearsal: Record<string, unknown> }
  >;
}

export interface PastRunView {
  readonly task_id: number;
  readonly prompt: string;
  readonly status: string;
  readonly final_response: string | null;
  readonly calls: RehearsalCallView[];
  readonly differences: RunDifferences;
}

export interface RehearsalRunView {
  readonly task_id: number;
  readonly prompt: string;
  readonly status: string;
  readonly final_response: string | null;
  readonly error_message: string | null;
  readonly usage: UsageFigures;
  readonly conversation: ConversationLine[];
  readonly calls: RehearsalCallView[];
  /** For a repeated past prompt: the past task beside this run; else null. */
  readonly compared_with: PastRunView | null;
}

export interface RehearsalSummaryView {
  readonly id: number;
  readonly agent_id: number;
  readonly user_id: number;
  readonly status: RehearsalStatus;
  readonly source: RehearsalSourceView;
  readonly run_count: number;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The proposal as stored (see `Proposal`), in the plain shape responses carry. */
export interface ProposalView {
  system_prompt?: string;
  llm_configuration_id?: number;
  tools?: Array<{ tool_class: string; enabled: boolean; operations?: Record<string, boolean> }>;
}

/** A scripted result as stored (see `ScriptedResult`). */
export interface ScriptedResultView {
  tool_class: string;
  operation: string;
  arguments?: Record<string, unknown>;
  result: { success: boolean; content: string };
}

export interface RehearsalView extends Omit<RehearsalSummaryView, 'run_count'> {
  readonly proposal: ProposalView;
  readonly scripted_results: ScriptedResultView[];
  readonly totals: RehearsalTotals;
  readonly runs: RehearsalRunView[];
}
