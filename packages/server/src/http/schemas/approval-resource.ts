import Type, { type Static } from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** A request that decides one call: what to send, ready to use. */
const DecisionRequest = Type.Object(
  {
    method: Type.Literal('POST'),
    path: Type.String(),
    body: Type.Object(
      {
        decisions: Type.Array(
          Type.Object(
            {
              provider_call_id: Type.String(),
              decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, ...named('ApprovalDecisionRequest') },
);

const Person = { user_id: Type.Integer(), name: Type.String() };

/** Where a call stands with its approvers: who may decide, votes against the quorum, the deadline. */
export const ApprovalStateResource = Type.Object(
  {
    quorum: Type.Integer({
      minimum: 1,
      description: 'How many distinct people must approve the same arguments',
    }),
    votes: Type.Array(
      Type.Object(
        {
          ...Person,
          edited: Type.Boolean({ description: 'Approved with edited arguments' }),
          voted_at: Timestamp,
          arguments_digest: Type.String({
            description: 'SHA-256 of the arguments approved; votes count together only when these match',
          }),
        },
        { additionalProperties: false },
      ),
      { description: 'Approvals so far, short of the quorum, oldest first' },
    ),
    deciders: Type.Array(
      Type.Object(
        {
          ...Person,
          as: Type.Union([
            Type.Literal('owner'),
            Type.Literal('approver'),
            Type.Literal('team_approver'),
            Type.Literal('escalation'),
          ]),
        },
        { additionalProperties: false },
      ),
      { description: 'Named people who may decide it now' },
    ),
    administrators_decide: Type.Boolean({ description: 'Administrators may decide it too' }),
    deadline: Nullable(
      Type.Object(
        {
          at: Timestamp,
          action: Type.Union([Type.Literal('escalate'), Type.Literal('reject')]),
        },
        { additionalProperties: false },
      ),
    ),
    escalated_at: Nullable(Timestamp),
  },
  { additionalProperties: false, ...named('ApprovalState') },
);

/** One call awaiting a decision the caller may make, with where it comes from and how to decide. */
export const PendingApprovalResource = Type.Object(
  {
    tool_call_id: Type.Integer(),
    provider_call_id: Type.String(),
    agent: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
    task: Type.Object(
      {
        id: Type.Integer(),
        prompt_excerpt: Type.String({ description: "The task's prompt, cut to 200 characters" }),
        parent_task_id: Nullable(Type.Integer({ description: 'Set for a sub-agent task' })),
      },
      { additionalProperties: false },
    ),
    tool_name: Type.String(),
    tool_display_name: Type.String(),
    operation: Nullable(Type.String()),
    human_description: Nullable(
      Type.String({ description: "The tool's own sentence for what the call does" }),
    ),
    arguments: Type.Unknown({ description: 'The arguments the model proposed' }),
    parameter_schema: Nullable(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          "JSON Schema of the call's arguments narrowed to its operation, for an edit form; null when the tool is gone",
      }),
    ),
    waiting_since: Timestamp,
    approval: ApprovalStateResource,
    decide_via: Type.Object(
      { approve: DecisionRequest, reject: DecisionRequest },
      {
        additionalProperties: false,
        description:
          'Requests that approve or reject this call alone; approving with `arguments` in the decision edits it',
      },
    ),
  },
  { additionalProperties: false, ...named('PendingApproval') },
);

export type PendingApprovalView = Static<typeof PendingApprovalResource>;
