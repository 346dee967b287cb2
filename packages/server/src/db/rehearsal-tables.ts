import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** What a rehearsal runs: one prompt, the prompts of the agent's last tasks, or a saved set. */
export type RehearsalSourceKind = 'prompt' | 'past_tasks' | 'prompt_set';

/** Where a simulated call's result came from, in the order they are tried. */
export type SimulatedFrom = 'recorded' | 'scripted' | 'invented';

/**
 * What approval a rehearsed call would have needed: a person would have been asked, or an approval
 * rule would have allowed or denied it; `proposed_*`: one of the rules the rehearsal proposed
 * decided (allowed, denied, or asked a person). NULL: the call needed none.
 */
export type RehearsalApproval =
  | 'asked'
  | 'rule_allowed'
  | 'rule_denied'
  | 'proposed_allowed'
  | 'proposed_denied'
  | 'proposed_asked';

/** A saved list of prompts an agent is rehearsed with. */
export interface RehearsalPromptSetsTable {
  id: Generated<number>;
  agent_id: number;
  created_by_user_id: number | null;
  name: string;
  /** JSON array of prompt strings. */
  prompts: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One rehearsal of an agent; its prompts run as tasks whose `rehearsal_id` names it. */
export interface RehearsalsTable {
  id: Generated<number>;
  agent_id: number;
  /** Who rehearsed. */
  user_id: number;
  source_kind: RehearsalSourceKind;
  prompt_set_id: number | null;
  /** JSON: the proposed configuration the rehearsal runs with (`{}`: the agent's current one). */
  proposal: string;
  /** JSON: results the operator scripted per tool and operation (and optionally arguments). */
  scripted_results: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
