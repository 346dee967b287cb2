import type { LlmMessage, LlmResponse } from '@spora/sdk';

/**
 * Messages in the GenAI semantic conventions' shape (`gen_ai.input.messages`,
 * `gen_ai.output.messages`): a role and its parts. Attachments are named, never copied: a trace
 * is no place for a user's files.
 */

type MessagePart =
  | { readonly type: 'text'; readonly content: string }
  | { readonly type: 'tool_call'; readonly id: string; readonly name: string; readonly arguments: unknown }
  | { readonly type: 'tool_call_response'; readonly id: string; readonly response: string }
  | { readonly type: 'attachment'; readonly name: string; readonly media: string };

interface ConventionMessage {
  readonly role: string;
  readonly parts: readonly MessagePart[];
  readonly finish_reason?: string;
}

export function inputMessagesOf(messages: readonly LlmMessage[]): string {
  return JSON.stringify(messages.map(conventionMessage));
}

export function outputMessagesOf(response: LlmResponse): string {
  const message: ConventionMessage = {
    ...conventionMessage({
      role: 'assistant',
      text: response.text,
      toolCalls: response.toolCalls,
      blocks: [],
    }),
    finish_reason: response.finishReason ?? 'unknown',
  };
  return JSON.stringify([message]);
}

function conventionMessage(message: LlmMessage): ConventionMessage {
  switch (message.role) {
    case 'user':
      return {
        role: 'user',
        parts: [
          { type: 'text', content: message.content },
          ...(message.attachments ?? []).map(
            (attachment): MessagePart => ({
              type: 'attachment',
              name: attachment.name,
              media: attachment.type,
            }),
          ),
        ],
      };
    case 'assistant':
      return {
        role: 'assistant',
        parts: [
          ...(message.text === null ? [] : [{ type: 'text', content: message.text } as const]),
          ...message.toolCalls.map(
            (call): MessagePart => ({
              type: 'tool_call',
              id: call.id,
              name: call.name,
              arguments: call.arguments ?? call.rawArguments,
            }),
          ),
        ],
      };
    case 'tool':
      return {
        role: 'tool',
        parts: [{ type: 'tool_call_response', id: message.toolCallId, response: message.content }],
      };
  }
}
