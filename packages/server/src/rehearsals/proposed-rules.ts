import type { ApprovalRuleOutcome, ApprovalRuleRow } from '../db/index.js';

/**
 * An approval rule a rehearsal tries: as the rule editor writes one for the agent, decided ahead of
 * the rules that apply today, in the order given. It is never saved and decides nothing outside
 * the rehearsal.
 */
export interface ProposedRule {
  readonly tool_name: string | null;
  readonly operation: string | null;
  /** A CEL expression over `args`, as in saved rules; null matches every call of the tool. */
  readonly condition: string | null;
  readonly outcome: ApprovalRuleOutcome;
  /** For `deny`: what the model is told. */
  readonly reason: string | null;
}

export const maxProposedRules = 50;
const ruleKeys = new Set(['tool_name', 'operation', 'condition', 'outcome', 'reason']);
const outcomes: readonly ApprovalRuleOutcome[] = ['allow', 'deny', 'ask'];
const maxConditionLength = 2_000;
const maxReasonLength = 1_000;

function optionalText(
  value: unknown,
  at: string,
  maxLength: number,
  issues: Record<string, string>,
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength) {
    issues[at] = `must be null or a text of 1 to ${maxLength} characters`;
    return null;
  }
  return value;
}

/** Reads the proposal's `approval_rules` (shape only; tools, operations and conditions are checked against the registry later). */
export function parseProposedRules(
  value: unknown,
  at: string,
  issues: Record<string, string>,
): ProposedRule[] {
  if (!Array.isArray(value)) {
    issues[at] = 'must be an array';
    return [];
  }
  if (value.length > maxProposedRules) {
    issues[at] = `must hold at most ${maxProposedRules} rules`;
    return [];
  }
  return value.flatMap((entry, index): ProposedRule[] => {
    const here = `${at}[${index}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      issues[here] = 'must be an object';
      return [];
    }
    const fields = entry as Record<string, unknown>;
    for (const key of Object.keys(fields))
      if (!ruleKeys.has(key)) issues[`${here}.${key}`] = 'is not a known field';
    const outcome = fields.outcome;
    if (typeof outcome !== 'string' || !outcomes.includes(outcome as ApprovalRuleOutcome)) {
      issues[`${here}.outcome`] = `must be one of ${outcomes.join(', ')}`;
    }
    const rule = {
      tool_name: optionalText(fields.tool_name, `${here}.tool_name`, 200, issues),
      operation: optionalText(fields.operation, `${here}.operation`, 200, issues),
      condition: optionalText(fields.condition, `${here}.condition`, maxConditionLength, issues),
      outcome: outcome as ApprovalRuleOutcome,
      reason: optionalText(fields.reason, `${here}.reason`, maxReasonLength, issues),
    };
    return outcomes.includes(rule.outcome) ? [rule] : [];
  });
}

/**
 * Proposed rules as rows of the rule book, ahead of the saved ones: each has a negative id (it is
 * no saved rule), which is how the loop tells a proposed rule's decision from a saved rule's.
 */
export function proposedRuleRows(
  rules: readonly ProposedRule[],
  agent: { readonly id: number; readonly user_id: number },
): ApprovalRuleRow[] {
  const now = new Date().toISOString();
  return rules.map((rule, index) => ({
    ...rule,
    id: -(index + 1),
    owner_user_id: agent.user_id,
    kind: 'rule',
    agent_id: agent.id,
    task_id: null,
    description: null,
    position: index,
    version: 1,
    created_by: null,
    created_at: now,
    updated_at: now,
    revoked_at: null,
    revoked_by: null,
  }));
}

/** Whether a rule the loop matched is one of a rehearsal's proposed rules. */
export function isProposedRule(rule: { readonly id: number }): boolean {
  return rule.id < 0;
}
