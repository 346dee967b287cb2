import type { LlmMessage } from '@spora/sdk';
import type { HistoryEntry } from './history.js';
import { withDistinctCallIds } from './turn-call-ids.js';

const interruptedNote = '[The user stopped the previous response before it finished.]';
const missingResult = 'No result was recorded for this call.';

/**
 * Rebuilds the provider-neutral conversation from the log.
 * - `system` markers and `summary` rows become notes at the start of the next user message, since
 *   providers refuse those roles in the conversation.
 * - A summary replaces the rows it summarises.
 * - Every tool call gets an answer before the next non-tool message, so a conversation interrupted
 *   mid-turn is still one the providers accept.
 * - Every call of a turn is sent with its own id and answered exactly once, rows from before ids
 *   were made unique per turn included.
 */
export function historyToMessages(entries: readonly HistoryEntry[]): LlmMessage[] {
  // The latest summary stands for every row up to its range's end; later summaries include earlier ones.
  const summary = entries.reduce<HistoryEntry | null>(
    (latest, entry) =>
      entry.summarizedThrough !== null &&
      (latest === null || entry.summarizedThrough > (latest.summarizedThrough ?? -1))
        ? entry
        : latest,
    null,
  );
  const summarisedUpTo = summary?.summarizedThrough ?? -1;

  const messages: LlmMessage[] = [];
  const notes: string[] = summary ? [`[Summary of the earlier conversation]\n${summary.content ?? ''}`] : [];
  /** Calls of the last assistant turn without an answer yet: the id as stored and as sent. */
  let openCalls: { storedId: string; id: string; name: string }[] = [];

  const closeOpenCalls = () => {
    for (const call of openCalls) {
      messages.push({ role: 'tool', toolCallId: call.id, toolName: call.name, content: missingResult });
    }
    openCalls = [];
  };

  for (const entry of entries) {
    if (entry.sequence <= summarisedUpTo || entry.role === 'summary') continue;
    switch (entry.role) {
      case 'system':
        if (entry.marker?.kind === 'abort_marker') notes.push(interruptedNote);
        break;
      case 'user':
        closeOpenCalls();
        messages.push({ role: 'user', content: [...notes.splice(0), entry.content ?? ''].join('\n\n') });
        break;
      case 'assistant': {
        if (notes.length > 0) messages.push({ role: 'user', content: notes.splice(0).join('\n\n') });
        closeOpenCalls();
        // Rows stored before ids were made unique per turn may repeat one or leave it blank.
        const toolCalls = withDistinctCallIds(entry.toolCalls, (index) => `call_${entry.sequence}_${index}`);
        messages.push({ role: 'assistant', text: entry.content, toolCalls, blocks: entry.blocks });
        openCalls = toolCalls.map((call, index) => ({
          storedId: entry.toolCalls[index]?.id ?? call.id,
          id: call.id,
          name: call.name,
        }));
        break;
      }
      case 'tool': {
        // A result answers the call with its id, else the first unanswered one stored with it.
        let index = openCalls.findIndex((call) => call.id === entry.toolCallId);
        if (index === -1) index = openCalls.findIndex((call) => call.storedId === entry.toolCallId);
        const answered = openCalls[index];
        if (answered === undefined) break;
        openCalls.splice(index, 1);
        messages.push({
          role: 'tool',
          toolCallId: answered.id,
          toolName: entry.toolName ?? '',
          content: entry.content ?? '',
        });
        break;
      }
      case 'attachment':
        break;
    }
  }
  closeOpenCalls();
  if (notes.length > 0) messages.push({ role: 'user', content: notes.join('\n\n') });
  return messages;
}
