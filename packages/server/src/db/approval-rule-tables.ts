import type { Generated } from 'kysely';

type Timestamp = string;

/** What a matching rule decides: run without asking, refuse with a reason, or ask a person. */
export type ApprovalRuleOutcome = 'allow' | 'deny' | 'ask';

/** A rule written in the rule editor, or a grant made from an approval card. */
export type ApprovalRuleKind = 'rule' | 'grant';

/** Ordered approval rules: global when `owner_user_id` is NULL, otherwise for that user's agents. */
export interface ApprovalRulesTable {
  id: Generated<number>;
  owner_user_id: number | null;
  kind: ApprovalRuleKind;
  agent_id: number | null;
  /** A grant "for the rest of this task". */
  task_id: number | null;
  tool_name: string | null;
  operation: string | null;
  /** A CEL expression over `args`; NULL matches every call. */
  condition: string | null;
  outcome: ApprovalRuleOutcome;
  /** For `deny`: what the model is told. */
  reason: string | null;
  description: string | null;
  position: number;
  version: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
}

/** Every version a rule had, as canonical JSON, so a decision naming one can be explained. */
export interface ApprovalRuleVersionsTable {
  rule_id: number;
  version: number;
  definition: string;
  created_by: number | null;
  created_at: Timestamp;
}
