import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';

/** What a task's status events carry of it as a conversation; the title only when it or the model changed. */
export const conversationStateProperties = {
  llm_driver_config_id: Nullable(
    Type.Integer({
      description: "The model configuration this conversation answers with; null: the agent's choice",
    }),
  ),
  title: Type.Optional(
    Type.String({
      description:
        "The conversation's title; in a status event only when its title or model changed (PATCH /tasks/{id})",
    }),
  ),
  branched_from: Type.Union(
    [
      Type.Object(
        { task_id: Type.Integer(), sequence: Type.Integer() },
        { additionalProperties: false, ...named('BranchedFrom') },
      ),
      Type.Null(),
    ],
    {
      description:
        'The conversation this one was branched from by editing or regenerating a message, and the sequence of that user message there; null otherwise',
    },
  ),
  rehearsal_id: Nullable(
    Type.Integer({
      description:
        'The rehearsal the task ran for, its side effects simulated (also on its sub-agent and handover tasks); null: real work',
    }),
  ),
};

const AnsweringModelResource = Type.Object(
  {
    llm_driver_config_id: Type.Integer(),
    name: Type.String(),
    model: Nullable(Type.String({ description: 'The model its settings name; null when they name none' })),
  },
  { additionalProperties: false, ...named('AnsweringModel') },
);

/** What lists and single tasks add: the title always, the model that answers next, call counts. */
export const conversationSummaryProperties = {
  title: Type.String({
    description:
      "The conversation's title: the one its owner gave it (PATCH /tasks/{id}), else the first words of its first prompt",
  }),
  answering_model: Type.Union([AnsweringModelResource, Type.Null()], {
    description:
      "The configuration that answers the conversation's next turn: its own, else the agent's, else the owner's preferred one, else the global default; null when none resolves",
  }),
  rejected_call_count: Type.Integer({ description: 'Its tool calls that were rejected (REJECTED)' }),
  failed_call_count: Type.Integer({
    description:
      'Its tool calls that failed: FAILED, or ended without a successful result (refused, interrupted); rejected calls are not counted',
  }),
};

/** What a single task adds: the conversations branched from it. */
export const conversationDetailProperties = {
  branches: Type.Array(
    Type.Object(
      { task_id: Type.Integer(), title: Type.String(), created_at: Timestamp },
      { additionalProperties: false, ...named('ConversationBranch') },
    ),
    { description: 'The conversations branched from this one (edits and regenerations), oldest first' },
  ),
};
