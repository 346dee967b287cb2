import type { ContentBlock, LlmToolCall, LlmUsage } from '@spora/sdk';
import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database, TaskHistoryRow } from '../db/index.js';
import { nowIso, PrecompiledQuery } from '../db/index.js';
import type { Slots } from '../db/precompiled-query.js';
import { encodeAttachments, type MessageAttachment } from '../files/index.js';
import type { TurnPricing } from '../usage/model-price.js';
import {
  decodeHistoryRow,
  type HistoryEntry,
  type StoredToolCall,
  type SystemMarker,
} from './history-reads.js';
import { type ModelSpend, noSpend, spendValues } from './history-spend.js';

type Queryable = Kysely<Database> | Transaction<Database>;

/** A row to append to a task's conversation log. */
export type NewHistoryEntry =
  | {
      readonly role: 'user';
      readonly content: string;
      /** Files sent with the message; link them to the task in the same transaction (`linkTaskFiles`). */
      readonly attachments?: readonly MessageAttachment[];
    }
  | {
      readonly role: 'assistant';
      readonly text: string | null;
      readonly toolCalls: readonly LlmToolCall[];
      readonly blocks: readonly ContentBlock[];
      readonly usage: LlmUsage;
      readonly model: string | null;
      /** The price the turn is charged at, stored with its row as it is then. */
      readonly pricing: TurnPricing;
    }
  | {
      readonly role: 'tool';
      readonly toolCallId: string;
      readonly toolName: string;
      readonly content: string;
      /** Files the call returned, saved as the task's already. */
      readonly attachments?: readonly MessageAttachment[];
      /** What a model was paid to produce the result (a rehearsal's invented one), stored on its row. */
      readonly spend?: ModelSpend;
    }
  | { readonly role: 'system'; readonly marker: SystemMarker }
  | { readonly role: 'summary'; readonly content: string; readonly range: string };

export type { ModelSpend } from './history-spend.js';

export async function nextHistorySequence(db: Queryable, taskId: number): Promise<number> {
  const row = await db
    .selectFrom('task_history')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

/**
 * Appends rows from `sequence` on, each with what it spent, and returns them decoded. Call inside
 * the transaction that also checks the task's state.
 */
export async function appendHistoryEntries(
  trx: Queryable,
  taskId: number,
  sequence: number,
  entries: readonly NewHistoryEntry[],
): Promise<HistoryEntry[]> {
  return (await appendHistoryRows(trx, taskId, sequence, entries)).map(decodeHistoryRow);
}

/** `appendHistoryEntries`, returning the rows as stored (what live events show). */
export async function appendHistoryRows(
  trx: Queryable,
  taskId: number,
  sequence: number,
  entries: readonly NewHistoryEntry[],
): Promise<TaskHistoryRow[]> {
  const appended: TaskHistoryRow[] = [];
  const createdAt = nowIso();
  for (const [offset, entry] of entries.entries()) {
    const values = historyValues(taskId, sequence + offset, entry, createdAt);
    const id = (await insertHistoryRow.execute(trx, values)).rows[0]?.id;
    if (id === undefined) throw new Error(`The history row of task ${taskId} was not inserted.`);
    appended.push({ ...values, id });
  }
  return appended;
}

type HistoryValues = Omit<TaskHistoryRow, 'id'>;

function historyInsert(db: QueryCreator<Database>, slots: Slots<HistoryValues>) {
  return db.insertInto('task_history').values({
    task_id: slots.task_id,
    sequence: slots.sequence,
    role: slots.role,
    content: slots.content,
    tool_call_id: slots.tool_call_id,
    tool_name: slots.tool_name,
    tool_call_payload: slots.tool_call_payload,
    input_tokens: slots.input_tokens,
    output_tokens: slots.output_tokens,
    summarized_sequence_range: slots.summarized_sequence_range,
    attachments: slots.attachments,
    content_blocks: slots.content_blocks,
    created_at: slots.created_at,
    reasoning_tokens: slots.reasoning_tokens,
    cached_tokens: slots.cached_tokens,
    cache_creation_tokens: slots.cache_creation_tokens,
    provider: slots.provider,
    model: slots.model,
    raw_usage: slots.raw_usage,
    cost: slots.cost,
    currency: slots.currency,
    price_source: slots.price_source,
    priced_as: slots.priced_as,
  });
}

// Every row is inserted with all its columns, so one compiled statement serves them all.
const insertHistoryRow = new PrecompiledQuery<HistoryValues, { id: number }>((db, slots) =>
  historyInsert(db, slots).returning('id'),
);

export function historyValues(
  taskId: number,
  sequence: number,
  entry: NewHistoryEntry,
  createdAt: string,
): HistoryValues {
  const base = {
    task_id: taskId,
    sequence,
    role: entry.role,
    content: null as string | null,
    tool_call_id: null as string | null,
    tool_name: null as string | null,
    tool_call_payload: null as string | null,
    summarized_sequence_range: null as string | null,
    attachments: null as string | null,
    content_blocks: null as string | null,
    created_at: createdAt,
    ...noSpend,
  };
  switch (entry.role) {
    case 'user':
      return { ...base, content: entry.content, attachments: encodeAttachments(entry.attachments ?? []) };
    case 'assistant':
      return {
        ...base,
        content: entry.text,
        tool_call_payload:
          entry.toolCalls.length === 0
            ? null
            : JSON.stringify(
                entry.toolCalls.map(
                  (call): StoredToolCall => ({
                    id: call.id,
                    name: call.name,
                    arguments: call.arguments,
                    raw_arguments: call.rawArguments,
                  }),
                ),
              ),
        content_blocks: entry.blocks.length === 0 ? null : JSON.stringify(entry.blocks),
        ...spendValues(entry),
      };
    case 'tool':
      return {
        ...base,
        content: entry.content,
        tool_call_id: entry.toolCallId,
        tool_name: entry.toolName,
        attachments: encodeAttachments(entry.attachments ?? []),
        ...(entry.spend && spendValues(entry.spend)),
      };
    case 'system':
      return { ...base, content: JSON.stringify(entry.marker) };
    case 'summary':
      return { ...base, content: entry.content, summarized_sequence_range: entry.range };
  }
}

export {
  decodeHistoryRow,
  type HistoryEntry,
  loadHistory,
  type StoredToolCall,
  type SystemMarker,
} from './history-reads.js';
