import { randomUUID } from 'node:crypto';
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
import type {
  ChatCompletion,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
  ChatCompletionUserMessageParam,
} from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import { invalidAnswer, isJsonObject, quote } from '../answer-body.js';
import { splitInlineReasoning } from '../inline-reasoning.js';
import { parseToolArguments, toolArgumentsObject } from '../tool-call-arguments.js';
import { type ToolNameAliases, wireToolNamePattern } from '../tool-name-aliases.js';

/** A chat completion reduced to what the driver reads, whether it arrived whole or streamed. */
export interface AssembledCompletion {
  readonly id: string | null;
  readonly model: string | null;
  readonly content: string | null;
  /** `reasoning_content` / `reasoning`, which OpenAI-compatible reasoning servers add. */
  readonly reasoning: string | null;
  readonly toolCalls: readonly { readonly id: string; readonly name: string; readonly arguments: string }[];
  readonly finishReason: string | null;
  readonly usage: CompletionUsage | null;
}

export interface ChatCompletionSettings {
  readonly model: string;
  readonly temperature: number;
}

export function toChatCompletionParams(
  request: LlmRequest,
  settings: ChatCompletionSettings,
  aliases: ToolNameAliases,
): ChatCompletionCreateParamsNonStreaming {
  const messages: ChatCompletionMessageParam[] = [];
  if (request.systemPrompt !== '') messages.push({ role: 'system', content: request.systemPrompt });
  for (const message of request.messages) messages.push(toMessageParam(message, aliases));
  const tools = request.tools.map(
    (tool): ChatCompletionTool => ({
      type: 'function',
      function: {
        name: aliases.toWire(tool.name),
        description: tool.description,
        parameters: tool.parameters,
      },
    }),
  );
  return {
    model: settings.model,
    messages,
    // o-series models refuse `max_tokens`; every current server accepts this one.
    max_completion_tokens: request.maxTokens,
    temperature: settings.temperature,
    ...(tools.length > 0 ? { tools, tool_choice: 'auto' as const } : {}),
  };
}

/**
 * Messages a run sent before come again, the same objects, in every later request of the task: what
 * they map to is kept. An assistant message whose calls use names a provider refuses is mapped
 * each time, since its aliases depend on every name the request holds.
 */
const mappedMessages = new WeakMap<LlmMessage, ChatCompletionMessageParam>();

function toMessageParam(message: LlmMessage, aliases: ToolNameAliases): ChatCompletionMessageParam {
  const known = mappedMessages.get(message);
  if (known) return known;
  const mapped = mapMessage(message, aliases);
  if (
    message.role !== 'assistant' ||
    message.toolCalls.every((call) => wireToolNamePattern.test(call.name))
  ) {
    mappedMessages.set(message, mapped);
  }
  return mapped;
}

function mapMessage(message: LlmMessage, aliases: ToolNameAliases): ChatCompletionMessageParam {
  switch (message.role) {
    case 'user':
      return userMessageParam(message);
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      // Reasoning blocks stay behind: chat completions has no input for them, and replaying them
      // as text would show the model its own reasoning as something it said.
      if (message.toolCalls.length === 0) return { role: 'assistant', content: message.text ?? '' };
      return {
        role: 'assistant',
        content: message.text || null,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: aliases.toWire(call.name), arguments: JSON.stringify(toolArgumentsObject(call)) },
        })),
      };
  }
}

/**
 * Text alone stays a string, which every compatible server takes; with attachments the content
 * becomes parts: images as data-URL `image_url` parts, PDFs as `file` parts, then the text.
 */
function userMessageParam(message: Extract<LlmMessage, { role: 'user' }>): ChatCompletionUserMessageParam {
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return { role: 'user', content: message.content };
  const parts: ChatCompletionContentPart[] = attachments.map((attachment) =>
    attachment.type === 'image'
      ? { type: 'image_url', image_url: { url: `data:${attachment.mediaType};base64,${attachment.data}` } }
      : {
          type: 'file',
          file: { filename: attachment.name, file_data: `data:application/pdf;base64,${attachment.data}` },
        },
  );
  if (message.content !== '') parts.push({ type: 'text', text: message.content });
  return { role: 'user', content: parts };
}

/**
 * A parsed JSON body as a chat completion: it must hold a first choice with a message, else it
 * is `INVALID_RESPONSE` (an error object some proxies send with a 200, a different API's answer).
 */
export function chatCompletionOf(value: unknown, status: number): ChatCompletion {
  const choices = isJsonObject(value) ? value.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  if (isJsonObject(first) && isJsonObject(first.message)) return value as unknown as ChatCompletion;
  throw invalidAnswer(
    `The OpenAI-compatible server answered ${status} with JSON that is not a chat completion: ${quote(JSON.stringify(value))}`,
    status,
  );
}

export function assembleChatCompletion(completion: ChatCompletion): AssembledCompletion {
  const choice = completion.choices[0];
  const message = choice?.message;
  return {
    id: completion.id ?? null,
    model: completion.model ?? null,
    content: message ? textOf(message.content) : null,
    reasoning: message ? reasoningFieldOf(message) : null,
    toolCalls: (message?.tool_calls ?? []).flatMap((call) =>
      call.type === 'function'
        ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments ?? '' }]
        : [],
    ),
    finishReason: choice?.finish_reason ?? null,
    usage: completion.usage ?? null,
  };
}

/** The reasoning text some servers add beside `content`, under one of two names. */
export function reasoningFieldOf(message: object): string | null {
  for (const key of ['reasoning_content', 'reasoning']) {
    const value: unknown = (message as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** `content` is a string, but some compatible servers send a list of text parts. */
function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? part.text
        : '',
    )
    .join('');
}

/**
 * The provider-neutral response. Tool calls are taken whenever the message carries them,
 * whatever `finish_reason` says: some servers answer `stop` together with tool calls.
 */
export function toLlmResponse(completion: AssembledCompletion, aliases: ToolNameAliases): LlmResponse {
  const split = splitInlineReasoning(completion.content ?? '');
  const reasoning = [completion.reasoning?.trim() ?? '', ...split.reasoning].filter((part) => part !== '');
  const blocks: ContentBlock[] = [];
  if (reasoning.length > 0)
    blocks.push({ type: 'thinking', thinking: reasoning.join('\n\n'), signature: null });
  if (split.text !== '') blocks.push({ type: 'text', text: split.text });
  const toolCalls = completion.toolCalls.map(
    (call): LlmToolCall => ({
      // A few servers leave the id out; the orchestrator needs one to pair the result.
      id: call.id || `call_${randomUUID().replaceAll('-', '')}`,
      name: aliases.toCanonical(call.name),
      arguments: parseToolArguments(call.arguments),
      rawArguments: call.arguments,
    }),
  );
  return {
    text: toolCalls.length > 0 && split.text === '' ? null : split.text,
    toolCalls,
    blocks,
    usage: toLlmUsage(completion.usage),
    finishReason: completion.finishReason,
    model: completion.model,
    responseId: completion.id,
  };
}

export function toLlmUsage(usage: CompletionUsage | null): LlmUsage {
  if (usage === null) return emptyUsage;
  return {
    inputTokens: usage.prompt_tokens ?? 0,
    outputTokens: usage.completion_tokens ?? 0,
    reasoningTokens: usage.completion_tokens_details?.reasoning_tokens ?? 0,
    cachedTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
    cacheCreationTokens: 0,
    provider: 'openai',
    // Parsed from the response's JSON, so it is JSON.
    raw: usage as unknown as JsonObject,
  };
}
