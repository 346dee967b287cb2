import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

const Digest = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** One row of the decision record, as the API and its JSON Lines export show it. */
export const DecisionRecordEntry = Type.Object(
  {
    id: Type.Integer(),
    sequence: Type.Integer({ description: 'The row’s place in the hash chain, from 1 without gaps' }),
    task_id: Type.Integer(),
    tool_call_id: Type.Integer(),
    agent_id: Type.Integer(),
    user_id: Type.Integer({ description: 'The task’s owner' }),
    operation: Nullable(Type.String()),
    decision: Type.Union([Type.Literal('approve'), Type.Literal('edit'), Type.Literal('reject')]),
    via: Type.Union(
      [Type.Literal('per_call'), Type.Literal('bulk'), Type.Literal('vote'), Type.Literal('deadline')],
      {
        description:
          '`vote`: an approval that left the call short of its quorum (the call still waits); `deadline`: rejected because no approver decided in time',
      },
    ),
    channel: Nullable(
      Type.Union([Type.Literal('ui'), Type.Literal('api'), Type.Literal('email'), Type.Literal('rule')], {
        description: 'NULL for decisions recorded before channels were, and for a deadline’s rejection',
      }),
    ),
    decided_by: Nullable(Type.Integer()),
    decided_by_rule: Nullable(Type.String()),
    reason: Nullable(Type.String()),
    proposed_digest: Digest,
    run_digest: Nullable(Digest),
    decided_at: Timestamp,
    prev_hash: Digest,
    row_hash: Digest,
  },
  { additionalProperties: false, ...named('DecisionRecordEntry') },
);
