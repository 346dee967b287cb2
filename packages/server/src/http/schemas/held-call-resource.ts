import Type, { type Static } from 'typebox';
import { Timestamp } from './common.js';
import { named } from './named.js';

/** A call held after its worker died while it ran, as the approvals inbox lists it. */
export const HeldCallResource = Type.Object(
  {
    tool_call_id: Type.Integer({ description: 'The `call_id` to answer with POST /tasks/{id}/reconcile' }),
    agent: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
    task: Type.Object(
      {
        id: Type.Integer(),
        prompt_excerpt: Type.String({ description: "The task's prompt, cut to 200 characters" }),
      },
      { additionalProperties: false },
    ),
    tool_name: Type.String(),
    tool_display_name: Type.String(),
    operation: Type.Union([Type.String(), Type.Null()]),
    human_description: Type.Union([Type.String(), Type.Null()]),
    arguments: Type.Unknown({ description: 'The arguments it ran with' }),
    held_since: Timestamp,
  },
  { additionalProperties: false, ...named('HeldCall') },
);

export type HeldCallView = Static<typeof HeldCallResource>;
