import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
  TextBlockParam,
  Tool,
  ToolResultBlockParam,
} from '@anthropic-ai/sdk/resources/messages';
import {
  type ContentBlock,
  emptyUsage,
  type JsonObject,
  type LlmMessage,
  type LlmRequest,
  type LlmResponse,
  type LlmToolCall,
  type LlmUsage,
} from '@spora/sdk';
import { invalidAnswer, isJsonObject, quote } from '../answer-body.js';
import { splitInlineReasoning } from '../inline-reasoning.js';
import { parseToolArguments, toolArgumentsObject } from '../tool-call-arguments.js';
import type { ToolNameAliases } from '../tool-name-aliases.js';

/** A block of a model message; tool input is kept as the JSON text the model produced. */
export type AssembledBlock =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'thinking'; readonly thinking: string; readonly signature: string }
  | { readonly type: 'redacted_thinking'; readonly data: string }
  | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly inputJson: string };

/** A model message reduced to what the driver reads, whether it arrived whole or streamed. */
export interface AssembledMessage {
  readonly id: string | null;
  readonly model: string | null;
  readonly blocks: readonly AssembledBlock[];
  readonly stopReason: string | null;
  /** The provider's usage object, as received (streamed: the start's, updated by the deltas'). */
  readonly usage: JsonObject | null;
}

export interface MessageCreateSettings {
  readonly model: string;
  readonly temperature: number;
  readonly promptCaching: boolean;
  readonly thinkingBudget: number | null;
}

const cacheBreakpoint = { cache_control: { type: 'ephemeral' } } as const;

export function toMessageCreateParams(
  request: LlmRequest,
  settings: MessageCreateSettings,
  aliases: ToolNameAliases,
): MessageCreateParamsNonStreaming {
  const caching = settings.promptCaching ? cacheBreakpoint : {};
  const system: TextBlockParam[] | string | null =
    request.systemPrompt === ''
      ? null
      : settings.promptCaching
        ? [{ type: 'text', text: request.systemPrompt, ...caching }]
        : request.systemPrompt;
  const tools = request.tools.map(
    (tool, index): Tool => ({
      name: aliases.toWire(tool.name),
      description: tool.description,
      input_schema: tool.parameters,
      // One breakpoint after the last tool caches every tool definition.
      ...(index === request.tools.length - 1 ? caching : {}),
    }),
  );
  return {
    model: settings.model,
    max_tokens: request.maxTokens,
    messages: toMessageParams(request.messages, aliases),
    ...(system === null ? {} : { system }),
    ...(tools.length > 0 ? { tools } : {}),
    // Extended thinking refuses any temperature but 1, so none is sent with it.
    ...(settings.thinkingBudget === null
      ? { temperature: settings.temperature }
      : { thinking: { type: 'enabled', budget_tokens: settings.thinkingBudget } }),
  };
}

/** Consecutive tool results become one user turn, as the messages API requires. */
function toMessageParams(messages: readonly LlmMessage[], aliases: ToolNameAliases): MessageParam[] {
  const params: MessageParam[] = [];
  let toolResults: ToolResultBlockParam[] = [];
  const flushToolResults = () => {
    if (toolResults.length === 0) return;
    params.push({ role: 'user', content: toolResults });
    toolResults = [];
  };
  for (const message of messages) {
    if (message.role === 'tool') {
      toolResults.push({ type: 'tool_result', tool_use_id: message.toolCallId, content: message.content });
      continue;
    }
    flushToolResults();
    if (message.role === 'user') {
      params.push({ role: 'user', content: userContent(message) });
      continue;
    }
    const content = assistantContent(message, aliases);
    // The API refuses an empty assistant turn; a turn that said nothing carries nothing to replay.
    if (content.length > 0) params.push({ role: 'assistant', content });
  }
  flushToolResults();
  return params;
}

/**
 * Text alone stays a string; with attachments the content becomes blocks, images and PDFs
 * (`document` blocks titled with the file's name) before the text, as Anthropic advises.
 */
function userContent(message: Extract<LlmMessage, { role: 'user' }>): string | ContentBlockParam[] {
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return message.content;
  const content: ContentBlockParam[] = attachments.map((attachment) =>
    attachment.type === 'image'
      ? {
          type: 'image',
          source: {
            type: 'base64',
            media_type: attachment.mediaType,
            data: attachment.data,
          },
        }
      : {
          type: 'document',
          title: attachment.name,
          source: { type: 'base64', media_type: 'application/pdf', data: attachment.data },
        },
  );
  // The API refuses an empty text block.
  if (message.content !== '') content.push({ type: 'text', text: message.content });
  return content;
}

