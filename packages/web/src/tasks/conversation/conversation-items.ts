import type { HistoryRow, TaskDetail, ToolCall } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

/** A call the model asked for in one turn, with what became of it (the stored call, when there is one). */
export interface CallEntry {
  readonly providerCallId: string;
  readonly name: string;
  readonly arguments: unknown;
  readonly call: ToolCall | null;
  /** The result row, for a call with no stored record (it never reached the tool layer). */
  readonly resultText: string | null;
  /** Files the call returned, saved as the task's. */
  readonly files: HistoryRow['attachments'];
}

/**
 * One row of the conversation as the page draws it. History rows map onto these: a model turn's
 * text and each of its calls become separate rows (so long turns measure and scroll well), tool
 * result rows fold into their call's card, and markers become dividers.
 */
export type ConversationItem =
  | {
      readonly kind: 'prompt';
      readonly key: string;
      readonly text: string;
      readonly attachments: HistoryRow['attachments'];
      readonly at: string;
      readonly first: boolean;
    }
  | {
      readonly kind: 'answer';
      readonly key: string;
      readonly text: string;
      readonly reasoning: string | null;
      readonly inputTokens: number | null;
      readonly outputTokens: number | null;
      readonly at: string;
    }
  | { readonly kind: 'call'; readonly key: string; readonly entry: CallEntry }
  | { readonly kind: 'stopped'; readonly key: string; readonly at: string }
  | { readonly kind: 'summary'; readonly key: string; readonly text: string }
  | { readonly kind: 'attachment'; readonly key: string; readonly text: string };

function abortMarkerTime(row: HistoryRow): string | null {
  if (row.role !== 'system' || row.content === null) return null;
  try {
    const marker = JSON.parse(row.content) as { kind?: unknown; at?: unknown };
    return marker.kind === 'abort_marker' && typeof marker.at === 'string' ? marker.at : null;
  } catch {
    return null;
  }
}

function textOf(row: HistoryRow): string {
  if (row.content !== null && row.content.trim() !== '') return row.content;
  return row.content_blocks
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('\n\n');
}

/** The rows to draw for a task's history, oldest first. */
export function conversationItems(task: Pick<TaskDetail, 'history' | 'tool_calls'>): ConversationItem[] {
  // Ids are unique per turn, not per task: the latest record with an id is the one a later row means.
  const callsById = new Map<string, ToolCall>();
  for (const call of task.tool_calls) callsById.set(call.provider_call_id, call);
  const resultsById = new Map<string, string>();
  const filesById = new Map<string, HistoryRow['attachments']>();
  for (const row of task.history) {
    if (row.role === 'tool' && row.tool_call_id !== null) {
      resultsById.set(row.tool_call_id, row.content ?? '');
      filesById.set(row.tool_call_id, row.attachments);
    }
  }

  const items: ConversationItem[] = [];
  let prompts = 0;
  for (const row of task.history) {
    const key = String(row.sequence);
    switch (row.role) {
      case 'user':
        items.push({
          kind: 'prompt',
          key,
          text: row.content ?? '',
          attachments: row.attachments,
          at: row.created_at,
          first: prompts === 0,
        });
        prompts += 1;
        break;
      case 'assistant': {
        const text = textOf(row);
        const reasoning = row.content_blocks
          .filter((block) => block.type === 'thinking')
          .map((block) => block.text)
          .join('\n\n');
        if (text !== '' || reasoning !== '' || row.tool_calls.length === 0) {
          items.push({
            kind: 'answer',
            key,
            text,
            reasoning: reasoning === '' ? null : reasoning,
            inputTokens: row.input_tokens,
            outputTokens: row.output_tokens,
            at: row.created_at,
          });
        }
        for (const requested of row.tool_calls) {
          items.push({
            kind: 'call',
            key: `${key}:${requested.id}`,
            entry: {
              providerCallId: requested.id,
              name: requested.name,
              arguments: requested.arguments,
              call: callsById.get(requested.id) ?? null,
              resultText: resultsById.get(requested.id) ?? null,
              files: filesById.get(requested.id) ?? [],
            },
          });
        }
        break;
      }
      case 'system': {
        const at = abortMarkerTime(row);
        if (at !== null) items.push({ kind: 'stopped', key, at });
        break;
      }
      case 'summary':
        items.push({ kind: 'summary', key, text: row.content ?? '' });
        break;
      case 'attachment':
        items.push({ kind: 'attachment', key, text: row.content ?? i18n.t('tasks:conversation.attachment') });
        break;
      default:
        // Tool results are shown on their call's card.
        break;
    }
  }
  return items;
}
