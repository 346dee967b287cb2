import type { Kysely } from 'kysely';
import type { Database, Task, TaskStatus } from '../db/index.js';
import type { LiveEvents } from '../realtime/index.js';
import { UserTasks } from '../tasks/index.js';
import { watchUserEvents } from './user-event-watch.js';

/** Where a run has something to tell its caller: an answer, a failure, or a person to wait for. */
const answerStatuses: ReadonlySet<TaskStatus> = new Set([
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'ABORTED',
  'PENDING_APPROVAL',
]);

/** Events say when to look again; this is how long to go without one, for writers in other processes. */
const pollIntervalMs = 2_000;
/** How deep sub-agent trees are searched for a call awaiting approval. */
const maximumSubTaskDepth = 8;

export interface TaskWaitDependencies {
  readonly db: Kysely<Database>;
  readonly liveEvents: Pick<LiveEvents, 'subscribe'>;
  /**
   * Runs a queued task in this process; null when workers run tasks (the `client` runtime mode
   * has none, and there the caller drives the task as a browser would).
   */
  readonly runQueued: ((taskId: number) => Promise<unknown>) | null;
}

export interface TaskWait {
  readonly task: Task;
  /** The task itself, or one of its sub-agents' tasks, when it is what waits for a person. */
  readonly pendingApproval: Task | null;
}

/**
 * Follows one task of `userId` until it has an answer or waits for a person: its own approval, or
 * that of a sub-agent task it waits on. Resolves null once `signal` aborts. `onChange` hears each
 * new state on the way (status or step).
 */
export async function waitForTask(
  deps: TaskWaitDependencies,
  userId: number,
  taskId: number,
  options: { readonly signal: AbortSignal; readonly onChange?: (task: Task) => void },
): Promise<TaskWait | null> {
  // Set by news that arrives while the task is being read, so the next wait does not sleep through it.
  let news = false;
  let wake: (() => void) | null = null;
  const lookAgain = () => {
    news = true;
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  // Watching starts before the first read, so no change between the two is missed.
  const watch = await watchUserEvents(
    deps.liveEvents,
    userId,
    (event) => {
      if (event.data.task_id !== undefined) lookAgain();
    },
    lookAgain,
  );
  options.signal.addEventListener('abort', lookAgain);
  const tasks = new UserTasks(deps.db, userId);
  try {
    let seen = '';
    while (!options.signal.aborted) {
      news = false;
      // NOT_FOUND once the task is deleted under the call, which answers so.
      const task = await tasks.get(taskId);
      const state = `${task.status}:${task.step_count}`;
      if (state !== seen) options.onChange?.(task);
      seen = state;
      if (answerStatuses.has(task.status)) {
        return { task, pendingApproval: task.status === 'PENDING_APPROVAL' ? task : null };
      }
      if (task.status === 'AWAITING_SUB_AGENTS') {
        const pending = await pendingSubTask(deps.db, userId, taskId);
        if (pending) return { task, pendingApproval: pending };
      }
      if (task.status === 'QUEUED' && deps.runQueued) {
        await deps.runQueued(taskId);
        continue;
      }
      if (news) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return null;
  } finally {
    options.signal.removeEventListener('abort', lookAgain);
    watch.close();
  }
}

/** The first task under `taskId` (breadth first) that awaits a decision. */
async function pendingSubTask(db: Kysely<Database>, userId: number, taskId: number): Promise<Task | null> {
  let parents = [taskId];
  for (let depth = 0; depth < maximumSubTaskDepth && parents.length > 0; depth += 1) {
    const children = await db
      .selectFrom('tasks')
      .selectAll()
      .where('parent_task_id', 'in', parents)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const pending = children.find((child) => child.status === 'PENDING_APPROVAL');
    if (pending) return pending;
    parents = children.map((child) => child.id);
  }
  return null;
}
