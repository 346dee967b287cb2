import type { ContentBlock, LlmToolCall, LlmUsage } from '@spora/sdk';
import { emptyUsage } from '@spora/sdk';
import { unknownPrice } from '../usage/model-price.js';
import type { NewHistoryEntry } from './history.js';
import { OrchestratorError } from './task-status.js';

/** The roles `appendHistory` writes; system rows (markers) and attachments are the loop's own. */
export type AppendableHistoryRole = 'user' | 'assistant' | 'tool' | 'summary';

/**
 * What a row appended through `appendHistory` carries besides its text (seed 001
 * HistoryMessageContext). Each field belongs to one role: `toolCallId`/`toolName` to tool results;
 * `toolCallPayload`, the token counts, `contentBlocks` and `usage` to assistant turns; `range` (the
 * sequences a summary replaces, `first-last`) to summaries.
 */
export interface HistoryMessageContext {
  readonly toolCallId?: string;
  readonly toolName?: string;
  /** The tool calls an assistant turn made. */
  readonly toolCallPayload?: readonly LlmToolCall[];
  /** Override the counts of `usage` (or stand alone, without it). */
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly contentBlocks?: readonly ContentBlock[];
  readonly usage?: LlmUsage;
  /** The model that wrote an assistant turn. */
  readonly model?: string;
  readonly range?: string;
}

const fieldsOfRole: Readonly<Record<AppendableHistoryRole, readonly (keyof HistoryMessageContext)[]>> = {
  user: [],
  assistant: ['toolCallPayload', 'inputTokens', 'outputTokens', 'contentBlocks', 'usage', 'model'],
  tool: ['toolCallId', 'toolName'],
  summary: ['range'],
};

/** The history entry for a row with its context; VALIDATION_ERROR for a field its role has no place for. */
export function historyEntryFor(
  role: AppendableHistoryRole,
  content: string,
  context: HistoryMessageContext,
): NewHistoryEntry {
  const allowed = fieldsOfRole[role];
  if (allowed === undefined) {
    throw invalid(`role must be one of ${Object.keys(fieldsOfRole).join(', ')}`, { role });
  }
  const misplaced = (Object.keys(context) as (keyof HistoryMessageContext)[]).filter(
    (field) => context[field] !== undefined && !allowed.includes(field),
  );
  if (misplaced.length > 0) {
    throw invalid(`${misplaced.join(', ')} cannot be set on a ${role} row`, { role, fields: misplaced });
  }
  for (const field of ['inputTokens', 'outputTokens'] as const) {
    const count = context[field];
    if (count !== undefined && (!Number.isInteger(count) || count < 0)) {
      throw invalid(`${field} must be a whole number of at least 0`, { [field]: count });
    }
  }
  switch (role) {
    case 'user':
      return { role, content };
    case 'tool': {
      const { toolCallId, toolName } = context;
      if (!toolCallId || !toolName) {
        throw invalid('a tool row needs the toolCallId and toolName of the call it answers', { role });
      }
      return { role, content, toolCallId, toolName };
    }
    case 'summary': {
      if (!context.range || !/^\d+-\d+$/.test(context.range)) {
        throw invalid('a summary row needs the range of sequences it replaces, as "first-last"', {
          range: context.range,
        });
      }
      return { role, content, range: context.range };
    }
    case 'assistant': {
      const usage = context.usage ?? emptyUsage;
      return {
        role,
        text: content,
        toolCalls: context.toolCallPayload ?? [],
        blocks: context.contentBlocks ?? [],
        usage: {
          ...usage,
          inputTokens: context.inputTokens ?? usage.inputTokens,
          outputTokens: context.outputTokens ?? usage.outputTokens,
        },
        model: context.model ?? null,
        // No model call of a run made this turn, so no run priced it: its cost is unknown.
        pricing: unknownPrice,
      };
    }
  }
}

function invalid(message: string, details: Record<string, unknown>): OrchestratorError {
  return new OrchestratorError('VALIDATION_ERROR', `Cannot append to the history: ${message}.`, details);
}
