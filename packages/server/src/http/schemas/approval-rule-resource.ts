import Type, { type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common.js';
import { named } from './named.js';

const Outcome = Type.Union([Type.Literal('allow'), Type.Literal('deny'), Type.Literal('ask')], {
  description:
    '`allow`: runs without asking; `deny`: refused, the model reads `reason`; `ask`: a person decides',
});

/** What a rule says; the body of a create or an update. */
export const ApprovalRuleDefinition = Type.Object(
  {
    agent_id: Type.Optional(
      Type.Union([Id, Type.Null()], { description: 'Only this agent; null: every agent in scope' }),
    ),
    task_id: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: 'Only this task (a grant for the rest of it); needs `agent_id`',
      }),
    ),
    tool_name: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 200, description: 'The tool’s model-facing name' })),
    ),
    operation: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    condition: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 2000,
          description:
            'A CEL expression over `args`, the call’s arguments, e.g. `args.amount > 100 && args.to.endsWith("@example.com")`; needs `tool_name`. Checked against the operation’s parameters when saved',
        }),
      ),
    ),
    outcome: Outcome,
    reason: Type.Optional(
      Nullable(Type.String({ maxLength: 1000, description: 'For `deny`: what the model is told' })),
    ),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false, ...named('ApprovalRuleDefinition') },
);
export type ApprovalRuleDefinitionBody = Static<typeof ApprovalRuleDefinition>;

export const ApprovalRuleResource = Type.Object(
  {
    id: Type.Integer(),
    version: Type.Integer({
      minimum: 1,
      description: 'Raised by every update; calls name the version that decided them',
    }),
    scope: Type.Union([Type.Literal('user'), Type.Literal('global')], {
      description: '`user`: tried on its owner’s agents; `global`: on every agent, before any user’s rules',
    }),
    owner_user_id: Nullable(Type.Integer()),
    kind: Type.Union([Type.Literal('rule'), Type.Literal('grant')], {
      description: '`grant`: made with “remember” on an approval',
    }),
    agent_id: Nullable(Type.Integer()),
    agent_name: Nullable(Type.String()),
    task_id: Nullable(Type.Integer()),
    tool_name: Nullable(Type.String()),
    operation: Nullable(Type.String()),
    condition: Nullable(Type.String()),
    outcome: Outcome,
    reason: Nullable(Type.String()),
    description: Nullable(Type.String()),
    position: Type.Integer({ description: 'Order among its owner’s rules, lowest first' }),
    created_by: Nullable(Type.Integer()),
    created_at: Timestamp,
    updated_at: Timestamp,
    revoked_at: Nullable(Timestamp),
    revoked_by: Nullable(Type.Integer()),
  },
  { additionalProperties: false, ...named('ApprovalRule') },
);

export const ApprovalRuleVersionResource = Type.Object(
  {
    version: Type.Integer(),
    definition: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The rule as this version said it',
    }),
    created_by: Nullable(Type.Integer()),
    created_at: Timestamp,
  },
  { additionalProperties: false, ...named('ApprovalRuleVersion') },
);

const ReplayedCall = Type.Object(
  {
    call_id: Type.Integer(),
    task_id: Type.Integer(),
    agent_id: Type.Integer(),
    agent_name: Nullable(Type.String()),
    tool_name: Type.String(),
    operation: Nullable(Type.String()),
    decided: Type.Union([Type.Literal('approve'), Type.Literal('edit'), Type.Literal('reject')]),
    decided_at: Timestamp,
    would: Nullable(Outcome),
    error: Nullable(Type.String()),
  },
  { additionalProperties: false },
);

export const ApprovalRuleReplayResource = Type.Object(
  {
    considered: Type.Integer({
      description: 'Calls decided by a person that the replay looked at, newest first',
    }),
    matched: Type.Integer(),
    allowed_approved: Type.Integer({ description: 'Would have run without asking; a person approved them' }),
    allowed_rejected: Type.Integer({ description: 'Would have run without asking; a person rejected them' }),
    denied_approved: Type.Integer({ description: 'Would have been refused; a person approved them' }),
    denied_rejected: Type.Integer(),
    asked: Type.Integer(),
    errors: Type.Integer({ description: 'Calls the condition could not be evaluated on' }),
    calls: Type.Array(ReplayedCall, { description: 'Matching calls first; at most 50' }),
  },
  { additionalProperties: false, ...named('ApprovalRuleReplay') },
);
