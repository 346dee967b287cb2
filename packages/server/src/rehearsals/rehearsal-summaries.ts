import type { Kysely, Selectable } from 'kysely';
import type { Database, RehearsalsTable, Task } from '../db/index.js';
import { isSettled } from '../orchestrator/index.js';
import type { RehearsalSourceView, RehearsalStatus, RehearsalSummaryView } from './rehearsal-view.js';

export type RehearsalRow = Selectable<RehearsalsTable>;

/** What a rehearsal's status is read from: each of its prompts' tasks. */
export type PromptTaskState = Pick<Task, 'status' | 'retry_after'>;

/**
 * A rehearsal's status from its prompts' tasks: running while any has not settled (a failure whose
 * automatic retry is scheduled has not); then cancelled if any was aborted or cancelled (or none
 * is left), failed if any failed, else completed.
 */
export function rehearsalStatus(tasks: readonly PromptTaskState[]): RehearsalStatus {
  const retrying = (task: PromptTaskState) => task.status === 'FAILED' && task.retry_after !== null;
  if (tasks.some((task) => !isSettled(task.status) || retrying(task))) return 'running';
  const statuses = tasks.map((task) => task.status);
  if (statuses.length === 0 || statuses.some((status) => status === 'ABORTED' || status === 'CANCELLED'))
    return 'cancelled';
  if (statuses.some((status) => status === 'FAILED')) return 'failed';
  if (statuses.every((status) => status === 'COMPLETED')) return 'completed';
  // Settled but waiting (a budget, an account): not finished, and not failed either.
  return 'running';
}

export function sourceView(
  rehearsal: Pick<RehearsalRow, 'source_kind' | 'prompt_set_id'>,
  runCount: number,
  promptSetName: string | null,
): RehearsalSourceView {
  switch (rehearsal.source_kind) {
    case 'prompt':
      return { kind: 'prompt' };
    case 'past_tasks':
      return { kind: 'past_tasks', count: runCount };
    case 'prompt_set':
      return {
        kind: 'prompt_set',
        ...(rehearsal.prompt_set_id !== null && { prompt_set_id: rehearsal.prompt_set_id }),
        ...(promptSetName !== null && { prompt_set_name: promptSetName }),
      };
  }
}

/** A page of an agent's rehearsals, newest first; only those `userId` made when given. */
export async function rehearsalSummaries(
  db: Kysely<Database>,
  agentId: number,
  userId: number | null,
  window: { readonly limit: number; readonly offset: number },
): Promise<{ rehearsals: RehearsalSummaryView[]; total: number }> {
  const base = db
    .selectFrom('rehearsals')
    .where('rehearsals.agent_id', '=', agentId)
    .$if(userId !== null, (query) => query.where('rehearsals.user_id', '=', userId as number));
  const counted = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  const rows = await base
    .leftJoin('rehearsal_prompt_sets', 'rehearsal_prompt_sets.id', 'rehearsals.prompt_set_id')
    .selectAll('rehearsals')
    .select('rehearsal_prompt_sets.name as prompt_set_name')
    .orderBy('rehearsals.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const statuses = await topLevelStatuses(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(counted?.total ?? 0),
    rehearsals: rows.map((row) => {
      const tasks = statuses.get(row.id) ?? [];
      return {
        id: row.id,
        agent_id: row.agent_id,
        user_id: row.user_id,
        status: rehearsalStatus(tasks),
        source: sourceView(row, tasks.length, row.prompt_set_name),
        run_count: tasks.length,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    }),
  };
}

async function topLevelStatuses(
  db: Kysely<Database>,
  rehearsalIds: readonly number[],
): Promise<Map<number, PromptTaskState[]>> {
  const byRehearsal = new Map<number, PromptTaskState[]>();
  if (rehearsalIds.length === 0) return byRehearsal;
  const tasks = await db
    .selectFrom('tasks')
    .select(['rehearsal_id', 'status', 'retry_after'])
    .where('rehearsal_id', 'in', rehearsalIds)
    .where('parent_task_id', 'is', null)
    .execute();
  for (const task of tasks) {
    const id = task.rehearsal_id as number;
    byRehearsal.set(id, [...(byRehearsal.get(id) ?? []), task]);
  }
  return byRehearsal;
}
