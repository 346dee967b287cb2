// Anthropic messages (`POST /v1/messages`), in the shapes the official `@anthropic-ai/sdk` parses.
import { splitIntoPieces, splitIntoWords } from './chunking.js';
import { generateId, generateSignature } from './ids.js';
import { type AnswerStep, argumentsJson, type ScriptedToolCall, wireCallId } from './script.js';
import { jsonEvent, type SseEvent } from './sse.js';
import type { TokenUsage } from './usage.js';
import { type ErrorDetails, requestedModel, type WireProtocol } from './wire-protocol.js';

/** `id` is missing only when a script sends a call without one. */
type ToolUseBlock = { type: 'tool_use'; id?: string; name: string; input: unknown };

/** A content block as the API sends it. */
type WireBlock =
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  | { type: 'text'; text: string }
  | ToolUseBlock;

/** A block to answer with; tool use keeps the scripted JSON text, streamed verbatim so malformed arguments
 * reach the client as scripted. */
type ContentBlock = Exclude<WireBlock, ToolUseBlock> | (ToolUseBlock & { inputJson: string });

const DEFAULT_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

export const anthropicProtocol: WireProtocol = {
  name: 'anthropic',
  requestIdHeader: 'request-id',

  answer(step, { request, usage }) {
    return {
      id: generateId('msg_'),
      type: 'message',
      role: 'assistant',
      model: requestedModel(request),
      content: contentBlocks(step).map(toWireBlock),
      stop_reason: stopReason(step),
      stop_sequence: null,
      usage: usageBody(usage),
    };
  },

  streamAnswer(step, { request, usage }) {
    const events: SseEvent[] = [
      jsonEvent(
        {
          type: 'message_start',
          message: {
            id: generateId('msg_'),
            type: 'message',
            role: 'assistant',
            model: requestedModel(request),
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { ...usageBody(usage), output_tokens: 1 },
          },
        },
        'message_start',
      ),
      jsonEvent({ type: 'ping' }, 'ping'),
    ];
    contentBlocks(step).forEach((block, index) => {
      events.push(...streamBlock(block, index));
    });
    events.push(
      jsonEvent(
        {
          type: 'message_delta',
          delta: { stop_reason: stopReason(step), stop_sequence: null },
          usage: usageBody(usage),
        },
        'message_delta',
      ),
    );
    if (step.omitDone !== true) events.push(jsonEvent({ type: 'message_stop' }, 'message_stop'));
    return events;
  },

  errorBody({ status, type, message }: ErrorDetails) {
    return { type: 'error', error: { type: type ?? defaultErrorType(status), message } };
  },

  modelList(models) {
    return {
      data: models.map((id) => ({ type: 'model', id, display_name: id, created_at: '1970-01-01T00:00:00Z' })),
      has_more: false,
      first_id: models[0] ?? null,
      last_id: models.at(-1) ?? null,
    };
  },
};

function contentBlocks(step: AnswerStep): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  if (step.thinking !== undefined) {
    blocks.push({
      type: 'thinking',
      thinking: step.thinking.text,
      signature: step.thinking.signature ?? generateSignature(),
    });
  }
  if (step.redactedThinking !== undefined)
    blocks.push({ type: 'redacted_thinking', data: step.redactedThinking });
  if (step.kind === 'text' || (step.text !== undefined && step.text !== '')) {
    blocks.push({ type: 'text', text: step.text ?? '' });
  }
  if (step.kind === 'tool_calls') {
    for (const call of step.calls) {
      const id = wireCallId(call, 'toolu_');
      blocks.push({
        type: 'tool_use',
        ...(id === undefined ? {} : { id }),
        name: call.name,
        input: toolInput(call),
        inputJson: argumentsJson(call.arguments),
      });
    }
  }
  return blocks;
}

/** A block opens empty, fills through deltas, then closes, as the real stream does. */
function streamBlock(block: ContentBlock, index: number): SseEvent[] {
  const delta = (payload: Record<string, unknown>) =>
    jsonEvent({ type: 'content_block_delta', index, delta: payload }, 'content_block_delta');
  const start = (contentBlock: WireBlock) =>
    jsonEvent({ type: 'content_block_start', index, content_block: contentBlock }, 'content_block_start');

  const events: SseEvent[] = [];
  switch (block.type) {
    case 'thinking':
      events.push(start({ type: 'thinking', thinking: '', signature: '' }));
      for (const word of splitIntoWords(block.thinking))
        events.push(delta({ type: 'thinking_delta', thinking: word }));
      events.push(delta({ type: 'signature_delta', signature: block.signature }));
      break;
    case 'redacted_thinking':
      events.push(start(block));
      break;
    case 'text':
      events.push(start({ type: 'text', text: '' }));
      for (const word of splitIntoWords(block.text)) events.push(delta({ type: 'text_delta', text: word }));
      break;
    case 'tool_use':
      events.push(start(toWireBlock({ ...block, input: {} })));
      for (const piece of splitIntoPieces(block.inputJson)) {
        events.push(delta({ type: 'input_json_delta', partial_json: piece }));
      }
      break;
  }
  events.push(jsonEvent({ type: 'content_block_stop', index }, 'content_block_stop'));
  return events;
}

function toWireBlock(block: ContentBlock): WireBlock {
  if (block.type !== 'tool_use') return block;
  const { inputJson: _sentAsDeltas, ...wire } = block;
  return wire;
}

/** Anthropic sends tool input as an object; arguments scripted as a string are parsed, or kept raw if malformed. */
function toolInput(call: ScriptedToolCall): unknown {
  if (typeof call.arguments !== 'string') return call.arguments;
  try {
    return JSON.parse(call.arguments);
  } catch {
    return call.arguments;
  }
}

/** `end_turn`, `tool_use` or `max_tokens`, unless a script sends something else (`null`: nothing). */
function stopReason(step: AnswerStep): string | null {
  if (step.finishReason !== undefined) return step.finishReason;
  if (step.kind === 'tool_calls') return 'tool_use';
  return step.truncated ? 'max_tokens' : 'end_turn';
}

function usageBody(usage: TokenUsage) {
  return {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    cache_creation_input_tokens: usage.cacheCreationInputTokens,
    cache_read_input_tokens: usage.cachedInputTokens,
  };
}

function defaultErrorType(status: number): string {
  return DEFAULT_ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}
