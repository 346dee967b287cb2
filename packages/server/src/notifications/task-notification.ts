import type { Task } from '../db/index.js';
import { parseTaskData, readPendingCalls } from '../orchestrator/index.js';

export type TaskNotificationType = 'task_completed' | 'task_failed' | 'pending_approval';

/** A notification to store for a task's owner. */
export interface NewNotification {
  readonly userId: number;
  readonly type: TaskNotificationType;
  readonly title: string;
  readonly body: string | null;
  readonly taskId: number;
  /** Always carries `task_id` and `agent_id`. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** Failures the person caused or chose, who needs no telling (the original's rule). */
const unannouncedFailures: ReadonlySet<string> = new Set(['MAX_STEPS_REACHED', 'NO_LLM_CONFIGURATION']);
const bodyLimit = 500;

/**
 * The notification a task's new status deserves, if any: only top-level tasks notify, on
 * completion, failure and a pause for approval. A handover's close, a scheduled run's completion
 * (which has its own notification), a max-steps failure and an abort notify nobody.
 */
export function taskNotificationFor(task: Task): NewNotification | null {
  if (task.parent_task_id !== null) return null;
  const about = { userId: task.user_id, taskId: task.id };
  const data = { task_id: task.id, agent_id: task.agent_id };
  switch (task.status) {
    case 'COMPLETED': {
      const facts = parseTaskData(task.data);
      if (facts.handover !== undefined || facts.run_id !== undefined) return null;
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
      return {
        ...about,
        type: 'task_failed',
        title: `Task #${task.id} failed`,
        body: excerpt(task.error_message),
        data: { ...data, error_code: task.error_code },
      };
    case 'PENDING_APPROVAL': {
      const calls = readPendingCalls(task.pending_state);
      const names = [...new Set(calls.map((call) => call.tool_name))].join(', ');
      return {
        ...about,
        type: 'pending_approval',
        title: `Task #${task.id} needs your approval`,
        body: `${calls.length} tool call${calls.length === 1 ? '' : 's'} await${calls.length === 1 ? 's' : ''} a decision${names ? `: ${names}` : ''}.`,
        data,
      };
    }
    default:
      return null;
  }
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  return text.length <= bodyLimit ? text : `${text.slice(0, bodyLimit - 1)}…`;
}
