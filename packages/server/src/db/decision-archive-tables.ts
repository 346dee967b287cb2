import type { Generated } from 'kysely';

type Timestamp = string;

/**
 * One archived range of the decision record: rows `first_sequence`..`last_sequence` were
 * deleted from `tool_call_decisions` by the retention job, and the chain now starts after
 * `last_row_hash`. Rows are only ever added.
 */
export interface DecisionRecordArchivesTable {
  id: Generated<number>;
  first_sequence: number;
  last_sequence: number;
  row_count: number;
  /** The `row_hash` of the last archived row: the `prev_hash` the first remaining row names. */
  last_row_hash: string;
  /** The range holds the rows decided before this instant (the start of a month, UTC). */
  decided_before: Timestamp;
  first_decided_at: Timestamp;
  last_decided_at: Timestamp;
  /** The JSON Lines file the rows were written to before deletion, when exporting is set up. */
  export_file: string | null;
  /** SHA-256 (hex) of that file. */
  export_sha256: string | null;
  /** The retention period in force, in days, and the administrator who set it. */
  retention_days: number;
  retention_set_by: number | null;
  archived_at: Timestamp;
}
