import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SporaError } from '@spora/sdk';
import type { Agent, Task, TaskStatus } from '../db/index.js';
import { abortableStatuses, type Orchestrator, parseTaskData } from '../orchestrator/index.js';
import { UserTasks } from '../tasks/index.js';
import { readCallArguments } from './call-arguments.js';
import { finishedTaskAnswer, pendingApprovalAnswer, refusal, type TaskLinks } from './task-answer.js';
import { type TaskWaitDependencies, waitForTask } from './task-waiter.js';

export interface AgentCallDependencies extends Omit<TaskWaitDependencies, 'runQueued'> {
  readonly orchestrator: Pick<Orchestrator, 'start' | 'continue' | 'abort' | 'tick'>;
  /** The `client` runtime mode: no worker runs tasks, so the call runs them itself. */
  readonly runsTasksItself: boolean;
}

export interface AgentCallContext {
  readonly userId: number;
  readonly agent: Agent;
  readonly toolName: string;
  readonly links: TaskLinks;
  /** Aborted when the client cancels the request, and when the session ends. */
  readonly signal: AbortSignal;
  /** Whether the session has ended: the call then cancelled nothing, so its task goes on. */
  readonly sessionEnded: () => boolean;
  /** Present when the client asked for progress notifications. */
  readonly progress?: (message: string) => void;
}

/** Statuses from which a prompt starts a follow-up turn. */
const followUpStatuses: ReadonlySet<TaskStatus> = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'ABORTED']);
/** A handover passes the work on; the answer is the target's. Chains are followed this far. */
const maximumHandovers = 5;

/**
 * One call of an agent's tool: starts a task (or continues one, or picks up one under way), waits
 * for it, and answers with its final answer, a pending approval, or an error result. A cancelled
 * call aborts the task.
 */
export async function callAgent(
  deps: AgentCallDependencies,
  context: AgentCallContext,
  input: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const args = readCallArguments(input);
  if (!args.ok) return refusal('VALIDATION_ERROR', args.message);
  try {
    let task = await taskToFollow(deps, context, args.value.prompt, args.value.taskId);
    if (typeof task === 'string') return refusal('INVALID_STATE', task);
    const firstTaskId = task.id;
    for (let handovers = 0; ; handovers += 1) {
      const waited = await waitForTask(
        { ...deps, runQueued: deps.runsTasksItself ? (id) => deps.orchestrator.tick(id) : null },
        context.userId,
        task.id,
        {
          signal: context.signal,
          ...(context.progress && { onChange: (changed: Task) => context.progress?.(describe(changed)) }),
        },
      );
      if (waited === null) {
        // A restart, an idle or evicted session, a client that quit: no one asked to stop the
        // task, and its answer can still be collected with its task_id in a new session.
        if (context.sessionEnded()) {
          return refusal('SESSION_ENDED', `The session ended; task ${task.id} goes on.`);
        }
        await abortWhenPossible(deps, context.userId, task.id);
        return refusal('ABORTED', `The call was cancelled, so task ${task.id} was aborted.`);
      }
      if (waited.pendingApproval) {
        return pendingApprovalAnswer(
          context.toolName,
          waited.task,
          waited.pendingApproval,
          context.links,
          firstTaskId,
        );
      }
      const target = handoverTarget(waited.task);
      if (target === null || handovers >= maximumHandovers) {
        return finishedTaskAnswer(context.toolName, waited.task, context.links);
      }
      task = await new UserTasks(deps.db, context.userId).get(target);
    }
  } catch (error) {
    // The orchestrator's refusals (NOT_FOUND, INVALID_STATE, VALIDATION_ERROR) are the caller's to read.
    if (SporaError.isInstance(error)) return refusal(error.code, error.message);
    throw error;
  }
}

/** The task the call follows; a string says why the arguments do not fit the task's state. */
async function taskToFollow(
  deps: AgentCallDependencies,
  context: AgentCallContext,
  prompt: string | null,
  taskId: number | null,
): Promise<Task | string> {
  if (taskId === null) {
    // readCallArguments lets no call through without a prompt or a task.
    return deps.orchestrator.start(context.agent.id, prompt ?? '', { runnerUserId: context.userId });
  }
  const task = await new UserTasks(deps.db, context.userId).get(taskId);
  if (task.agent_id !== context.agent.id) {
    return `Task ${taskId} is not a task of ${context.toolName}; call the tool of its own agent.`;
  }
  if (prompt === null) return task;
  if (!followUpStatuses.has(task.status)) {
    return `Task ${taskId} is ${task.status}, so it takes no new prompt now; call ${context.toolName} with task_id ${taskId} and no prompt to wait for its answer.`;
  }
  // Judged again on the locked row: a second call's follow-up may have started a run since.
  return deps.orchestrator.continue(taskId, prompt, undefined, followUpStatuses);
}

function handoverTarget(task: Task): number | null {
  if (task.status !== 'COMPLETED') return null;
  const target = parseTaskData(task.data).handover?.target_task_id;
  return typeof target === 'number' ? target : null;
}

function describe(task: Task): string {
  const status = task.status.toLowerCase().replaceAll('_', ' ');
  return `Task ${task.id}: ${status}, step ${task.step_count} of ${task.max_steps}`;
}

/** Aborts the task once it is abortable; a queued task is given a moment to be claimed first. */
async function abortWhenPossible(deps: AgentCallDependencies, userId: number, taskId: number): Promise<void> {
  const tasks = new UserTasks(deps.db, userId);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { status } = await tasks.get(taskId);
    if (abortableStatuses.has(status)) {
      await deps.orchestrator.abort(taskId).catch(() => undefined);
      continue;
    }
    if (status !== 'QUEUED') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
