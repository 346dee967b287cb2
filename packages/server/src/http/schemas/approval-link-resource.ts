import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

const LinkDecision = Type.Union([Type.Literal('approve'), Type.Literal('reject')], {
  description: 'What the link decides',
});

/** What an approval e-mail's link would decide, shown on its confirmation page. */
export const ApprovalLinkResource = Type.Object(
  {
    decision: LinkDecision,
    expires_at: Timestamp,
    call: Type.Object(
      {
        id: Type.Integer(),
        provider_call_id: Type.String(),
        tool_name: Type.String(),
        operation: Nullable(Type.String()),
        human_description: Nullable(
          Type.String({ description: "The tool's own sentence for what the call does" }),
        ),
        arguments: Type.Record(Type.String(), Type.Unknown(), {
          description: 'The arguments the model proposed, which the e-mail showed',
        }),
        waiting_since: Timestamp,
      },
      { additionalProperties: false },
    ),
    task: Type.Object({ id: Type.Integer(), user_prompt: Type.String() }, { additionalProperties: false }),
    agent: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false, ...named('ApprovalLink') },
);

/** The decision a link made. */
export const ApprovalLinkDecisionResource = Type.Object(
  {
    decision: LinkDecision,
    task_id: Type.Integer(),
    call_id: Type.Integer(),
    decided_at: Timestamp,
  },
  { additionalProperties: false, ...named('ApprovalLinkDecision') },
);
