import type { ApprovalRuleOutcome, ApprovalRuleRow } from '../../db/index.js';

/** What a rule says, as its editor writes it; everything but its identity, order and history. */
export interface RuleDefinition {
  readonly agent_id: number | null;
  readonly task_id: number | null;
  readonly tool_name: string | null;
  readonly operation: string | null;
  readonly condition: string | null;
  readonly outcome: ApprovalRuleOutcome;
  readonly reason: string | null;
  readonly description: string | null;
}

/** A rule and the version of it that decided a call, as a call and the record name it. */
export interface RuleReference {
  readonly id: number;
  readonly version: number;
}

/** What the rules decided for one call: the first matching rule's outcome. */
export interface RuleDecision {
  readonly rule: RuleReference;
  readonly outcome: ApprovalRuleOutcome;
  /** For `deny`: what the model is told. */
  readonly reason: string | null;
  /** Set when the rule's condition could not be evaluated and a person is asked instead. */
  readonly evaluationError: string | null;
}

/** How the decision record names a rule: `rule 12 v3`. */
export function ruleLabel(rule: RuleReference): string {
  return `rule ${rule.id} v${rule.version}`;
}

export function definitionOf(row: ApprovalRuleRow): RuleDefinition {
  return {
    agent_id: row.agent_id,
    task_id: row.task_id,
    tool_name: row.tool_name,
    operation: row.operation,
    condition: row.condition,
    outcome: row.outcome,
    reason: row.reason,
    description: row.description,
  };
}

export const defaultDenyReason = 'An approval rule does not allow this call.';
