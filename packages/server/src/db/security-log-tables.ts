import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

/** One entry of the security log; written once, never updated, deleted only by retention. */
export interface SecurityEventsTable {
  id: Generated<number>;
  occurred_at: ColumnType<Timestamp, Timestamp, never>;
  kind: string;
  /** Who did it (the signed-in user); null for strangers, such as a failed sign-in. */
  actor_user_id: number | null;
  /** Whose account it concerns; no foreign key, so the entry outlives the account. */
  subject_user_id: number | null;
  address: string | null;
  user_agent: string | null;
  /** JSON: what the event kind records beyond who, whom and where. */
  detail: string;
}
