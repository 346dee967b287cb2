import { budgetName, parseBudgetReached, spentOf } from '../budgets/index.js';
import { readAwaitedCredential } from '../credentials/index.js';
import type { Task } from '../db/index.js';
import { parseTaskData } from '../orchestrator/index.js';
import type { NotificationKind } from './notification-kinds.js';

export type TaskNotificationType = Extract<
  NotificationKind,
  | 'task_completed'
  | 'task_failed'
  | 'pending_approval'
  | 'budget_reached'
  | 'reconciliation_needed'
  | 'credential_needed'
  | 'task_retry_scheduled'
  | 'task_orphaned'
>;

/** A notification to store for a user. */
export interface NewNotification {
  readonly userId: number;
  readonly type: NotificationKind;
  readonly title: string;
  readonly body: string | null;
  readonly taskId: number | null;
  /** Carries `task_id` and `agent_id` when it is about a task. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** Failures the person caused or chose, who needs no telling (the original's rule). */
const unannouncedFailures: ReadonlySet<string> = new Set(['MAX_STEPS_REACHED', 'NO_LLM_CONFIGURATION']);
const bodyLimit = 500;

/**
 * The notification a task's new status deserves, if any: only top-level tasks notify, on
 * completion and failure (told apart: an automatic retry scheduled, orphaned, or final); a
 * scheduled run's completion is `scheduled_run_finished`. A pause for approval is told by
 * `approvalNotificationFor`, which reads what the task waits on. A handover's close, a max-steps
 * failure and an abort notify nobody. A pause at the step limit waits for a person, so it is told
 * for sub-agents' tasks too.
 */
export function taskNotificationFor(task: Task): NewNotification | null {
  const about = { userId: task.user_id, taskId: task.id };
  const data = { task_id: task.id, agent_id: task.agent_id };
  if (task.status === 'AWAITING_BUDGET') {
    const reached = parseBudgetReached(parseTaskData(task.data).budget_reached);
    if (reached) {
      return {
        ...about,
        type: 'budget_reached',
        title: `Task #${task.id} paused: ${budgetName(reached)} reached`,
        body: `It spent ${spentOf(reached)}. Allow it more, raise the budget, or stop it.`,
        data: { ...data, limit: 'budget', budget: reached },
      };
    }
    return {
      ...about,
      type: 'budget_reached',
      title: `Task #${task.id} paused at its step limit`,
      body: `It used all ${task.max_steps} steps it was given. Allow it more steps to go on, or stop it.`,
      data: { ...data, limit: 'steps', max_steps: task.max_steps },
    };
  }
  if (task.status === 'AWAITING_CONNECTION') return credentialNotificationFor(task);
  if (task.status === 'NEEDS_RECONCILIATION') {
    return {
      ...about,
      type: 'reconciliation_needed',
      title: `Task #${task.id} needs a check`,
      body: 'A call was running when its worker stopped, so it may or may not have taken effect. Say whether it ran, or stop the task.',
      data,
    };
  }
  if (task.parent_task_id !== null) return null;
  switch (task.status) {
    case 'COMPLETED': {
      const facts = parseTaskData(task.data);
      if (facts.handover !== undefined) return null;
      // Told when the scheduled task has finished, never when it was merely queued.
      if (facts.run_id !== undefined) {
        return {
          ...about,
          type: 'scheduled_run_finished',
          title: `Scheduled run of task #${task.id} finished`,
          body: excerpt(task.final_response),
          data: { ...data, schedule_id: facts.run_id },
        };
      }
      return {
        ...about,
        type: 'task_completed',
        title: `Task #${task.id} completed`,
        body: excerpt(task.final_response),
        data,
      };
    }
    case 'FAILED':
      if (task.error_code !== null && unannouncedFailures.has(task.error_code)) return null;
      if (task.retry_of_task_id !== null && task.retry_after !== null) {
        return {
          ...about,
          type: 'task_retry_scheduled',
          title: `Task #${task.id} failed; retry ${task.retry_count} is scheduled`,
          body: excerpt(task.error_message),
          data: {
            ...data,
            error_code: task.error_code,
            attempt: task.retry_count,
            retry_after: task.retry_after,
          },
        };
      }
      if (task.error_code === 'ORPHANED') {
        return {
          ...about,
          type: 'task_orphaned',
          title: `Task #${task.id} was orphaned`,
          body: excerpt(task.error_message),
          data: { ...data, error_code: task.error_code },
        };
      }
      return {
        ...about,
        type: 'task_failed',
        title: `Task #${task.id} failed`,
        body: excerpt(task.error_message),
        data: { ...data, error_code: task.error_code },
      };
    default:
      return null;
  }
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  return text.length <= bodyLimit ? text : `${text.slice(0, bodyLimit - 1)}…`;
}

/**
 * A task waiting for a model key or a tool's credential (an MCP account's pause is told by the MCP
 * servers' own notice). Told for sub-agents' tasks too: only a person can fix a key.
 */
function credentialNotificationFor(task: Task): NewNotification | null {
  const awaited = readAwaitedCredential(parseTaskData(task.data).awaited_credential);
  if (awaited === null) return null;
  const what =
    awaited.kind === 'llm_configuration'
      ? `the API key of the model configuration "${awaited.name}"`
      : `the setting ${awaited.setting} of ${awaited.tool_class}`;
  const problem = awaited.reason === 'missing' ? 'is missing' : 'was refused';
  return {
    userId: task.user_id,
    taskId: task.id,
    type: 'credential_needed',
    title: `Task #${task.id} needs a credential`,
    body: `It paused because ${what} ${problem}. Save a working one and the task resumes, or stop it.`,
    data: { task_id: task.id, agent_id: task.agent_id, credential: { ...awaited } },
  };
}
