import { useQuery } from '@tanstack/react-query';
import { llmConfigsQuery } from '../agents/settings/llm-queries';

/** Below this many characters a message is ordinary and no counter is shown. */
export const counterThreshold = 2_000;

/** The limit assumed when the model's context window is not known. */
export const unknownContextLimit = 100_000;

/** A rough token count for text (about four characters a token in English). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The context window of a configuration the person can see; null when unknown. */
export function useContextWindow(configId: number | null | undefined): number | null {
  const configs = useQuery({ ...llmConfigsQuery, enabled: configId !== null && configId !== undefined });
  return configs.data?.find((config) => config.id === configId)?.context_window ?? null;
}

/** Whether the text's estimate passes what the model takes in (or the assumed limit when unknown). */
export function exceedsContext(text: string, contextWindow: number | null): boolean {
  return estimateTokens(text) > (contextWindow ?? unknownContextLimit);
}

/** Past about this much a message in the conversation is folded to its first twenty-odd lines. */
const longLines = 24;
const longCharacters = 3_000;

export function isLongMessage(text: string): boolean {
  return text.length > longCharacters || text.split('\n').length > longLines;
}
