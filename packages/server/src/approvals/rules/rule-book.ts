import type { ParametersSchema } from '@spora/sdk';
import type { ApprovalRuleRow } from '../../db/index.js';
import type { RuleDecision } from './approval-rule.js';
import { type CompiledCondition, compileCondition } from './rule-condition.js';

/** One call at the gate: which tool and operation, with the arguments it would run with. */
export interface GatedCall {
  readonly toolName: string;
  readonly toolClass: string;
  readonly operation: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** The schema the rule's condition was checked against: the operation's parameters. */
  readonly schemaFor: (operation: string | null) => ParametersSchema;
}

/**
 * The rules that apply to one task, in order (global ones first, then the owner's), deciding calls
 * as the loop plans them. The first rule whose agent, tool, operation and condition match decides;
 * none matching leaves the operation's own approval flag in charge. A condition that cannot be
 * evaluated (an optional argument it reads is absent, say) never lets a call through: an `allow`
 * rule is then skipped, and a `deny` or `ask` rule asks a person. An `allow` rule never decides an
 * operation whose approver policy needs more than one person (`quorumOperations`, `class/operation`):
 * a rule cannot stand in for the second approver.
 */
export class RuleBook {
  constructor(
    private readonly rules: readonly ApprovalRuleRow[],
    private readonly quorumOperations: ReadonlySet<string> = new Set(),
  ) {}

  get isEmpty(): boolean {
    return this.rules.length === 0;
  }

  decide(call: GatedCall): RuleDecision | null {
    for (const rule of this.rules) {
      if (rule.tool_name !== null && rule.tool_name !== call.toolName) continue;
      if (rule.operation !== null && rule.operation !== call.operation) continue;
      if (rule.outcome === 'allow' && this.quorumOperations.has(`${call.toolClass}/${call.operation}`))
        continue;
      const reference = { id: rule.id, version: rule.version };
      if (rule.condition === null) {
        return { rule: reference, outcome: rule.outcome, reason: rule.reason, evaluationError: null };
      }
      const evaluated = conditionOf(rule, call).matches(call.args);
      if (evaluated.ok && !evaluated.value) continue;
      if (evaluated.ok)
        return { rule: reference, outcome: rule.outcome, reason: rule.reason, evaluationError: null };
      if (rule.outcome === 'allow') continue;
      return { rule: reference, outcome: 'ask', reason: null, evaluationError: evaluated.error };
    }
    return null;
  }
}

// Compiled once per rule version and schema; a bounded cache, since rules change rarely.
const compiled = new Map<string, CompiledCondition>();
const cacheLimit = 2000;

function conditionOf(rule: ApprovalRuleRow, call: GatedCall): CompiledCondition {
  // A rule a rehearsal proposes (no id of its own) is compiled for each call: its id names no version.
  if (rule.id <= 0) return compiledOrNever(rule, call);
  const key = `${rule.id}@${rule.version}:${call.toolName}:${rule.operation ?? ''}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const condition = compiledOrNever(rule, call);
  if (compiled.size >= cacheLimit) compiled.clear();
  compiled.set(key, condition);
  return condition;
}

function compiledOrNever(rule: ApprovalRuleRow, call: GatedCall): CompiledCondition {
  const compilation = compileCondition(rule.condition ?? 'true', call.schemaFor(rule.operation));
  // A rule saved against another version of the tool may no longer compile: it then never allows.
  return compilation.ok
    ? compilation.condition
    : { matches: () => ({ ok: false, error: compilation.problem.message }) };
}
