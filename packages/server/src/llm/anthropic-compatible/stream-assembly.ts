import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { JsonObject } from '@spora/sdk';
import { invalidAnswer } from '../answer-body.js';
import type { AssembledBlock, AssembledMessage } from './message-mapping.js';

/** A block being filled in by its deltas (`Mutable` distributes over the union). */
type Mutable<Type> = Type extends unknown ? { -readonly [Key in keyof Type]: Type[Key] } : never;
type MutableBlock = Mutable<AssembledBlock>;

/**
 * Reads a streamed message to its end, handing each text delta to `onTextDelta`, and returns the
 * same message a non-streaming call would have: blocks filled from their deltas (tool input kept
 * as the JSON text the model produced), the stop reason, and the usage updated by the last delta.
 */
export async function assembleMessageStream(
  events: AsyncIterable<RawMessageStreamEvent>,
  onTextDelta: (delta: string) => void,
): Promise<AssembledMessage> {
  let id: string | null = null;
  let model: string | null = null;
  let stopReason: string | null = null;
  let usage: JsonObject | null = null;
  // By index; `null` for block types the driver skips.
  const blocks: (MutableBlock | null)[] = [];

  for await (const event of decodedEvents(events)) {
    switch (event.type) {
      case 'message_start':
        id = event.message.id;
        model = event.message.model;
        usage = { ...(event.message.usage as unknown as JsonObject) };
        break;
      case 'content_block_start': {
        const start = event.content_block;
        blocks[event.index] =
          start.type === 'text'
            ? { type: 'text', text: start.text }
            : start.type === 'thinking'
              ? { type: 'thinking', thinking: start.thinking, signature: start.signature }
              : start.type === 'redacted_thinking'
                ? { type: 'redacted_thinking', data: start.data }
                : start.type === 'tool_use'
                  ? { type: 'tool_use', id: start.id ?? '', name: start.name, inputJson: '' }
                  : null;
        if (start.type === 'text' && start.text !== '') onTextDelta(start.text);
        break;
      }
      case 'content_block_delta': {
        const block = blocks[event.index];
        const { delta } = event;
        if (delta.type === 'text_delta' && block?.type === 'text') {
          block.text += delta.text;
          onTextDelta(delta.text);
        } else if (delta.type === 'thinking_delta' && block?.type === 'thinking') {
          block.thinking += delta.thinking;
        } else if (delta.type === 'signature_delta' && block?.type === 'thinking') {
          block.signature += delta.signature;
        } else if (delta.type === 'input_json_delta' && block?.type === 'tool_use') {
          block.inputJson += delta.partial_json;
        }
        break;
      }
      case 'message_delta':
        stopReason = event.delta.stop_reason ?? stopReason;
        // Later counts replace earlier ones; fields the delta leaves null keep the start's value.
        usage = { ...(usage ?? {}), ...setFieldsOf(event.usage as unknown as JsonObject) };
        break;
      default:
        break;
    }
  }

  return {
    id,
    model,
    blocks: blocks.filter((block): block is MutableBlock => block != null),
    stopReason,
    usage,
  };
}

function setFieldsOf(object: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** The events of a stream; an event whose data is not JSON (a stream cut mid-event …) is `INVALID_RESPONSE`. */
async function* decodedEvents(
  events: AsyncIterable<RawMessageStreamEvent>,
): AsyncGenerator<RawMessageStreamEvent> {
  try {
    yield* events;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw invalidAnswer(
      `The Anthropic-compatible server streamed an event that is not JSON (${error.message}).`,
    );
  }
}
