import type { LlmMessage } from '@spora/sdk';
import type { MessageAttachment } from '../files/index.js';
import type { HistoryEntry } from './history.js';
import { withDistinctCallIds } from './turn-call-ids.js';

const interruptedNote = '[The user stopped the previous response before it finished.]';
const missingResult = 'No result was recorded for this call.';

/** A call of the last assistant turn without an answer yet: the id as stored and as sent. */
interface OpenCall {
  readonly storedId: string;
  readonly id: string;
  readonly name: string;
}

/**
 * The provider-neutral conversation of a task's log, kept up to date as rows are appended: a run
 * asks for it before every model request, and rebuilding it from the whole log each time would
 * cost in proportion to the history. Messages already built are the same objects from one request
 * to the next, so what a driver derives from them can be kept too.
 * - `system` markers and `summary` rows become notes at the start of the next user message, since
 *   providers refuse those roles in the conversation.
 * - A summary replaces the rows it summarises.
 * - Every tool call gets an answer before the next non-tool message, so a conversation interrupted
 *   mid-turn is still one the providers accept.
 * - Every call of a turn is sent with its own id and answered exactly once, rows from before ids
 *   were made unique per turn included.
 */
export class Conversation {
  private readonly entries: HistoryEntry[] = [];
  private messages: LlmMessage[] = [];
  private notes: string[] = [];
  private openCalls: OpenCall[] = [];
  private summarisedUpTo = -1;
  /** The files of user messages, whose content is read when a request is built (see `attachmentsOf`). */
  private readonly attachments = new WeakMap<LlmMessage, readonly MessageAttachment[]>();
  private carriesFiles = false;

  constructor(entries: readonly HistoryEntry[] = []) {
    this.append(entries);
  }

  append(entries: readonly HistoryEntry[]): void {
    this.entries.push(...entries);
    this.carriesFiles ||= entries.some((entry) => entry.attachments.length > 0);
    // A newer summary stands for rows already built on: the conversation starts over from it.
    if (entries.some((entry) => (entry.summarizedThrough ?? -1) > this.summarisedUpTo)) {
      this.rebuild();
      return;
    }
    for (const entry of entries) this.add(entry);
  }

  /** The messages to send: calls still unanswered get a placeholder result, pending notes a message. */
  toMessages(): LlmMessage[] {
    const messages = [...this.messages, ...this.openCalls.map(unanswered)];
    if (this.notes.length > 0) messages.push({ role: 'user', content: this.notes.join('\n\n') });
    return messages;
  }

  /** The files sent with a user message of `toMessages`; none for any other message. */
  attachmentsOf(message: LlmMessage): readonly MessageAttachment[] {
    return this.attachments.get(message) ?? [];
  }

  /** Whether any row so far carries files: most conversations have none, and skip reading them. */
  get hasAttachments(): boolean {
    return this.carriesFiles;
  }

  private rebuild(): void {
    // The latest summary stands for every row up to its range's end; later summaries include earlier ones.
    const summary = this.entries.reduce<HistoryEntry | null>(
      (latest, entry) =>
        entry.summarizedThrough !== null &&
        (latest === null || entry.summarizedThrough > (latest.summarizedThrough ?? -1))
          ? entry
          : latest,
      null,
    );
    this.summarisedUpTo = summary?.summarizedThrough ?? -1;
    this.messages = [];
    this.notes = summary ? [`[Summary of the earlier conversation]\n${summary.content ?? ''}`] : [];
    this.openCalls = [];
    for (const entry of this.entries) this.add(entry);
  }

  private closeOpenCalls(): void {
    this.messages.push(...this.openCalls.map(unanswered));
    this.openCalls = [];
  }

  private add(entry: HistoryEntry): void {
    if (entry.sequence <= this.summarisedUpTo || entry.role === 'summary') return;
    switch (entry.role) {
      case 'system':
        if (entry.marker?.kind === 'abort_marker') this.notes.push(interruptedNote);
        break;
      case 'user': {
        this.closeOpenCalls();
        const message: LlmMessage = {
          role: 'user',
          content: [...this.notes.splice(0), entry.content ?? ''].join('\n\n'),
        };
        if (entry.attachments.length > 0) this.attachments.set(message, entry.attachments);
        this.messages.push(message);
        break;
      }
      case 'assistant': {
        if (this.notes.length > 0)
          this.messages.push({ role: 'user', content: this.notes.splice(0).join('\n\n') });
        this.closeOpenCalls();
        // Rows stored before ids were made unique per turn may repeat one or leave it blank.
        const toolCalls = withDistinctCallIds(entry.toolCalls, (index) => `call_${entry.sequence}_${index}`);
        this.messages.push({ role: 'assistant', text: entry.content, toolCalls, blocks: entry.blocks });
        this.openCalls = toolCalls.map((call, index) => ({
          storedId: entry.toolCalls[index]?.id ?? call.id,
          id: call.id,
          name: call.name,
        }));
        break;
      }
      case 'tool': {
        // A result answers the call with its id, else the first unanswered one stored with it.
        let index = this.openCalls.findIndex((call) => call.id === entry.toolCallId);
        if (index === -1) index = this.openCalls.findIndex((call) => call.storedId === entry.toolCallId);
        const answered = this.openCalls[index];
        if (answered === undefined) break;
        this.openCalls.splice(index, 1);
        this.messages.push({
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
}

function unanswered(call: OpenCall): LlmMessage {
  return { role: 'tool', toolCallId: call.id, toolName: call.name, content: missingResult };
}

/** The conversation of a whole log at once (see `Conversation`). */
export function historyToMessages(entries: readonly HistoryEntry[]): LlmMessage[] {
  return new Conversation(entries).toMessages();
}
