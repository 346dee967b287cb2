import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** Null once that account is deleted. */
  created_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** What a member may do in the team beyond using its shared agents. */
export type TeamRole = 'member' | 'approver' | 'manager';

export interface TeamMembersTable {
  id: Generated<number>;
  team_id: number;
  user_id: number;
  /** Approvers (and managers) decide the approvals of the team's shared agents; managers also manage members. */
  role: TeamRole;
  /** 1 when a single sign-on provider's groups made the membership, so they may end it too. */
  from_single_sign_on: Generated<0 | 1>;
  created_at: CreatedAt;
}

/** `use`: see the agent and run it; `configure`: also change its prompt, model, tools and settings. */
export type AgentShareAccess = 'use' | 'configure';

export interface AgentSharesTable {
  id: Generated<number>;
  agent_id: number;
  team_id: number;
  access: AgentShareAccess;
  created_at: CreatedAt;
  created_by_user_id: number | null;
}
