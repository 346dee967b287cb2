import type { ToolResult } from '@spora/sdk';
import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Database, TaskStatus, ToolCall } from '../db/index.js';
import { nowIso, PrecompiledQueries, PrecompiledQuery } from '../db/index.js';
import { isProposedRule } from '../rehearsals/proposed-rules.js';
import type { EnabledTool } from './agent-toolset.js';
import type { TaskValues } from './run-records.js';
import type { PlannedCall } from './tool-call-plan.js';
import { toolCallStatusesAllowing, toolCallStatusOn } from './tool-call-transitions.js';

/** The statements a run writes at every step, compiled once (see `PrecompiledQuery`). */

/** When a call that only reads started, and its result unless it asked for delegation. */
export interface RanCall {
  readonly startedAt: string;
  readonly result: ToolResult | null;
}

export interface PlannedCallRow {
  readonly taskId: number;
  readonly agentId: number;
  readonly plan: PlannedCall;
  /** Its position in the model's turn. */
  readonly index: number;
  readonly assistantRowId: number;
  /** For a call to run: marked executing, or waiting its turn as approved. */
  readonly status: 'EXECUTING' | 'APPROVED' | null;
  /** A call that only reads has run already. */
  readonly ran: RanCall | null;
}

/**
 * Inserts a planned call: refused, waiting for approval, or to run; a call that only reads with
 * when it started and its result. Returns the row as stored, without reading it back.
 */
export async function insertPlannedCall(trx: Transaction<Database>, call: PlannedCallRow): Promise<ToolCall> {
  const now = nowIso();
  const { plan, index, assistantRowId, status, ran } = call;
  const result = ran?.result ?? null;
  const { operation, tool } = plan;
  const deniedByRule = plan.kind === 'refused' && plan.status === 'REJECTED';
  const values: Omit<ToolCall, 'id'> = {
    task_id: call.taskId,
    agent_id: call.agentId,
    task_history_id: assistantRowId,
    call_index: index,
    provider_call_id: plan.call.id,
    tool_name: plan.call.name,
    tool_class: tool?.registered.toolClass ?? null,
    operation,
    operation_description:
      tool?.allowedOperations.find((candidate) => candidate.name === operation)?.description?.slice(0, 500) ??
      null,
    requires_approval: plan.kind === 'await-approval' ? 1 : 0,
    status:
      plan.kind === 'refused'
        ? plan.status
        : result !== null
          ? result.success
            ? 'COMPLETED'
            : 'FAILED'
          : (status ?? 'PENDING_APPROVAL'),
    proposed_arguments:
      plan.call.arguments === null ? plan.call.rawArguments : JSON.stringify(plan.call.arguments),
    human_description: plan.kind === 'refused' ? null : describeAction(plan.tool, plan.args),
    approved_arguments: null,
    result_success: plan.kind === 'refused' ? 0 : result === null ? null : result.success ? 1 : 0,
    result_content: plan.kind === 'refused' ? plan.message : (result?.content ?? null),
    result_data: result?.data == null ? null : JSON.stringify(result.data),
    approved_by: null,
    // A rule's decision is made as the call is inserted; a person's comes later.
    approved_at: plan.kind === 'run' && plan.rule !== null ? now : null,
    rejected_by: null,
    rejected_at: deniedByRule ? now : null,
    reject_reason: deniedByRule ? plan.message : null,
    execution_started_at: ran?.startedAt ?? (status === 'EXECUTING' ? now : null),
    executed_at: result === null ? null : now,
    interruption: null,
    reconciliation: null,
    reconciled_by: null,
    reconciled_at: null,
    // A rule a rehearsal proposed is no saved rule: its decision is marked on the call instead.
    rule_id: plan.rule && !isProposedRule(plan.rule) ? plan.rule.id : null,
    rule_version: plan.rule && !isProposedRule(plan.rule) ? plan.rule.version : null,
    simulated_from: null,
    simulated_from_call_id: null,
    rehearsal_approval: null,
    created_at: now,
    updated_at: now,
  };
  const inserted = await insertToolCallRow.execute(trx, values);
  return { ...values, id: (inserted.rows[0] as { id: number }).id };
}

/**
 * Records an executing call's result; returns the call as it ended, or nothing when it was no
 * longer executing. A row the run knows (`known`) is not read back.
 */
export async function recordCallResult(
  trx: Transaction<Database>,
  toolCallId: number,
  result: ToolResult,
  known: ToolCall | undefined,
): Promise<ToolCall[]> {
  const now = nowIso();
  const values: CallResultValues = {
    status: toolCallStatusOn(result.success ? 'succeeded' : 'failed'),
    result_success: result.success ? 1 : 0,
    result_content: result.content,
    result_data: result.data === null ? null : JSON.stringify(result.data),
    executed_at: now,
    updated_at: now,
  };
  // The row this run inserted or marked is known: only whether the update applied is read back.
  if (known) {
    const updated = await recordResultOfKnownCall.execute(trx, { ...values, id: toolCallId });
    return Number(updated.numAffectedRows ?? 0) > 0 ? [{ ...known, ...values }] : [];
  }
  return resultUpdate(trx, values, toolCallId).returningAll().execute();
}

