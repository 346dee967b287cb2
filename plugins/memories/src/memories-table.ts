import type { Generated } from 'kysely';

/** A row of `memories`, as Kysely sees it. `agent_id` is `null` for an owner's global memories. */
export interface MemoriesTable {
  id: Generated<number>;
  user_id: number;
  agent_id: number | null;
  name: string;
  summary: string | null;
  content: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** The tables this plugin reads and writes. */
export interface MemoriesTables {
  memories: MemoriesTable;
}
