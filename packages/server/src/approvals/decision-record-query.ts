import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, ToolCallDecision, ToolCallDecisionKind } from '../db/schema.js';

/** What a reader narrows the record to; times are UTC ISO-8601, `to` exclusive. */
export interface DecisionRecordFilter {
  readonly agentId?: number;
  readonly taskId?: number;
  readonly outcome?: ToolCallDecisionKind;
  readonly from?: string;
  readonly to?: string;
}

/** Who reads: a member reads the decisions on their own agents' tasks, an administrator all. */
export interface DecisionRecordReader {
  readonly userId: number;
  readonly admin: boolean;
}

type RecordQuery = SelectQueryBuilder<Database, 'tool_call_decisions', object>;

function filtered(
  db: Kysely<Database>,
  reader: DecisionRecordReader,
  filter: DecisionRecordFilter,
): RecordQuery {
  let query: RecordQuery = db.selectFrom('tool_call_decisions');
  if (!reader.admin) query = query.where('user_id', '=', reader.userId);
  if (filter.agentId !== undefined) query = query.where('agent_id', '=', filter.agentId);
  if (filter.taskId !== undefined) query = query.where('task_id', '=', filter.taskId);
  if (filter.outcome !== undefined) query = query.where('decision', '=', filter.outcome);
  if (filter.from !== undefined) query = query.where('decided_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('decided_at', '<', filter.to);
  return query;
}

/** One page of the decisions `reader` may see, in chain order, with how many match in all. */
export async function listDecisionRecord(
  db: Kysely<Database>,
  reader: DecisionRecordReader,
  filter: DecisionRecordFilter,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ items: ToolCallDecision[]; total: number }> {
  const [items, count] = await Promise.all([
    filtered(db, reader, filter)
      .selectAll()
      .orderBy('sequence')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, reader, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Every decision `reader` may see, in chain order, read a batch at a time for an export. */
export async function* allDecisionRecord(
  db: Kysely<Database>,
  reader: DecisionRecordReader,
  filter: DecisionRecordFilter,
  batchSize = 500,
): AsyncGenerator<ToolCallDecision> {
  let after = 0;
  for (;;) {
    const batch = await filtered(db, reader, filter)
      .selectAll()
      .where('sequence', '>', after)
      .orderBy('sequence')
      .limit(batchSize)
      .execute();
    yield* batch;
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return;
    after = last.sequence;
  }
}
