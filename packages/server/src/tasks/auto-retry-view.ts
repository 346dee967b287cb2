import type { Agent, Task } from '../db/index.js';
import { autoRetryableCodes, type TaskErrorCode } from '../orchestrator/failure-messages.js';

/**
 * Where a task's automatic retry stands, for the failure banner: `scheduled` (it is queued again
 * at `retry_at`, unless `DELETE /tasks/{id}/retry-chain` cancels it), `exhausted` (the agent's
 * retries are used up), `not_configured` (the agent retries nothing), `not_retryable` (this
 * failure is not one that is retried automatically), `none` (the task has not failed).
 */
export interface AutoRetryView {
  readonly state: 'scheduled' | 'exhausted' | 'not_configured' | 'not_retryable' | 'none';
  /** Automatic retries made for this task so far. */
  readonly attempts: number;
  /** The agent's settings: how many retries, and how long to wait before each. */
  readonly max_retries: number;
  readonly retry_after_minutes: number;
  /** When the scheduled retry runs; null unless `scheduled`. */
  readonly retry_at: string | null;
}

export function autoRetryView(
  task: Pick<Task, 'status' | 'retry_count' | 'retry_of_task_id' | 'retry_after' | 'error_code'>,
  agent: Pick<Agent, 'max_retries' | 'retry_after_minutes'>,
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
  const retryable = task.error_code !== null && autoRetryableCodes.has(task.error_code as TaskErrorCode);
  if (!retryable) return { ...base, state: 'not_retryable' };
  if (agent.max_retries <= 0 || agent.retry_after_minutes <= 0) return { ...base, state: 'not_configured' };
  return { ...base, state: 'exhausted' };
}
