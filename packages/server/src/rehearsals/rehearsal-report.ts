import type { Kysely } from 'kysely';
import type { Database, Task } from '../db/index.js';
import { storedProposal } from './proposal.js';
import { loadCalls, runDifferences } from './rehearsal-calls.js';
import { type RehearsalRow, rehearsalStatus, sourceView } from './rehearsal-summaries.js';
import type {
  ConversationLine,
  PastRunView,
  ProposalView,
  RehearsalCallView,
  RehearsalRunView,
  RehearsalView,
  ScriptedResultView,
  UsageFigures,
} from './rehearsal-view.js';
import { storedScriptedResults } from './scripted-results.js';

type TaskRow = Pick<
  Task,
  | 'id'
  | 'parent_task_id'
  | 'user_prompt'
  | 'status'
  | 'final_response'
  | 'error_message'
  | 'rehearsal_of_task_id'
>;

const taskColumns = [
  'id',
  'parent_task_id',
  'user_prompt',
  'status',
  'retry_after',
  'final_response',
  'error_message',
  'rehearsal_of_task_id',
] as const;

/**
 * The rehearsal with its report: per prompt the conversation, every call made in its task and in
 * the sub-agent and handover tasks it led to, tokens and cost, the answer, and beside a repeated
 * past prompt that past task with what changed.
 */
export async function rehearsalReport(db: Kysely<Database>, rehearsal: RehearsalRow): Promise<RehearsalView> {
  const tasks = await db
    .selectFrom('tasks')
    .select(taskColumns)
    .where('rehearsal_id', '=', rehearsal.id)
    .orderBy('id')
    .execute();
  const topLevel = tasks.filter((task) => task.parent_task_id === null);
  const rootOf = rootsWithin(tasks);
  const taskIds = tasks.map((task) => task.id);
  const calls = await loadCalls(db, taskIds);
  const usage = await usageByTask(db, taskIds);
  const runs: RehearsalRunView[] = [];
  for (const task of topLevel) {
    const tree = tasks.filter((candidate) => rootOf.get(candidate.id) === task.id);
    const runCalls = calls.filter((call) => rootOf.get(call.task_id) === task.id);
    const rehearsed = { final_response: task.final_response, calls: runCalls };
    runs.push({
      task_id: task.id,
      prompt: task.user_prompt,
      status: task.status,
      final_response: task.final_response,
      error_message: task.error_message,
      usage: sumUsage(tree.map((member) => usage.get(member.id) ?? zeroUsage)),
      conversation: await conversationOf(db, task.id),
      calls: runCalls,
      compared_with:
        task.rehearsal_of_task_id === null ? null : await pastRun(db, task.rehearsal_of_task_id, rehearsed),
    });
  }
  const promptSet =
    rehearsal.prompt_set_id === null
      ? undefined
      : await db
          .selectFrom('rehearsal_prompt_sets')
          .select('name')
          .where('id', '=', rehearsal.prompt_set_id)
          .executeTakeFirst();
  const totals = sumUsage(runs.map((run) => run.usage));
  return {
    id: rehearsal.id,
    agent_id: rehearsal.agent_id,
    user_id: rehearsal.user_id,
    status: rehearsalStatus(topLevel),
    source: sourceView(rehearsal, topLevel.length, promptSet?.name ?? null),
    proposal: asStored<ProposalView>(rehearsal.proposal, storedProposal),
    scripted_results: asStored<ScriptedResultView[]>(rehearsal.scripted_results, storedScriptedResults),
    created_at: rehearsal.created_at,
    updated_at: rehearsal.updated_at,
    totals: {
      ...totals,
      calls_ran: calls.filter((call) => call.execution === 'ran').length,
      calls_simulated: calls.filter((call) => call.execution === 'simulated').length,
      calls_needing_approval: calls.filter((call) => call.approval !== 'not_needed').length,
    },
    runs,
  };
}

/** A stored JSON column, checked by its reader, in the plain shape a response carries. */
function asStored<View>(text: string, check: (text: string) => unknown): View {
  check(text);
  return JSON.parse(text) as View;
}

/** Each task's top-level ancestor among the rehearsal's tasks (sub-agents and handovers point up). */
function rootsWithin(tasks: readonly TaskRow[]): Map<number, number> {
  const parentOf = new Map(tasks.map((task) => [task.id, task.parent_task_id]));
  const roots = new Map<number, number>();
  for (const task of tasks) {
    let current = task.id;
    for (
      let parent = parentOf.get(current);
      parent != null && parentOf.has(parent);
      parent = parentOf.get(current)
    )
      current = parent;
    roots.set(task.id, current);
  }
  return roots;
}

const zeroUsage: UsageFigures = { input_tokens: 0, output_tokens: 0, cost: 0 };

/** Token sums; the cost is null as soon as one part's price was unknown. */
function sumUsage(parts: readonly UsageFigures[]): UsageFigures {
  return parts.reduce<UsageFigures>(
    (sum, part) => ({
      input_tokens: sum.input_tokens + part.input_tokens,
      output_tokens: sum.output_tokens + part.output_tokens,
      cost: sum.cost === null || part.cost === null ? null : sum.cost + part.cost,
    }),
    zeroUsage,
  );
}

async function usageByTask(
  db: Kysely<Database>,
  taskIds: readonly number[],
): Promise<Map<number, UsageFigures>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('task_history')
    .select(['task_id', 'input_tokens', 'output_tokens', 'cost'])
    .where('task_id', 'in', taskIds)
    .where('provider', 'is not', null)
    .execute();
  const byTask = new Map<number, UsageFigures>();
  for (const row of rows) {
    const turn = {
      input_tokens: row.input_tokens ?? 0,
      output_tokens: row.output_tokens ?? 0,
      cost: row.cost,
    };
    byTask.set(row.task_id, sumUsage([byTask.get(row.task_id) ?? zeroUsage, turn]));
  }
  return byTask;
}

async function conversationOf(db: Kysely<Database>, taskId: number): Promise<ConversationLine[]> {
  const rows = await db
    .selectFrom('task_history')
    .select(['role', 'content', 'tool_call_id'])
    .where('task_id', '=', taskId)
    .where('role', 'in', ['user', 'assistant', 'tool'])
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    role: row.role as ConversationLine['role'],
    content: row.content,
    ...(row.tool_call_id !== null && { tool_call_id: row.tool_call_id }),
  }));
}

/** The past task a run repeats, with the calls of its own tree; null once that task is deleted. */
async function pastRun(
  db: Kysely<Database>,
  pastTaskId: number,
  rehearsed: { readonly final_response: string | null; readonly calls: readonly RehearsalCallView[] },
): Promise<PastRunView | null> {
  const past = await db
    .selectFrom('tasks')
    .select(taskColumns)
    .where('id', '=', pastTaskId)
    .executeTakeFirst();
  if (!past) return null;
  const calls = await loadCalls(db, await taskTreeIds(db, past.id));
  return {
    task_id: past.id,
    prompt: past.user_prompt,
    status: past.status,
    final_response: past.final_response,
    calls,
    differences: runDifferences({ final_response: past.final_response, calls }, rehearsed),
  };
}

async function taskTreeIds(db: Kysely<Database>, rootId: number): Promise<number[]> {
  const ids = [rootId];
  for (let level = [rootId]; level.length > 0; ) {
    const children = await db.selectFrom('tasks').select('id').where('parent_task_id', 'in', level).execute();
    level = children.map((child) => child.id);
    ids.push(...level);
  }
  return ids;
}
