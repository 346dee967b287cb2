import type { ProposedRule } from './rehearsal-types';

export type RuleOutcome = ProposedRule['outcome'];

/** One proposed approval rule as typed in the form. */
export interface RuleDraft {
  readonly key: number;
  /** The tool's name as the model calls it; null: any tool (then no operation or condition). */
  readonly toolName: string | null;
  readonly operation: string | null;
  readonly condition: string;
  readonly outcome: RuleOutcome;
  readonly reason: string;
}

let nextKey = 1;

export function newRule(): RuleDraft {
  nextKey += 1;
  return { key: nextKey, toolName: null, operation: null, condition: '', outcome: 'ask', reason: '' };
}

/** The rules to send, in the form's order (the first that matches a call decides it). */
export function proposedRulesOf(drafts: readonly RuleDraft[]): ProposedRule[] {
  return drafts.map((draft) => ({
    tool_name: draft.toolName,
    operation: draft.toolName === null ? null : draft.operation,
    condition: draft.toolName === null || draft.condition.trim() === '' ? null : draft.condition.trim(),
    outcome: draft.outcome,
    reason: draft.outcome === 'deny' && draft.reason.trim() !== '' ? draft.reason.trim() : null,
  }));
}
