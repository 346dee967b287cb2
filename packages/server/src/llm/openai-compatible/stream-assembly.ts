import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import { invalidAnswer } from '../answer-body.js';
import { type AssembledCompletion, reasoningFieldOf } from './message-mapping.js';

/**
 * Reads a streamed chat completion to its end, handing each text delta to `onTextDelta`, and
 * returns the same completion a non-streaming call would have: content and reasoning joined, tool
 * calls assembled from their pieces by index.
 */
export async function assembleChatCompletionStream(
  chunks: AsyncIterable<ChatCompletionChunk>,
  onTextDelta: (delta: string) => void,
): Promise<AssembledCompletion> {
  let id: string | null = null;
  let model: string | null = null;
  let content = '';
  let reasoning = '';
  let finishReason: string | null = null;
  let usage: CompletionUsage | null = null;
  const toolCalls = new Map<number, { id: string; name: string; arguments: string }>();

  for await (const chunk of decodedChunks(chunks)) {
    id ??= chunk.id || null;
    model ??= chunk.model || null;
    // With `include_usage`, the last chunk carries the usage and no choices.
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices.find((candidate) => candidate.index === 0);
    if (!choice) continue;
    const { delta } = choice;
    if (delta.content) {
      content += delta.content;
      onTextDelta(delta.content);
    }
    reasoning += reasoningFieldOf(delta) ?? '';
    for (const piece of delta.tool_calls ?? []) {
      let call = toolCalls.get(piece.index);
      if (!call) {
        call = { id: '', name: '', arguments: '' };
        toolCalls.set(piece.index, call);
      }
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name = piece.function.name;
      call.arguments += piece.function?.arguments ?? '';
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }

  return {
    id,
    model,
    content,
    reasoning: reasoning === '' ? null : reasoning,
    toolCalls: [...toolCalls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call),
    finishReason,
    usage,
  };
}

/** The chunks of a stream; an event whose data is not JSON (a stream cut mid-event …) is `INVALID_RESPONSE`. */
async function* decodedChunks(
  chunks: AsyncIterable<ChatCompletionChunk>,
): AsyncGenerator<ChatCompletionChunk> {
  try {
    yield* chunks;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw invalidAnswer(
      `The OpenAI-compatible server streamed an event that is not JSON (${error.message}).`,
    );
  }
}
