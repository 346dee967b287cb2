import type { ContentBlock, LlmToolCall, LlmUsage } from '@spora/sdk';
import { type Kysely, PostgresAdapter, type QueryCreator, type Selectable, type Transaction } from 'kysely';
import type { Database, TaskHistoryRow, UsageTable } from '../db/index.js';
import { nowIso, PrecompiledQuery } from '../db/index.js';
import type { Slots } from '../db/precompiled-query.js';
import { encodeAttachments, type MessageAttachment } from '../files/index.js';
import { costCurrency, type TurnPricing, turnCost } from '../usage/model-price.js';
import {
  decodeHistoryRow,
  type HistoryEntry,
  type StoredToolCall,
  type SystemMarker,
} from './history-reads.js';

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
      /** The price the turn is charged at, stored with its usage row as it is then. */
      readonly pricing: TurnPricing;
    }
  | {
      readonly role: 'tool';
      readonly toolCallId: string;
      readonly toolName: string;
      readonly content: string;
      /** Files the call returned, saved as the task's already. */
      readonly attachments?: readonly MessageAttachment[];
      /** What a model was paid to produce the result (a rehearsal's invented one): its usage row. */
      readonly spend?: ModelSpend;
    }
  | { readonly role: 'system'; readonly marker: SystemMarker }
  | { readonly role: 'summary'; readonly content: string; readonly range: string };

/** A model request's usage, the model that answered, and the price it is charged at. */
export interface ModelSpend {
  readonly usage: LlmUsage;
  readonly model: string | null;
  readonly pricing: TurnPricing;
}

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
 * Appends rows from `sequence` on, with their usage rows, and returns them decoded. Call inside
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
    const id =
      entry.role === 'assistant'
        ? await insertAssistantRow(trx, values, usageValues(entry))
        : (await insertHistoryRow.execute(trx, values)).rows[0]?.id;
    if (id === undefined) throw new Error(`The history row of task ${taskId} was not inserted.`);
    await insertSpend(trx, entry, values, id);
    appended.push({ ...values, id });
  }
  return appended;
}

/** What a usage row adds to its assistant row's values. */
type UsageValues = Pick<
  Selectable<UsageTable>,
  | 'reasoning_tokens'
  | 'cached_tokens'
  | 'cache_creation_tokens'
  | 'provider'
  | 'model'
  | 'raw_usage'
  | 'cost'
  | 'currency'
  | 'price_source'
  | 'priced_as'
>;

/**
 * The usage row of a tool result a model was paid to produce (`spend`); nothing for any other row.
 * The history row itself carries no tokens: they were spent on the result, not on a turn of the agent.
 */
export async function insertSpend(
  trx: Queryable,
  entry: NewHistoryEntry,
  values: Omit<TaskHistoryRow, 'id'>,
  historyId: number,
): Promise<void> {
  if (entry.role !== 'tool' || !entry.spend) return;
  const { usage } = entry.spend;
  await insertUsageRow.execute(trx, {
    ...values,
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    ...usageValues(entry.spend),
    task_history_id: historyId,
  });
}

export function usageValues(entry: ModelSpend): UsageValues {
  return {
    reasoning_tokens: entry.usage.reasoningTokens,
    cached_tokens: entry.usage.cachedTokens,
    cache_creation_tokens: entry.usage.cacheCreationTokens,
    provider: entry.usage.provider,
    model: entry.model,
    raw_usage: entry.usage.raw === null ? null : JSON.stringify(entry.usage.raw),
    ...costValues(entry.pricing, entry.usage),
  };
}

/** A priced turn's cost and where its price came from; all NULL for a price unknown (never zero). */
function costValues(
  pricing: TurnPricing,
  usage: LlmUsage,
): Pick<UsageValues, 'cost' | 'currency' | 'price_source' | 'priced_as'> {
  if (pricing.kind === 'unknown') return { cost: null, currency: null, price_source: null, priced_as: null };
  return {
    cost: turnCost(pricing.price, usage),
    currency: costCurrency,
    price_source: pricing.source,
    priced_as: pricing.pricedAs,
  };
}

/**
 * An assistant row with its usage row. On PostgreSQL they are one statement, a round trip fewer
 * at every step; SQLite has no data-modifying subqueries, and its statements cost no round trip.
 */
async function insertAssistantRow(
  trx: Queryable,
  values: HistoryValues,
  usage: UsageValues,
): Promise<number | undefined> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    return (await insertHistoryRowWithUsage.execute(trx, { ...values, ...usage })).rows[0]?.id;
  }
  const id = (await insertHistoryRow.execute(trx, values)).rows[0]?.id;
  if (id !== undefined) await insertUsageRow.execute(trx, { ...values, ...usage, task_history_id: id });
  return id;
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
  });
}

// Every row is inserted with all its columns, so one compiled statement serves them all.
const insertHistoryRow = new PrecompiledQuery<HistoryValues, { id: number }>((db, slots) =>
  historyInsert(db, slots).returning('id'),
);

/** An assistant row's values with what its usage row adds. */
type AssistantRowValues = HistoryValues & UsageValues;

/** The usage row of an assistant row, whose id is given or read from the statement's own insert. */
function usageRow<HistoryId>(slots: Slots<AssistantRowValues>, historyId: HistoryId) {
  return {
    task_history_id: historyId,
    task_id: slots.task_id,
    // An assistant row always carries its token counts.
    input_tokens: slots.input_tokens as number,
    output_tokens: slots.output_tokens as number,
    reasoning_tokens: slots.reasoning_tokens,
    cached_tokens: slots.cached_tokens,
    cache_creation_tokens: slots.cache_creation_tokens,
    provider: slots.provider,
    model: slots.model,
    raw_usage: slots.raw_usage,
    driver_meta_info: null,
    cost: slots.cost,
    currency: slots.currency,
    price_source: slots.price_source,
    priced_as: slots.priced_as,
    created_at: slots.created_at,
  };
}

const insertHistoryRowWithUsage = new PrecompiledQuery<AssistantRowValues, { id: number }>((db, slots) =>
  db
    .with('row', (cte) => historyInsert(cte, slots).returning('id'))
    .insertInto('usage')
    .values((eb) => usageRow(slots, eb.selectFrom('row').select('row.id')))
    .returning('task_history_id as id'),
);

const insertUsageRow = new PrecompiledQuery<AssistantRowValues & { task_history_id: number }>((db, slots) =>
  db.insertInto('usage').values(usageRow(slots, slots.task_history_id)),
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
    input_tokens: null as number | null,
    output_tokens: null as number | null,
    summarized_sequence_range: null as string | null,
    attachments: null as string | null,
    content_blocks: null as string | null,
    created_at: createdAt,
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
        input_tokens: entry.usage.inputTokens,
        output_tokens: entry.usage.outputTokens,
      };
    case 'tool':
      return {
        ...base,
        content: entry.content,
        tool_call_id: entry.toolCallId,
        tool_name: entry.toolName,
        attachments: encodeAttachments(entry.attachments ?? []),
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
