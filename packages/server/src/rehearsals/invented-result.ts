import type { LlmDriver, LlmUsage } from '@spora/sdk';

/** A result the model made up for a call a rehearsal did not run. */
export interface InventedResult {
  readonly success: boolean;
  readonly content: string;
}

/** An invented result with what asking for it spent; `spent` is null when no request was answered. */
export interface Invention extends InventedResult {
  readonly spent: { readonly usage: LlmUsage; readonly model: string | null } | null;
}

/** What the model is told when it is asked to invent a result. */
export const inventInstructions = [
  'You simulate a software tool for a rehearsal: the tool is not run, and you answer with the result it would plausibly have given.',
  'Answer with one JSON object and nothing else: {"success": true or false, "content": "the text the tool would return"}.',
].join(' ');

/** What the invented result's content says when the model gave no usable answer. */
export const notInventedMessage =
  'Simulated: no result was recorded or scripted for this call, and the model could not invent a plausible one.';

const maxInventedTokens = 2_048;

/**
 * Asks the task's own model for the result a call would plausibly have given. A failed request or
 * an answer that is not `{success, content}` is a failed result saying it could not be invented.
 */
export async function inventResult(
  /** The task's model; null when none resolves, which fails like a failed request. */
  driver: LlmDriver | null,
  call: {
    readonly toolName: string;
    readonly toolDescription: string;
    readonly operation: string;
    readonly operationDescription: string;
    readonly args: unknown;
  },
  signal: AbortSignal,
): Promise<Invention> {
  const prompt = [
    `Tool: ${call.toolName}`,
    `What it does: ${call.toolDescription}`,
    `Operation: ${call.operation} (${call.operationDescription})`,
    `Arguments: ${JSON.stringify(call.args)}`,
  ].join('\n');
  if (driver === null) return { success: false, content: notInventedMessage, spent: null };
  try {
    const response = await driver.complete(
      {
        systemPrompt: inventInstructions,
        messages: [{ role: 'user', content: prompt }],
        tools: [],
        maxTokens: maxInventedTokens,
      },
      signal,
    );
    // An answer that invents nothing usable was paid for all the same.
    const spent = { usage: response.usage, model: response.model };
    return { ...(parseInvented(response.text) ?? { success: false, content: notInventedMessage }), spent };
  } catch {
    return { success: false, content: notInventedMessage, spent: null };
  }
}

/** The `{success, content}` object of an answer, also when the model wrapped it in a code fence. */
export function parseInvented(text: string | null): InventedResult | null {
  if (text === null) return null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    if (value === null || typeof value !== 'object') return null;
    const { success, content } = value as Record<string, unknown>;
    if (typeof success !== 'boolean' || typeof content !== 'string') return null;
    return { success, content };
  } catch {
    return null;
  }
}
