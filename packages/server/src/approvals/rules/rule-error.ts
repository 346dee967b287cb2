import { SporaError } from '@spora/sdk';

export type RuleErrorCode =
  | 'RULE_CONDITION_INVALID'
  | 'RULE_UNKNOWN_ARGUMENT'
  | 'RULE_UNKNOWN_TOOL'
  | 'RULE_UNKNOWN_OPERATION'
  | 'RULE_UNKNOWN_AGENT'
  | 'RULE_UNKNOWN_TASK';

/**
 * A rule that cannot be saved, with `details.field` naming the fault (and `details.position`, the
 * offset in the condition, where the fault is in it). The API answers 422.
 */
export class RuleError extends SporaError<RuleErrorCode> {}
