import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type Flag = 0 | 1;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export interface AgentsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string | null;
  system_prompt: string | null;
  llm_driver_config_id: number | null;
  max_steps: Generated<number>;
  is_active: Generated<Flag>;
  allow_followup: Generated<Flag>;
  /** Reaching the step limit pauses a task (AWAITING_BUDGET) rather than failing it. */
  pause_at_step_limit: Generated<Flag>;
  /** A call that may have run when its worker died waits for a person (NEEDS_RECONCILIATION). */
  reconcile_uncertain_calls: Generated<Flag>;
  retry_after_minutes: Generated<number>;
  max_retries: Generated<number>;
  is_pinned: Generated<Flag>;
  is_archived: Generated<Flag>;
  is_favorite: Generated<Flag>;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A row exists exactly when the tool is enabled for the agent. */
export interface AgentToolsTable {
  id: Generated<number>;
  agent_id: number;
  tool_class: string;
  tool_name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Per-agent, per-operation flags; NULL means the operation's declared default. */
export interface AgentToolOperationOverridesTable {
  id: Generated<number>;
  agent_id: number;
  tool_class: string;
  operation: string;
  enabled: Flag | null;
  requires_approval: Flag | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Settings layers of the cascade: global, per user, per agent (JSON, passwords encrypted). */
export interface ToolConfigurationsTable {
  id: Generated<number>;
  tool_class: string;
  tool_name: string;
  settings: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ToolUserSettingsTable {
  id: Generated<number>;
  user_id: number;
  tool_class: string;
  settings: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgentToolOverridesTable {
  id: Generated<number>;
  agent_id: number;
  tool_class: string;
  settings: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
