// OpenAI chat completions (`POST /v1/chat/completions`), in the shapes the official `openai` SDK parses.

import { splitIntoPieces, splitIntoWords } from './chunking.js';
import { generateId } from './ids.js';
import { type AnswerStep, argumentsJson, wireCallId } from './script.js';
import { jsonEvent, type SseEvent } from './sse.js';
import type { TokenUsage } from './usage.js';
import { type ErrorDetails, requestedModel, type WireProtocol } from './wire-protocol.js';

/** What a well-behaved server sends, or whatever a script puts in its place (`null`: nothing). */
type FinishReason = string | null;

export const openaiProtocol: WireProtocol = {
  name: 'openai',
  requestIdHeader: 'x-request-id',

  answer(step, { request, usage }) {
    const toolCalls =
      step.kind === 'tool_calls'
        ? step.calls.map((call) => ({
            ...withId(wireCallId(call, 'call_')),
            type: 'function',
            function: { name: call.name, arguments: argumentsJson(call.arguments) },
          }))
        : undefined;
    return {
      id: generateId('chatcmpl-'),
      object: 'chat.completion',
      created: nowInSeconds(),
      model: requestedModel(request),
      system_fingerprint: null,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: step.text ?? null,
            refusal: null,
            ...(toolCalls === undefined ? {} : { tool_calls: toolCalls }),
          },
          logprobs: null,
          finish_reason: finishReason(step),
        },
      ],
      usage: usageBody(usage),
    };
  },

  streamAnswer(step, { request, usage }) {
    const base = {
      id: generateId('chatcmpl-'),
      object: 'chat.completion.chunk',
      created: nowInSeconds(),
      model: requestedModel(request),
    };
    const includeUsage = wantsStreamUsage(request);
    // With include_usage, every chunk carries `usage: null` until the dedicated usage chunk at the end.
    const usageField = includeUsage ? { usage: null } : {};
    const chunk = (delta: Record<string, unknown>, finish: FinishReason | null = null): SseEvent =>
      jsonEvent({
        ...base,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...usageField,
      });

    const events: SseEvent[] = [chunk({ role: 'assistant', content: '', refusal: null })];
    for (const word of splitIntoWords(step.text ?? '')) events.push(chunk({ content: word }));
    if (step.kind === 'tool_calls') {
      step.calls.forEach((call, index) => {
        const id = withId(wireCallId(call, 'call_'));
        events.push(
          chunk({
            tool_calls: [{ index, ...id, type: 'function', function: { name: call.name, arguments: '' } }],
          }),
        );
        for (const piece of splitIntoPieces(argumentsJson(call.arguments))) {
          events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
        }
      });
    }
    events.push(chunk({}, finishReason(step)));
    if (includeUsage) {
      events.push(jsonEvent({ ...base, system_fingerprint: null, choices: [], usage: usageBody(usage) }));
    }
    if (step.omitDone !== true) events.push({ data: '[DONE]' });
    return events;
  },

  errorBody({ status, type, code, message }: ErrorDetails) {
    return { error: { message, type: type ?? defaultErrorType(status), code: code ?? null, param: null } };
  },

  modelList(models) {
    return {
      object: 'list',
      data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'spora-fake-llm' })),
    };
  },
};

function finishReason(step: AnswerStep): FinishReason {
  if (step.finishReason !== undefined) return step.finishReason;
  if (step.kind === 'tool_calls') return 'tool_calls';
  return step.truncated ? 'length' : 'stop';
}

function withId(id: string | undefined): { id?: string } {
  return id === undefined ? {} : { id };
}

function wantsStreamUsage(request: Record<string, unknown>): boolean {
  const options = request.stream_options;
  return (
    typeof options === 'object' &&
    options !== null &&
    'include_usage' in options &&
    options.include_usage === true
  );
}

function usageBody(usage: TokenUsage) {
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedInputTokens },
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
  };
}

function defaultErrorType(status: number): string {
  if (status === 429) return 'rate_limit_error';
  return status >= 500 ? 'server_error' : 'invalid_request_error';
}

function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
