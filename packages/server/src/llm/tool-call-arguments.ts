import type { LlmToolCall } from '@spora/sdk';

/**
 * Decodes the arguments a model sent: a JSON object, or nothing at all (a call without
 * arguments). Anything else — malformed JSON, an array, a string — is `null`, and the caller keeps
 * the raw text so the orchestrator can tell the model what was wrong.
 */
export function parseToolArguments(raw: string): Record<string, unknown> | null {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The arguments of a past call as sent back to the provider. Undecodable arguments go back as
 * `{}`: replaying malformed JSON makes strict servers refuse every later request of the task.
 */
export function toolArgumentsObject(call: LlmToolCall): Readonly<Record<string, unknown>> {
  return call.arguments ?? {};
}
