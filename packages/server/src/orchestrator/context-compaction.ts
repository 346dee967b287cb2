import type { LlmDriver, LlmMessage, LlmRequest } from '@spora/sdk';
import type { HistoryEntry } from './history.js';
import { historyToMessages } from './history-to-messages.js';

/** Rows kept verbatim after a compaction: the current exchange stays exact. */
const keptRows = 4;
const maxCharactersPerMessage = 4_000;
const summaryInstruction =
  'Summarize the conversation above concisely, preserving key facts, decisions, tool results that matter, and any pending tasks. Output only the summary.';

export type CompactionPlan =
  | { readonly kind: 'summarize'; readonly rows: readonly HistoryEntry[]; readonly range: string }
  /** The first message alone does not fit: nothing can be summarised away. */
  | { readonly kind: 'first-turn' }
  /** Too little history before the current exchange to gain anything. */
  | { readonly kind: 'nothing-to-summarize' };

/**
 * Which rows to summarise when the conversation no longer fits the model's context window: all
 * but the last few, cut where no tool result is separated from the call that asked for it.
 */
export function planCompaction(history: readonly HistoryEntry[]): CompactionPlan {
  const summarisedUpTo = history.reduce((last, entry) => Math.max(last, entry.summarizedThrough ?? -1), -1);
  const live = history.filter((entry) => entry.role !== 'summary' && entry.sequence > summarisedUpTo);
  const conversational = live.filter((entry) => entry.role === 'user' || entry.role === 'assistant');
  if (summarisedUpTo < 0 && conversational.length <= 1) return { kind: 'first-turn' };
  let cut = live.length - keptRows;
  while (cut > 0 && live[cut]?.role === 'tool') cut -= 1;
  if (cut <= 0) return { kind: 'nothing-to-summarize' };
  const first = history.find((entry) => entry.role !== 'summary')?.sequence ?? 0;
  const last = live[cut - 1]?.sequence ?? 0;
  // Rows summarised before stay summarised: the new summary covers them through the old one's note.
  return {
    kind: 'summarize',
    rows: history.filter((entry) => entry.sequence <= last),
    range: `${first}-${last}`,
  };
}

/** The request that asks the agent's own model for the summary: a transcript, no tools. */
export function summaryRequest(rows: readonly HistoryEntry[], maxTokens: number): LlmRequest {
  const transcript = historyToMessages(rows).map(transcriptLine).join('\n\n');
  return {
    systemPrompt: 'You write faithful, compact summaries of conversations between a user and an AI agent.',
    messages: [{ role: 'user', content: `${transcript}\n\n---\n\n${summaryInstruction}` }],
    tools: [],
    maxTokens: Math.min(maxTokens, 1024),
  };
}

function transcriptLine(message: LlmMessage): string {
  switch (message.role) {
    case 'user':
      return `User: ${clip(message.content)}`;
    case 'assistant': {
      const calls = message.toolCalls.map((call) => `[called ${call.name} with ${clip(call.rawArguments)}]`);
      return `Assistant: ${[clip(message.text ?? ''), ...calls].filter(Boolean).join(' ')}`;
    }
    case 'tool':
      return `Tool ${message.toolName} returned: ${clip(message.content)}`;
  }
}

function clip(text: string): string {
  return text.length > maxCharactersPerMessage ? `${text.slice(0, maxCharactersPerMessage)}…` : text;
}

export async function summarize(
  driver: LlmDriver,
  request: LlmRequest,
  signal: AbortSignal,
): Promise<string> {
  const response = await driver.complete(request, signal);
  return (response.text ?? '').trim();
}