type CallResultValues = Pick<
  ToolCall,
  'status' | 'result_success' | 'result_content' | 'result_data' | 'executed_at' | 'updated_at'
>;

function resultUpdate(db: Kysely<Database>, values: CallResultValues, toolCallId: number) {
  return db
    .updateTable('tool_calls')
    .set(values)
    .where('id', '=', toolCallId)
    .where('status', 'in', toolCallStatusesAllowing('succeeded'));
}

// Written once per call that may have side effects, at every such step: compiled once.
const recordResultOfKnownCall = new PrecompiledQuery<CallResultValues & { id: number }>((db, slots) =>
  resultUpdate(
    db,
    {
      status: slots.status,
      result_success: slots.result_success,
      result_content: slots.result_content,
      result_data: slots.result_data,
      executed_at: slots.executed_at,
      updated_at: slots.updated_at,
    },
    slots.id,
  ),
);

/**
 * Applies `values` to the task if it is still RUNNING under `leaseOwner`; false when it is not.
 * Compiled once per set of columns: the loop writes the same few sets at every step.
 */
export async function updateHeldTask(
  trx: Transaction<Database>,
  taskId: number,
  leaseOwner: string,
  values: TaskValues & { readonly status?: TaskStatus },
): Promise<boolean> {
  const set = Object.entries(values).filter(([, value]) => value !== undefined);
  const params: Record<string, unknown> = { id: taskId, owner: leaseOwner };
  for (const [column, value] of set) params[`set:${column}`] = value;
  const key = set.map(([column]) => column).join(',');
  const updated = await heldTaskUpdates.execute(trx, key, params);
  return Number(updated.numAffectedRows ?? 0) === 1;
}

/**
 * Whether the task is still RUNNING under `leaseOwner`, without writing it: the write that records
 * a call's intent checks the claim but leaves the task row untouched (a page and a log record
 * fewer), since the write that records the result extends the lease a moment later. On SQLite
 * the write's transaction already holds the database's write lock; on PostgreSQL the row is locked
 * as the update would, so an abort waits for the intent to commit and then finds the call.
 */
export async function holdsTask(
  trx: Transaction<Database>,
  taskId: number,
  leaseOwner: string,
): Promise<boolean> {
  const held = await heldTask.execute(trx, { id: taskId, owner: leaseOwner });
  return held.rows.length === 1;
}

const heldTask = new PrecompiledQuery<{ id: number; owner: string }>((db, slots) => {
  const query = db
    .selectFrom('tasks')
    .select('id')
    .where('id', '=', slots.id)
    .where('status', '=', 'RUNNING')
    .where('lease_owner', '=', slots.owner);
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forNoKeyUpdate() : query;
});

const heldTaskUpdates = new PrecompiledQueries<Record<string, unknown>>((key) => (db, slots) => {
  const columns = key.split(',');
  const set = Object.fromEntries(columns.map((column) => [column, slots[`set:${column}`]])) as TaskValues;
  return db
    .updateTable('tasks')
    .set(set)
    .where('id', '=', slots.id as number)
    .where('status', '=', 'RUNNING')
    .where('lease_owner', '=', slots.owner as string);
});

const toolCallColumns = [
  'task_id',
  'agent_id',
  'task_history_id',
  'call_index',
  'provider_call_id',
  'tool_name',
  'tool_class',
  'operation',
  'operation_description',
  'requires_approval',
  'status',
  'proposed_arguments',
  'human_description',
  'approved_arguments',
  'result_success',
  'result_content',
  'result_data',
  'approved_by',
  'approved_at',
  'rejected_by',
  'rejected_at',
  'reject_reason',
  'execution_started_at',
  'executed_at',
  'interruption',
  'rule_id',
  'rule_version',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Omit<ToolCall, 'id'>)[];

// Every call is inserted with all its columns, so one compiled statement serves them all.
const insertToolCallRow = new PrecompiledQuery<Omit<ToolCall, 'id'>, { id: number }>((db, slots) =>
  db
    .insertInto('tool_calls')
    .values(
      Object.fromEntries(toolCallColumns.map((column) => [column, slots[column]])) as Omit<ToolCall, 'id'>,
    )
    .returning('id'),
);

function describeAction(tool: EnabledTool, args: Readonly<Record<string, unknown>>): string {
  try {
    return tool.registered.instance.describeAction(args);
  } catch {
    return `${tool.registered.metadata.displayName}: ${JSON.stringify(args)}`;
  }
}
