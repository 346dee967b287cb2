// The script: what the fake answers, one step per model request, whatever the protocol.
import { generateId } from './ids.js';

/** Token counts to report; any count left out is estimated from the text (about 4 characters a token). */
export interface ScriptedUsage {
  inputTokens?: number;
  outputTokens?: number;
  /** Prompt tokens served from cache: OpenAI `cached_tokens`, Anthropic `cache_read_input_tokens`. */
  cachedInputTokens?: number;
  /** Anthropic `cache_creation_input_tokens` (OpenAI has no such field). */
  cacheCreationInputTokens?: number;
  /** OpenAI `reasoning_tokens`; Anthropic folds them into `output_tokens`. */
  reasoningTokens?: number;
}

/** Extended thinking: sent as an Anthropic `thinking` block; OpenAI only sees it as reasoning tokens. */
export interface ScriptedThinking {
  text: string;
  /** Generated when absent. */
  signature?: string;
}

export interface ScriptedToolCall {
  /**
   * Generated when absent: `call_…` for OpenAI, `toolu_…` for Anthropic. `null` sends the call
   * without an id, as some providers do; two calls may share one id, as a buggy provider would.
   */
  id?: string | null;
  name: string;
  /** An object is sent as JSON; a string is sent verbatim, so a script can produce malformed arguments. */
  arguments: Record<string, unknown> | string;
}

/** Tool arguments as sent on the wire: objects serialized, raw strings untouched. */
export function argumentsJson(args: ScriptedToolCall['arguments']): string {
  return typeof args === 'string' ? args : JSON.stringify(args);
}

/** The id to send for a call: the scripted one, none for `null`, a generated one when absent. */
export function wireCallId(call: ScriptedToolCall, prefix: string): string | undefined {
  if (call.id === null) return undefined;
  return call.id ?? generateId(prefix);
}

interface AnswerStepBase {
  /** Wait this long before answering; a client that gives up meanwhile is recorded as cancelled. */
  delayMs?: number;
  /** When streaming, wait this long between chunks. */
  chunkDelayMs?: number;
  usage?: ScriptedUsage;
  thinking?: ScriptedThinking;
  /** Anthropic `redacted_thinking` block data. */
  redactedThinking?: string;
  /**
   * Replaces the finish reason (OpenAI `finish_reason`, Anthropic `stop_reason`) with any string,
   * or leaves it out with `null`: an answer no provider should send, for clients to cope with.
   */
  finishReason?: string | null;
  /** Streaming: end the stream without its terminator (`[DONE]`, `message_stop`). */
  omitDone?: boolean;
  /** Streaming: destroy the connection after this many events, as a network cut mid-answer does. */
  cutAfterEvents?: number;
  /** Answer with one JSON body even when the request asked for a stream, as some servers do. */
  ignoreStream?: boolean;
}

export interface TextStep extends AnswerStepBase {
  kind: 'text';
  text: string;
  /** Report the answer as cut off by the token limit: `length` / `max_tokens`. */
  truncated?: boolean;
}

/** One call, or several for parallel tool calls. */
export interface ToolCallsStep extends AnswerStepBase {
  kind: 'tool_calls';
  calls: ScriptedToolCall[];
  /** Text the model says before calling the tools. */
  text?: string;
}

/** Answered in the requesting protocol's error envelope. */
export interface ErrorStep {
  kind: 'error';
  status: number;
  /** Defaults from the status, e.g. 429 → `rate_limit_error`, 529 → `overloaded_error`. */
  type?: string;
  /** OpenAI `error.code`. */
  code?: string;
  message?: string;
  /** Extra response headers, e.g. `{ 'retry-after': '1' }`. */
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Destroys the connection without answering, as a network failure would. */
export interface DisconnectStep {
  kind: 'disconnect';
  delayMs?: number;
}

/** Never answers: the request hangs until the client gives up (a timeout, an abort). */
export interface HangStep {
  kind: 'hang';
  delayMs?: number;
}

/**
 * Answers with exactly this body: truncated JSON, an HTML error page from a proxy, an event stream
 * of only `data: [DONE]` — whatever a broken server might send.
 */
export interface RawStep {
  kind: 'raw';
  /** Defaults to 200. */
  status?: number;
  /** Defaults to `application/json`. */
  contentType?: string;
  body: string;
  delayMs?: number;
}

export type Step = TextStep | ToolCallsStep | ErrorStep | DisconnectStep | HangStep | RawStep;

/** The steps that produce a model answer, as opposed to a failure. */
export type AnswerStep = TextStep | ToolCallsStep;

/** What answers once the queue is empty, unless configured otherwise: a loud failure, so tests notice. */
export const SCRIPT_EXHAUSTED_STEP: ErrorStep = Object.freeze({
  kind: 'error',
  status: 500,
  message: 'fake-llm: the script is exhausted (no step left for this request)',
});
