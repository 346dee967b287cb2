// Token counts for an answer: the scripted ones, or rough estimates so usage is never zero by accident.
import { type AnswerStep, argumentsJson } from './script.js';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  cacheCreationInputTokens: number;
  reasoningTokens: number;
}

/** About four characters a token, which is close enough for English and JSON. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function resolveUsage(step: AnswerStep, requestBody: Record<string, unknown>): TokenUsage {
  const scripted = step.usage ?? {};
  const thinkingText = step.thinking?.text ?? '';
  const callsText =
    step.kind === 'tool_calls'
      ? step.calls.map((call) => call.name + argumentsJson(call.arguments)).join('')
      : '';
  const reasoningTokens = scripted.reasoningTokens ?? estimateTokens(thinkingText);
  return {
    inputTokens: scripted.inputTokens ?? Math.max(1, estimateTokens(JSON.stringify(requestBody))),
    outputTokens:
      scripted.outputTokens ?? Math.max(1, estimateTokens((step.text ?? '') + callsText) + reasoningTokens),
    cachedInputTokens: scripted.cachedInputTokens ?? 0,
    cacheCreationInputTokens: scripted.cacheCreationInputTokens ?? 0,
    reasoningTokens,
  };
}
