import Type from 'typebox';
import { Id } from './common.js';
import { named } from './named.js';

const CallOfTask = {
  task_id: Id,
  provider_call_id: Type.String({ minLength: 1, maxLength: 200 }),
};

/** `POST /approvals/decisions`: one decision, with one reason, for several calls of the inbox. */
export const BulkDecisionBody = Type.Object(
  {
    calls: Type.Array(Type.Object(CallOfTask, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 100,
    }),
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    reason: Type.Optional(
      Type.String({ maxLength: 2000, description: 'For `reject`: what the model is told, for every call' }),
    ),
  },
  { additionalProperties: false, ...named('BulkApprovalDecisionRequest') },
);

/** What became of one call of a bulk decision. */
export const BulkDecisionResultResource = Type.Union(
  [
    Type.Object(
      {
        ...CallOfTask,
        outcome: Type.Literal('decided'),
        task_status: Type.String({ description: "The call's task's status once decided" }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        ...CallOfTask,
        outcome: Type.Literal('refused'),
        error: Type.Object(
          {
            code: Type.Union([
              Type.Literal('NOT_FOUND'),
              Type.Literal('FORBIDDEN'),
              Type.Literal('INVALID_STATE'),
              Type.Literal('VALIDATION_ERROR'),
            ]),
            message: Type.String(),
          },
          {
            additionalProperties: false,
            description:
              '`NOT_FOUND`: not a call your inbox shows; `FORBIDDEN`: you may no longer decide it (its agent’s approvers changed); `INVALID_STATE`: no longer awaiting a decision (someone decided it), or your approval already counts toward its quorum; `VALIDATION_ERROR`: listed twice, or the decision is not valid for it',
          },
        ),
      },
      { additionalProperties: false },
    ),
  ],
  named('BulkApprovalDecisionResult'),
);
