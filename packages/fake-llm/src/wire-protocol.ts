// What the server needs from each provider's wire format; the script itself stays provider-neutral.
import type { Protocol } from './request-log.js';
import type { AnswerStep } from './script.js';
import type { SseEvent } from './sse.js';
import type { TokenUsage } from './usage.js';

export interface AnswerContext {
  /** The parsed request body, for the options that shape the answer (model, stream options). */
  request: Record<string, unknown>;
  usage: TokenUsage;
}

export interface ErrorDetails {
  status: number;
  /** Defaults from the status, in the protocol's own vocabulary. */
  type?: string;
  code?: string;
  message: string;
}

export interface WireProtocol {
  readonly name: Protocol;
  /** The response header carrying the request id, which the SDKs surface on errors. */
  readonly requestIdHeader: string;
  /** The JSON body of a non-streaming answer. */
  answer(step: AnswerStep, context: AnswerContext): unknown;
  /** The events of a streaming answer, in order, terminator included. */
  streamAnswer(step: AnswerStep, context: AnswerContext): SseEvent[];
  /** The protocol's error envelope. */
  errorBody(error: ErrorDetails): unknown;
  /** The body of `GET /v1/models`. */
  modelList(models: readonly string[]): unknown;
}

/** The model named in answers when the request names none, and the one `GET /v1/models` lists by default. */
export const DEFAULT_MODEL = 'fake-llm';

/** Answers name the model that was asked for, as the real APIs do. */
export function requestedModel(request: Record<string, unknown>): string {
  return typeof request.model === 'string' ? request.model : DEFAULT_MODEL;
}
