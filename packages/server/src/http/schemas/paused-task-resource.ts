import Type, { type Static } from 'typebox';
import { Timestamp } from './common.js';
import { named } from './named.js';

/** A task of yours paused at a limit only you can lift, as the approvals inbox lists it. */
export const PausedTaskResource = Type.Object(
  {
    task: Type.Object(
      {
        id: Type.Integer(),
        prompt_excerpt: Type.String({ description: "The task's prompt, cut to 200 characters" }),
      },
      { additionalProperties: false },
    ),
    agent: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
    status: Type.Union([Type.Literal('AWAITING_BUDGET'), Type.Literal('AWAITING_CONNECTION')]),
    reason: Type.Union(
      [
        Type.Literal('step_limit'),
        Type.Literal('budget'),
        Type.Literal('credential'),
        Type.Literal('account'),
      ],
      {
        description:
          '`step_limit` or `budget`: allow it more (POST /tasks/{id}/extend) or raise the budget; `credential`: save a working model key or tool setting; `account`: connect your account to the MCP server',
      },
    ),
    paused_since: Timestamp,
  },
  { additionalProperties: false, ...named('PausedTask') },
);

export type PausedTaskView = Static<typeof PausedTaskResource>;
