import type { ContentBlock, LlmToolCall } from '@spora/sdk';
import type { Kysely, Transaction } from 'kysely';
import type { Database, HistoryRole, TaskHistoryRow } from '../db/index.js';
import { PrecompiledQuery } from '../db/index.js';
import { decodeAttachments, type MessageAttachment } from '../files/index.js';

/** Reading a task's conversation log back: the rows as stored, decoded for the loop and the API. */

type Queryable = Kysely<Database> | Transaction<Database>;

/** Facts the loop records in the log; mapped into notes the model can read, never sent raw. */
export type SystemMarker = { readonly kind: 'abort_marker'; readonly at: string };

/** What a stored tool-call payload holds (provider-neutral, canonical names). */
export interface StoredToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>> | null;
  readonly raw_arguments: string;
}

/** A history row read back, decoded. */
export interface HistoryEntry {
  readonly id: number;
  readonly sequence: number;
  readonly role: HistoryRole;
  readonly content: string | null;
  readonly toolCallId: string | null;
  readonly toolName: string | null;
  readonly toolCalls: readonly LlmToolCall[];
  readonly blocks: readonly ContentBlock[];
  readonly marker: SystemMarker | null;
  /** On `summary` rows: the last sequence the summary replaces. */
  readonly summarizedThrough: number | null;
  /** On `user` rows: the files sent with the message; on `tool` rows: the files the call returned. */
  readonly attachments: readonly MessageAttachment[];
}

export async function loadHistory(db: Queryable, taskId: number): Promise<HistoryEntry[]> {
  const { rows } = await historyOfTask.execute(db, { taskId });
  return rows.map(decodeHistoryRow);
}

// Read once per claim: compiled once.
const historyOfTask = new PrecompiledQuery<{ taskId: number }, TaskHistoryRow>((db, slots) =>
  db.selectFrom('task_history').selectAll().where('task_id', '=', slots.taskId).orderBy('sequence'),
);

export function decodeHistoryRow(row: TaskHistoryRow): HistoryEntry {
  return {
    id: row.id,
    sequence: row.sequence,
    role: row.role,
    content: row.content,
    toolCallId: row.tool_call_id,
    toolName: row.tool_name,
    toolCalls: decodeToolCalls(row.tool_call_payload),
    blocks: decodeBlocks(row.content_blocks),
    marker: row.role === 'system' ? decodeMarker(row.content) : null,
    summarizedThrough: decodeRangeEnd(row.summarized_sequence_range),
    attachments: row.role === 'user' || row.role === 'tool' ? decodeAttachments(row.attachments) : [],
  };
}

function decodeToolCalls(raw: string | null): LlmToolCall[] {
  const parsed = parseJsonArray(raw);
  return parsed.flatMap((item): LlmToolCall[] => {
    if (typeof item !== 'object' || item === null) return [];
    const call = item as Partial<StoredToolCall>;
    if (typeof call.id !== 'string' || typeof call.name !== 'string') return [];
    return [
      {
        id: call.id,
        name: call.name,
        arguments: call.arguments ?? null,
        rawArguments:
          typeof call.raw_arguments === 'string' ? call.raw_arguments : JSON.stringify(call.arguments ?? {}),
      },
    ];
  });
}

// Blocks of an unknown type are dropped: a newer release may write kinds this one cannot replay.
function decodeBlocks(raw: string | null): ContentBlock[] {
  return parseJsonArray(raw).filter((block): block is ContentBlock => {
    if (typeof block !== 'object' || block === null) return false;
    const type = (block as { type?: unknown }).type;
    return type === 'text' || type === 'thinking' || type === 'redacted_thinking';
  });
}

function decodeMarker(raw: string | null): SystemMarker | null {
  try {
    const parsed = JSON.parse(raw ?? '') as Partial<SystemMarker>;
    return parsed.kind === 'abort_marker' && typeof parsed.at === 'string'
      ? { kind: parsed.kind, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}

function decodeRangeEnd(range: string | null): number | null {
  const end = Number(range?.split('-')[1]);
  return range && Number.isInteger(end) ? end : null;
}

function parseJsonArray(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
