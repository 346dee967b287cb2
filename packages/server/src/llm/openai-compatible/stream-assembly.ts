import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import { invalidAnswer } from '../answer-body.js';
import type { HttpAnswer } from '../keep-alive-fetch.js';
import { streamedProviderFailure } from './chat-completions-client.js';
import { type AssembledCompletion, reasoningFieldOf } from './message-mapping.js';

/**
 * Reads a streamed chat completion to its end, handing each text delta to `onTextDelta`, and
 * returns the same completion a non-streaming call would have: content and reasoning joined, tool
 * calls assembled from their pieces by index. An event whose data is not JSON (a stream cut
 * mid-event …) is `INVALID_RESPONSE`; an `error` event is the provider's failure.
 */
export async function assembleChatCompletionStream(
  response: Pick<HttpAnswer, 'body'>,
  onTextDelta: (delta: string) => void,
): Promise<AssembledCompletion> {
  const assembly = new StreamAssembly(onTextDelta);
  let failure: unknown = null;
  let done = false;
  const parser = createParser({
    onEvent: (event: EventSourceMessage) => {
      if (done || failure !== null) return;
      if (event.data.startsWith('[DONE]')) {
        done = true;
        return;
      }
      try {
        assembly.add(chunkOf(event.data));
      } catch (error) {
        failure = error;
      }
    },
  });
  const decoder = new TextDecoder();
  // Read to the end even after `[DONE]`, so that the connection goes back to the pool.
  for await (const bytes of response.body ?? []) {
    if (failure === null && !done) parser.feed(decoder.decode(bytes, { stream: true }));
  }
  if (failure === null && !done) parser.feed(`${decoder.decode()}\n\n`);
  if (failure !== null) throw failure;
  return assembly.result();
}

function chunkOf(data: string): ChatCompletionChunk {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    throw invalidAnswer(
      `The OpenAI-compatible server streamed an event that is not JSON (${(error as Error).message}).`,
    );
  }
  const failure = streamedProviderFailure(value);
  if (failure !== null) throw failure;
  return value as ChatCompletionChunk;
}

/** The pieces of one streamed answer, joined as they arrive. */
class StreamAssembly {
  private id: string | null = null;
  private model: string | null = null;
  private content = '';
  private reasoning = '';
  private finishReason: string | null = null;
  private usage: CompletionUsage | null = null;
  private readonly toolCalls = new Map<number, { id: string; name: string; arguments: string }>();

  constructor(private readonly onTextDelta: (delta: string) => void) {}

  add(chunk: ChatCompletionChunk): void {
    this.id ??= chunk.id || null;
    this.model ??= chunk.model || null;
    // With `include_usage`, the last chunk carries the usage and no choices.
    if (chunk.usage) this.usage = chunk.usage;
    const choice = chunk.choices?.find((candidate) => candidate.index === 0);
    if (!choice) return;
    const { delta } = choice;
    if (delta?.content) {
      this.content += delta.content;
      this.onTextDelta(delta.content);
    }
    this.reasoning += (delta && reasoningFieldOf(delta)) ?? '';
    for (const piece of delta?.tool_calls ?? []) {
      let call = this.toolCalls.get(piece.index);
      if (!call) {
        call = { id: '', name: '', arguments: '' };
        this.toolCalls.set(piece.index, call);
      }
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name = piece.function.name;
      call.arguments += piece.function?.arguments ?? '';
    }
    if (choice.finish_reason) this.finishReason = choice.finish_reason;
  }

  result(): AssembledCompletion {
    return {
      id: this.id,
      model: this.model,
      content: this.content,
      reasoning: this.reasoning === '' ? null : this.reasoning,
      toolCalls: [...this.toolCalls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call),
      finishReason: this.finishReason,
      usage: this.usage,
    };
  }
}
