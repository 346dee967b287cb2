import type { Kysely } from 'kysely';
import type { Database, SimulatedFrom, TaskStatus } from '../../src/db/index.js';
import { queuedTaskValues } from '../../src/orchestrator/index.js';

const at = '2026-11-02T10:00:00.000Z';

/** A task row as the loop would have left it: real work, or a rehearsal's (`rehearsalId`). */
export async function seedTask(
  db: Kysely<Database>,
  seed: {
    readonly agentId: number;
    readonly userId: number;
    readonly prompt: string;
    readonly status: TaskStatus;
    readonly finalResponse?: string | null;
    readonly parentTaskId?: number | null;
    readonly rehearsalId?: number | null;
  },
): Promise<number> {
  const task = await db
    .insertInto('tasks')
    .values({
      ...queuedTaskValues({
        agentId: seed.agentId,
        userId: seed.userId,
        runnerUserId: seed.userId,
        prompt: seed.prompt,
        maxSteps: 10,
        parentTaskId: seed.parentTaskId ?? null,
        data: null,
      }),
      status: seed.status,
      final_response: seed.finalResponse ?? null,
      rehearsal_id: seed.rehearsalId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}

/** Finishes a queued task as its run would have: its status and answer. */
export async function settleTask(
  db: Kysely<Database>,
  taskId: number,
  status: TaskStatus,
  finalResponse: string | null,
): Promise<void> {
  await db
    .updateTable('tasks')
    .set({ status, final_response: finalResponse })
    .where('id', '=', taskId)
    .execute();
}

/** One tool call of a task, with its result; in a rehearsal, where a simulated result came from. */
export async function seedCall(
  db: Kysely<Database>,
  seed: {
    readonly taskId: number;
    readonly agentId: number;
    readonly tool: string;
    readonly operation: string;
    readonly args: Record<string, unknown>;
    readonly status?: 'COMPLETED' | 'FAILED' | 'REJECTED';
    readonly result?: string;
    readonly simulatedFrom?: SimulatedFrom;
    readonly simulatedFromCallId?: number;
    readonly approval?: 'asked' | 'rule_allowed' | 'rule_denied';
  },
): Promise<number> {
  const call = await db
    .insertInto('tool_calls')
    .values({
      task_id: seed.taskId,
      agent_id: seed.agentId,
      task_history_id: null,
      call_index: 0,
      provider_call_id: `call-${Math.random().toString(36).slice(2)}`,
      tool_name: seed.tool,
      tool_class: `app/${seed.tool}`,
      operation: seed.operation,
      requires_approval: seed.approval === undefined ? 0 : 1,
      status: seed.status ?? 'COMPLETED',
      proposed_arguments: JSON.stringify(seed.args),
      result_success: seed.status === 'REJECTED' ? null : 1,
      result_content: seed.result ?? 'ok',
      simulated_from: seed.simulatedFrom ?? null,
      simulated_from_call_id: seed.simulatedFromCallId ?? null,
      rehearsal_approval: seed.approval ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return call.id;
}

/** One model turn of a task: its tokens and cost, recorded at `when`. */
export async function seedTurn(
  db: Kysely<Database>,
  taskId: number,
  turn: {
    readonly input: number;
    readonly output: number;
    readonly cost: number | null;
    readonly when?: string;
  },
): Promise<void> {
  const when = turn.when ?? at;
  const sequence = Math.floor(Math.random() * 1_000_000) + 1;
  await db
    .insertInto('task_history')
    .values({
      task_id: taskId,
      sequence,
      role: 'assistant',
      content: 'turn',
      created_at: when,
      input_tokens: turn.input,
      output_tokens: turn.output,
      reasoning_tokens: 0,
      cached_tokens: 0,
      cache_creation_tokens: 0,
      provider: 'openai',
      model: 'gpt-test',
      cost: turn.cost,
      currency: turn.cost === null ? null : 'USD',
      price_source: turn.cost === null ? null : 'price_table',
      priced_as: turn.cost === null ? null : 'gpt-test',
    })
    .execute();
}
