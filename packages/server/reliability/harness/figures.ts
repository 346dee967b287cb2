// What a scenario measured, read from the database, the effects table and the processes: the
// figures every scenario prints, and the failures they amount to.
import { appendFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { TaskStatus } from '../../src/db/index.js';
import { initialTaskStatus, isAllowedTransition } from '../../src/orchestrator/task-transitions.js';
import type { Installation } from './installation.js';

export interface ScenarioFigures {
  tasks: number;
  steps: number;
  toolExecutions: number;
  /** Executions beyond the first of one call. */
  duplicates: number;
  /** Tasks that did not end as they should, and executions the platform lost track of. */
  lost: number;
  /** Tasks still queued or running at the end, and calls left open on a task that moved on. */
  stuck: number;
  interrupted: number;
  /** Processes that exited unasked, did not exit 0 after SIGTERM, or printed an unhandled error. */
  crashes: number;
  /** Status changes the state machine does not allow. */
  badTransitions: number;
  /** `MaxListenersExceededWarning`s printed (reported, not failed on). */
  listenerWarnings: number;
}

export interface ScenarioOutcome {
  readonly scenario: string;
  readonly figures: ScenarioFigures;
  /** One line per failure, naming the task, call or process. */
  readonly failures: readonly string[];
}

const movingStatuses: ReadonlySet<string> = new Set(['QUEUED', 'RUNNING']);
/** Calls that must not outlive their task's run. */
const openCallStatuses: ReadonlySet<string> = new Set(['EXECUTING', 'APPROVED']);
/** The platform says these calls ran (or may have run). */
const accountedCallStatuses: ReadonlySet<string> = new Set(['COMPLETED', 'FAILED', 'INTERRUPTED']);

interface TaskRow {
  id: number;
  status: TaskStatus;
  step_count: number;
  error_code: string | null;
  error_message: string | null;
}

interface CallRow {
  id: number;
  task_id: number;
  status: string;
  result_success: number | boolean | null;
  arguments: string;
}

/** Waits until no task is queued or running, or the deadline passes; says whether they settled. */
export async function waitUntilSettled(installation: Installation, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const moving = await countMoving(installation).catch(() => Number.POSITIVE_INFINITY);
    if (moving === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function countMoving(installation: Installation): Promise<number> {
  const row = await installation.connection.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface MeasureOptions {
  /** The statuses a task may end in; any other is a lost task. */
  readonly expectedEndStatuses: ReadonlySet<TaskStatus>;
}

export async function measure(
  scenario: string,
  installation: Installation,
  options: MeasureOptions,
): Promise<ScenarioOutcome> {
  const { db } = installation.connection;
  const failures: string[] = [];
  const tasks = (await db
    .selectFrom('tasks')
    .select(['id', 'status', 'step_count', 'error_code', 'error_message'])
    .execute()) as TaskRow[];
  const calls = (
    await sql<CallRow>`
      select id, task_id, status, result_success, coalesce(approved_arguments, proposed_arguments) as arguments
      from tool_calls`.execute(db)
  ).rows;
  const effects = (
    await sql<{ call_key: string; task_id: number; executions: string }>`
      select call_key, task_id, count(*) as executions from app_reliability_effects group by call_key, task_id`.execute(
      db,
    )
  ).rows;
  const transitions = (
    await sql<{ task_id: number; from_status: TaskStatus | null; to_status: TaskStatus }>`
      select task_id, from_status, to_status from reliability_status_log order by id`.execute(db)
  ).rows;

  let duplicates = 0;
  let toolExecutions = 0;
  const executedKeys = new Set<string>();
  for (const effect of effects) {
    const executions = Number(effect.executions);
    toolExecutions += executions;
    executedKeys.add(effect.call_key);
    if (executions > 1) {
      duplicates += executions - 1;
      failures.push(`duplicate: call ${effect.call_key} of task ${effect.task_id} ran ${executions} times`);
    }
  }

  const taskStatus = new Map(tasks.map((task) => [task.id, task.status]));
  let lost = 0;
  let stuck = 0;
  for (const task of tasks) {
    if (movingStatuses.has(task.status)) {
      stuck++;
      failures.push(`stuck: task ${task.id} is still ${task.status}`);
    } else if (!options.expectedEndStatuses.has(task.status)) {
      lost++;
      const why =
        task.error_code === null ? '' : ` (${task.error_code}: ${task.error_message?.slice(0, 160)})`;
      failures.push(`lost: task ${task.id} ended ${task.status}${why}`);
    }
  }

  const accountedKeys = new Set<string>();
  let interrupted = 0;
  for (const call of calls) {
    const key = effectKeyOf(call.arguments);
    if (call.status === 'INTERRUPTED') interrupted++;
    if (key !== null && accountedCallStatuses.has(call.status)) accountedKeys.add(key);
    const status = taskStatus.get(call.task_id);
    if (openCallStatuses.has(call.status) && status !== undefined && !movingStatuses.has(status)) {
      stuck++;
      failures.push(`stuck: call ${call.id} of task ${call.task_id} is ${call.status} on a ${status} task`);
    }
    if (call.status === 'PENDING_APPROVAL' && status !== undefined && status !== 'PENDING_APPROVAL') {
      stuck++;
      failures.push(`stuck: call ${call.id} awaits approval on a ${status} task ${call.task_id}`);
    }
    const succeeded = call.result_success === 1 || call.result_success === true;
    if (key !== null && call.status === 'COMPLETED' && succeeded && !executedKeys.has(key)) {
      lost++;
      failures.push(`lost: call ${call.id} (${key}) is COMPLETED but never ran`);
    }
  }
  for (const effect of effects) {
    if (!accountedKeys.has(effect.call_key)) {
      lost++;
      failures.push(
        `lost: call ${effect.call_key} of task ${effect.task_id} ran, but no call record says so`,
      );
    }
  }

  const histories = (
    await sql<{ task_id: number; rows: string; first: number; last: number }>`
      select task_id, count(*) as rows, min(sequence) as first, max(sequence) as last
      from task_history group by task_id`.execute(db)
  ).rows;
  for (const history of histories) {
    const rows = Number(history.rows);
    if (Number(history.last) - Number(history.first) + 1 !== rows) {
      lost++;
      failures.push(
        `lost: task ${history.task_id}'s history has gaps or repeats (${rows} rows, sequence ${history.first}…${history.last})`,
      );
    }
  }

  let badTransitions = 0;
  for (const { task_id: taskId, from_status: from, to_status: to } of transitions) {
    const allowed = from === null ? to === initialTaskStatus : isAllowedTransition(from, to);
    if (!allowed) {
      badTransitions++;
      failures.push(`transition: task ${taskId} went ${from ?? '(created)'} → ${to}`);
    }
  }

  let crashes = 0;
  let listenerWarnings = 0;
  for (const running of installation.processes) {
    const problems = running.problems();
    crashes += problems.length;
    listenerWarnings += running.listenerLeakWarnings;
    for (const { process, problem } of problems) failures.push(`crash: ${process} ${problem}`);
  }

  const figures: ScenarioFigures = {
    tasks: tasks.length,
    steps: tasks.reduce((sum, task) => sum + Number(task.step_count), 0),
    toolExecutions,
    duplicates,
    lost,
    stuck,
    interrupted,
    crashes,
    badTransitions,
    listenerWarnings,
  };
  return { scenario, figures, failures };
}

/** The effect key a call's arguments carry, or null for calls of other tools or malformed ones. */
function effectKeyOf(argumentsJson: string): string | null {
  try {
    const parsed: unknown = JSON.parse(argumentsJson);
    if (typeof parsed === 'object' && parsed !== null && 'key' in parsed && typeof parsed.key === 'string') {
      return parsed.key;
    }
  } catch {
    return null;
  }
  return null;
}

/** Prints the figures (and the first failures), and appends them to `SPORA_RELIABILITY_FIGURES` if set. */
export function report(outcome: ScenarioOutcome, extra: Record<string, number | string> = {}): void {
  const line = Object.entries({ ...outcome.figures, ...extra })
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  const shown = outcome.failures.slice(0, 20).map((failure) => `  - ${failure}`);
  if (outcome.failures.length > shown.length)
    shown.push(`  … ${outcome.failures.length - shown.length} more`);
  console.log([`[reliability] ${outcome.scenario}: ${line}`, ...shown].join('\n'));
  const file = process.env.SPORA_RELIABILITY_FIGURES;
  if (file) {
    appendFileSync(
      file,
      `${JSON.stringify({ scenario: outcome.scenario, ...outcome.figures, ...extra, failures: outcome.failures })}\n`,
    );
  }
}
