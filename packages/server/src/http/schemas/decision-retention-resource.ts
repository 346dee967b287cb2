import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** One range of the decision record the retention job archived (its rows were deleted). */
const DecisionRecordArchiveResource = Type.Object(
  {
    id: Type.Integer(),
    first_sequence: Type.Integer(),
    last_sequence: Type.Integer(),
    row_count: Type.Integer(),
    last_row_hash: Type.String({
      description: 'The row_hash of the last archived row: the prev_hash the first remaining row names',
    }),
    decided_before: Timestamp,
    first_decided_at: Timestamp,
    last_decided_at: Timestamp,
    export_file: Nullable(Type.String({ description: 'The JSON Lines copy written before deletion' })),
    export_sha256: Nullable(Type.String()),
    retention_days: Type.Integer(),
    retention_set_by: Nullable(Type.Integer()),
    archived_at: Timestamp,
  },
  { additionalProperties: false, ...named('DecisionRecordArchive') },
);

/** The decision record's retention period and what it archived. */
export const DecisionRecordRetentionResource = Type.Object(
  {
    retention_days: Nullable(
      Type.Integer({
        description: 'Months wholly older than this many days are archived; null keeps every row',
      }),
    ),
    set_by: Nullable(Type.Integer()),
    set_at: Nullable(Timestamp),
    export_directory_set: Type.Boolean({
      description: 'Whether archived rows are copied as JSON Lines first (SPORA_DECISION_ARCHIVE_DIR)',
    }),
    archives: Type.Array(DecisionRecordArchiveResource),
  },
  { additionalProperties: false, ...named('DecisionRecordRetention') },
);
