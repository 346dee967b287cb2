import Type, { type Static } from 'typebox';
import { Id } from './common.js';
import { named } from './named.js';

/** Up to thirty days, in seconds. */
const DeadlineSeconds = Type.Integer({ minimum: 1, maximum: 2_592_000 });

const Deadline = Type.Object(
  {
    seconds: DeadlineSeconds,
    action: Type.Union([Type.Literal('escalate'), Type.Literal('reject')], {
      description:
        '`escalate`: notify the escalation approvers (administrators when none is named), who may then decide too; `reject`: reject the call, telling the model `deadline_reason`',
    }),
  },
  { additionalProperties: false, ...named('ApprovalDeadline') },
);

const OperationPolicy = Type.Object(
  {
    tool_class: Type.String({ minLength: 1, maxLength: 200 }),
    operation: Type.String({ minLength: 1, maxLength: 200 }),
    quorum: Type.Integer({
      minimum: 1,
      maximum: 20,
      description: 'How many distinct people must approve the same arguments',
    }),
    deadline: Type.Union([Deadline, Type.Null()], {
      description: "Replaces the agent's deadline for this operation",
    }),
  },
  { additionalProperties: false },
);

const approverIds = (description: string) =>
  Type.Array(Id, { maxItems: 50, description: `${description}; each an active account` });

/** What an agent's owner or an administrator sends to set who decides its approvals. */
export const ApproverPolicyBody = Type.Object(
  {
    owner_decides: Type.Boolean({ description: 'The agent’s owner may decide (the default)' }),
    administrators_decide: Type.Boolean({ description: 'Every administrator may decide' }),
    approver_user_ids: approverIds('People who may decide from the start'),
    escalation_user_ids: approverIds(
      'People who may decide once a deadline escalated, and who are notified then',
    ),
    deadline: Type.Union([Deadline, Type.Null()], { description: 'For every operation without its own' }),
    deadline_reason: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], {
      description: 'What the model reads when a deadline rejects its call; a default sentence when null',
    }),
    operations: Type.Array(OperationPolicy, { maxItems: 200 }),
  },
  { additionalProperties: false, ...named('ApproverPolicyInput') },
);

export type ApproverPolicyBodyView = Static<typeof ApproverPolicyBody>;

export const ApproverPerson = Type.Object(
  { user_id: Type.Integer(), name: Type.String() },
  { additionalProperties: false, ...named('ApproverPerson') },
);

/** An agent's approver policy, with the named people's names. */
export const ApproverPolicyResource = Type.Object(
  {
    agent_id: Type.Integer(),
    ...ApproverPolicyBody.properties,
    approvers: Type.Array(ApproverPerson, { description: 'The people of `approver_user_ids`, named' }),
    escalation_approvers: Type.Array(ApproverPerson, {
      description: 'The people of `escalation_user_ids`, named',
    }),
  },
  { additionalProperties: false, ...named('ApproverPolicy') },
);

export type ApproverPolicyView = Static<typeof ApproverPolicyResource>;
