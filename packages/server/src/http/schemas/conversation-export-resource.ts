import Type from 'typebox';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';
import { MessageAttachmentResource, TaskSummaryResource } from './task-resource.js';

const ExportedToolCallResource = Type.Object(
  {
    provider_call_id: Type.String(),
    tool_name: Type.String(),
    status: Type.String(),
    arguments: Type.Unknown({
      description: 'The arguments it ran with (a person’s edit, when they made one), else the proposed ones',
    }),
    decision: Nullable(
      Type.Object(
        {
          outcome: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
          reason: Nullable(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    result: Nullable(
      Type.Object(
        { success: Nullable(Type.Boolean()), content: Nullable(Type.String()) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, ...named('ExportedToolCall') },
);

/** A conversation exported as JSON (`ConversationExport`). */
export const ConversationExportResource = Type.Object(
  {
    task: Type.Object(
      { ...TaskSummaryResource.properties, agent_name: Type.String() },
      { additionalProperties: false },
    ),
    messages: Type.Array(
      Type.Object(
        {
          sequence: Type.Integer(),
          role: Type.String(),
          content: Nullable(Type.String()),
          created_at: Timestamp,
          tool_calls: Type.Immutable(
            Type.Array(ExportedToolCallResource, {
              description: 'The calls an assistant message asked for, with their decisions and results',
            }),
          ),
          tool_call_id: Nullable(Type.String({ description: 'For a tool result: the call it answers' })),
          attachments: Type.Immutable(
            Type.Array(MessageAttachmentResource, {
              description: 'Files sent with a message or returned by a call (their content is not exported)',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, ...named('ConversationExport') },
);