/**
 * Reasoning first, replayed byte-identical (the API checks signatures and refuses a tool-use turn
 * whose thinking is missing), then the text, then the tool calls. Unsigned reasoning (from
 * OpenAI-compatible models) cannot be verified, so it is left out.
 */
function assistantContent(
  message: Extract<LlmMessage, { role: 'assistant' }>,
  aliases: ToolNameAliases,
): ContentBlockParam[] {
  const content: ContentBlockParam[] = [];
  for (const block of message.blocks) {
    if (block.type === 'thinking' && block.signature) {
      content.push({ type: 'thinking', thinking: block.thinking, signature: block.signature });
    } else if (block.type === 'redacted_thinking') {
      content.push({ type: 'redacted_thinking', data: block.data });
    }
  }
  if (message.text) content.push({ type: 'text', text: message.text });
  for (const call of message.toolCalls) {
    content.push({
      type: 'tool_use',
      id: call.id,
      name: aliases.toWire(call.name),
      input: toolArgumentsObject(call),
    });
  }
  return content;
}

/**
 * A parsed JSON body as a message: it must hold a `content` list, else it is `INVALID_RESPONSE`
 * (an error object some proxies send with a 200, a different API's answer).
 */
export function messageOf(value: unknown, status: number): Message {
  if (isJsonObject(value) && Array.isArray(value.content)) return value as unknown as Message;
  throw invalidAnswer(
    `The Anthropic-compatible server answered ${status} with JSON that is not a message: ${quote(JSON.stringify(value))}`,
    status,
  );
}

export function assembleMessage(message: Message): AssembledMessage {
  const blocks = message.content.flatMap((block): AssembledBlock[] => {
    switch (block.type) {
      case 'text':
        return [{ type: 'text', text: block.text }];
      case 'thinking':
        return [{ type: 'thinking', thinking: block.thinking, signature: block.signature }];
      case 'redacted_thinking':
        return [{ type: 'redacted_thinking', data: block.data }];
      case 'tool_use':
        // A compatible server may leave the id out; the orchestrator gives such a call one.
        return [
          { type: 'tool_use', id: block.id ?? '', name: block.name, inputJson: inputJsonOf(block.input) },
        ];
      default:
        // Server-side tool blocks and anything newer carry nothing the loop acts on.
        return [];
    }
  });
  return {
    id: message.id ?? null,
    model: message.model ?? null,
    blocks,
    stopReason: message.stop_reason ?? null,
    // Parsed from the response's JSON, so it is JSON.
    usage: (message.usage as unknown as JsonObject | undefined) ?? null,
  };
}

/** The API sends tool input as an object; a compatible server may send the raw text instead. */
function inputJsonOf(input: unknown): string {
  return typeof input === 'string' ? input : JSON.stringify(input ?? {});
}

/**
 * The provider-neutral response. Tool calls are taken whenever `tool_use` blocks are present,
 * whatever `stop_reason` says.
 */
export function toLlmResponse(message: AssembledMessage, aliases: ToolNameAliases): LlmResponse {
  const blocks: ContentBlock[] = [];
  const toolCalls: LlmToolCall[] = [];
  let text = '';
  for (const block of message.blocks) {
    switch (block.type) {
      case 'text': {
        const split = splitInlineReasoning(block.text);
        for (const reasoning of split.reasoning)
          blocks.push({ type: 'thinking', thinking: reasoning, signature: null });
        if (split.text !== '') blocks.push({ type: 'text', text: split.text });
        text += split.text;
        break;
      }
      case 'thinking':
        blocks.push({ type: 'thinking', thinking: block.thinking, signature: block.signature || null });
        break;
      case 'redacted_thinking':
        blocks.push({ type: 'redacted_thinking', data: block.data });
        break;
      case 'tool_use':
        toolCalls.push({
          id: block.id,
          name: aliases.toCanonical(block.name),
          arguments: parseToolArguments(block.inputJson),
          rawArguments: block.inputJson,
        });
        break;
    }
  }
  return {
    text: toolCalls.length > 0 && text === '' ? null : text,
    toolCalls,
    blocks,
    usage: toLlmUsage(message.usage),
    finishReason: message.stopReason,
    model: message.model,
    responseId: message.id,
  };
}

export function toLlmUsage(usage: JsonObject | null): LlmUsage {
  if (usage === null) return emptyUsage;
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const details = usage.output_tokens_details;
  return {
    inputTokens: count(usage.input_tokens),
    outputTokens: count(usage.output_tokens),
    reasoningTokens:
      typeof details === 'object' && details !== null && !Array.isArray(details)
        ? count(details.thinking_tokens)
        : 0,
    cachedTokens: count(usage.cache_read_input_tokens),
    cacheCreationTokens: count(usage.cache_creation_input_tokens),
    provider: 'anthropic',
    raw: usage,
  };
}
