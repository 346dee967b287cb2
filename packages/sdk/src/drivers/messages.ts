import type { JsonObject, ParametersSchema } from '../tools/json-schema.js';

/**
 * Provider-neutral request and response values. Drivers translate these to and from a
 * provider's wire format; the orchestrator never sees a provider's shapes.
 */

/** Opaque reasoning state must be replayed byte-identical to the provider that produced it. */
export type ContentBlock =
  | { readonly type: 'text'; readonly text: string }
  /** `signature` is `null` for reasoning from providers that do not sign it (OpenAI-compatible). */
  | { readonly type: 'thinking'; readonly thinking: string; readonly signature: string | null }
  | { readonly type: 'redacted_thinking'; readonly data: string };

/** A call the model asked for. `name` is the canonical tool name (`time`, `slug:web_search`). */
export interface LlmToolCall {
  /**
   * The provider's id for the call, pairing it with its result. A driver passes on what the
   * provider sent, blank or repeated included: the orchestrator makes the ids of a turn unique.
   */
  readonly id: string;
  readonly name: string;
  /** The decoded arguments, or `null` when the model sent something that is not a JSON object. */
  readonly arguments: Readonly<Record<string, unknown>> | null;
  /** The arguments exactly as the model sent them. */
  readonly rawArguments: string;
}

/** The image types every provider with image input reads. */
export type LlmImageMediaType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * A file given to the model with a user message, its content base64-encoded. Documents read as
 * text are part of the message's `content` instead; these are what the provider reads itself.
 */
export type LlmAttachment =
  | {
      readonly type: 'image';
      readonly name: string;
      readonly mediaType: LlmImageMediaType;
      readonly data: string;
    }
  /** A PDF sent whole, for drivers that read PDFs natively (where the configuration asks for it). */
  | { readonly type: 'pdf'; readonly name: string; readonly data: string };

export type LlmMessage =
  | {
      readonly role: 'user';
      readonly content: string;
      /** Sent after the text, in order; absent or empty for a text-only message. */
      readonly attachments?: readonly LlmAttachment[];
    }
  | {
      readonly role: 'assistant';
      readonly text: string | null;
      readonly toolCalls: readonly LlmToolCall[];
      /** Reasoning and text blocks of the turn, replayed where the provider needs them. */
      readonly blocks: readonly ContentBlock[];
    }
  | {
      readonly role: 'tool';
      readonly toolCallId: string;
      readonly toolName: string;
      readonly content: string;
    };

/** A tool offered to the model; `parameters` is already in provider-safe form. */
export interface LlmToolDefinition {
  readonly name: string;
  readonly description: string;
  readonly parameters: ParametersSchema;
}

export interface LlmRequest {
  readonly systemPrompt: string;
  readonly messages: readonly LlmMessage[];
  readonly tools: readonly LlmToolDefinition[];
  readonly maxTokens: number;
  /** Omitted: the provider's default (or the configuration's). */
  readonly temperature?: number;
  /** Text as it streams in, for live updates; the complete response is still returned. */
  readonly onTextDelta?: (delta: string) => void;
}

export type LlmProvider = 'openai' | 'anthropic' | 'unknown';

export interface LlmUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly reasoningTokens: number;
  readonly cachedTokens: number;
  readonly cacheCreationTokens: number;
  readonly provider: LlmProvider;
  /** The provider's usage object as received. */
  readonly raw: JsonObject | null;
}

export interface LlmResponse {
  /** The answer's text; `null` for a turn that only calls tools. */
  readonly text: string | null;
  /** Taken whenever the response carries them, whatever the finish reason. */
  readonly toolCalls: readonly LlmToolCall[];
  readonly blocks: readonly ContentBlock[];
  readonly usage: LlmUsage;
  readonly finishReason: string | null;
  readonly model: string | null;
  readonly responseId: string | null;
}

export const emptyUsage: LlmUsage = {
  inputTokens: 0,
  outputTokens: 0,
  reasoningTokens: 0,
  cachedTokens: 0,
  cacheCreationTokens: 0,
  provider: 'unknown',
  raw: null,
};
