import type { Kysely } from 'kysely';
import type { Database, Task, TaskStatus } from '../db/index.js';
import { autoRetryableCodes } from './failure-messages.js';
import { parseTaskData } from './task-data.js';

/**
 * What a task view shows around a task, read beside its history: the tasks it delegated to, the
 * task it came from, each model turn's token usage, and where its automatic retry stands.
 */

/** How a task came from another: spawned as a sub-agent, or handed the work over. */
export type TaskRelation = 'sub_agent' | 'handover';

/** A task this one started, with its live status (a parent shows one row per child). */
export interface SubTaskView {
  readonly id: number;
  readonly agent_id: number;
  readonly agent_name: string;
  readonly relation: TaskRelation;
  readonly status: TaskStatus;
  readonly user_prompt: string;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The task this one came from, for a "source task" link. */
export interface TaskOriginView {
  readonly task_id: number;
  readonly agent_id: number;
  readonly agent_name: string;
  readonly relation: TaskRelation;
  readonly status: TaskStatus;
}

/** One model turn's token usage, tied to the assistant history row it produced. */
export interface TurnUsageView {
  readonly history_sequence: number;
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly reasoning_tokens: number;
  readonly cached_tokens: number;
  readonly cache_creation_tokens: number;
  readonly provider: string;
  readonly model: string | null;
  readonly created_at: string;
}

/**
 * Where a task's automatic retry stands: `scheduled` (it runs again at `retry_at` unless
 * cancelled), `exhausted` (the agent's retries are used up), `not_configured` (the agent retries
 * nothing), `not_retryable` (this failure is not one that is retried), `none` (not failed).
 */
export interface AutoRetryView {
  readonly state: 'scheduled' | 'exhausted' | 'not_configured' | 'not_retryable' | 'none';
  /** Retries made so far for this failure chain. */
  readonly attempts: number;
  readonly max_retries: number;
  readonly retry_after_minutes: number;
  readonly retry_at: string | null;
}

export interface TaskRelations {
  readonly subTasks: readonly SubTaskView[];
  readonly origin: TaskOriginView | null;
  readonly turns: readonly TurnUsageView[];
  readonly autoRetry: AutoRetryView;
}

/**
 * Reads a task's relations. `sinceSequence` limits the turns as it limits the history; the
 * other parts are always whole, since they change.
 */
export async function loadTaskRelations(
  db: Kysely<Database>,
  task: Task,
  sinceSequence?: number,
): Promise<TaskRelations> {
  const [children, parent, turns, agent] = await Promise.all([
    db
      .selectFrom('tasks')
      .innerJoin('agents', 'agents.id', 'tasks.agent_id')
      .select([
        'tasks.id',
        'tasks.agent_id',
        'agents.name as agent_name',
        'tasks.status',
        'tasks.user_prompt',
        'tasks.created_at',
        'tasks.updated_at',
      ])
      .where('tasks.parent_task_id', '=', task.id)
      .where('tasks.user_id', '=', task.user_id)
      .orderBy('tasks.id')
      .execute(),
    task.parent_task_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('tasks')
          .innerJoin('agents', 'agents.id', 'tasks.agent_id')
          .select(['tasks.id', 'tasks.agent_id', 'agents.name as agent_name', 'tasks.status', 'tasks.data'])
          .where('tasks.id', '=', task.parent_task_id)
          .where('tasks.user_id', '=', task.user_id)
          .executeTakeFirst(),
    db
      .selectFrom('usage')
      .innerJoin('task_history', 'task_history.id', 'usage.task_history_id')
      .select([
        'task_history.sequence',
        'usage.input_tokens',
        'usage.output_tokens',
        'usage.reasoning_tokens',
        'usage.cached_tokens',
        'usage.cache_creation_tokens',
        'usage.provider',
        'usage.model',
        'usage.created_at',
      ])
      .where('usage.task_id', '=', task.id)
      .$if(sinceSequence !== undefined, (query) =>
        query.where('task_history.sequence', '>', sinceSequence as number),
      )
      .orderBy('task_history.sequence')
      .execute(),
    db
      .selectFrom('agents')
      .select(['max_retries', 'retry_after_minutes'])
      .where('id', '=', task.agent_id)
      .executeTakeFirst(),
  ]);
  const handedTo = parseTaskData(task.data).handover?.target_task_id;
  return {
    subTasks: children.map((child) => ({
      ...child,
      relation: child.id === handedTo ? 'handover' : 'sub_agent',
    })),
    origin:
      parent === undefined
        ? null
        : {
            task_id: parent.id,
            agent_id: parent.agent_id,
            agent_name: parent.agent_name,
            status: parent.status,
            relation: parseTaskData(parent.data).handover?.target_task_id === task.id ? 'handover' : 'sub_agent',
          },
    turns: turns.map((turn) => ({
      history_sequence: turn.sequence,
      input_tokens: turn.input_tokens,
      output_tokens: turn.output_tokens,
      reasoning_tokens: turn.reasoning_tokens,
      cached_tokens: turn.cached_tokens,
      cache_creation_tokens: turn.cache_creation_tokens,
      provider: turn.provider,
      model: turn.model,
      created_at: turn.created_at,
    })),
    autoRetry: autoRetryOf(task, agent ?? { max_retries: 0, retry_after_minutes: 0 }),
  };
}

function autoRetryOf(
  task: Task,
  agent: { readonly max_retries: number; readonly retry_after_minutes: number },
): AutoRetryView {
  const base = {
    attempts: task.retry_count,
    max_retries: agent.max_retries,
    retry_after_minutes: agent.retry_after_minutes,
    retry_at: null,
  };
  if (task.status !== 'FAILED') return { ...base, state: 'none' };
  if (task.retry_of_task_id !== null && task.retry_after !== null) {
    return { ...base, state: 'scheduled', retry_at: task.retry_after };
  }
  if (agent.max_retries <= 0 || agent.retry_after_minutes <= 0) return { ...base, state: 'not_configured' };
  if (task.error_code === null || !autoRetryableCodes.has(task.error_code as never)) {
    return { ...base, state: 'not_retryable' };
  }
  return { ...base, state: 'exhausted' };
}
