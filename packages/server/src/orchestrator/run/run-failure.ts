import { LlmError, SporaError } from '@spora/sdk';
import { isoAfter } from '../../db/index.js';
import { autoRetryableCodes, friendlyFailureMessages, type TaskErrorCode } from '../failure-messages.js';
import type { NextStep } from './next-step.js';
import type { RunState } from './run-state.js';

/** How a run fails: the coded failure a step names, and the automatic retry the agent allows. */

/** The failure an error of the model's provider (or of building its driver) makes. */
export function llmFailure(error: unknown): NextStep {
  if (LlmError.isInstance(error) && error instanceof LlmError) {
    const code: TaskErrorCode = error.code === 'ABORTED' ? 'UNKNOWN' : error.code;
    return { kind: 'fail', code, reason: error.message, retryAfterMs: error.retryAfterMs };
  }
  const code =
    SporaError.isInstance(error) && error.code in friendlyFailureMessages
      ? (error.code as TaskErrorCode)
      : 'UNKNOWN';
  return { kind: 'fail', code, reason: error instanceof Error ? error.message : String(error) };
}

/** FAILED with a code, and an automatic retry scheduled when the agent allows one. */
export function failedStep(run: RunState, failure: Extract<NextStep, { kind: 'fail' }>): NextStep {
  const { code, reason } = failure;
  const retry = autoRetry(run, code, failure.retryAfterMs ?? null);
  return {
    kind: 'settle',
    event: 'failed',
    values: {
      error_code: code,
      error_message: friendlyFailureMessages[code],
      failure_reason: reason,
      ...(retry && { retry_count: retry.count, retry_after: retry.after, retry_of_task_id: run.taskId }),
    },
  };
}

function autoRetry(
  run: RunState,
  code: TaskErrorCode,
  retryAfterMs: number | null,
): { count: number; after: string } | null {
  if (!run.agent || !autoRetryableCodes.has(code)) return null;
  const { retry_after_minutes: minutes, max_retries: maxRetries } = run.agent;
  if (minutes <= 0 || maxRetries <= 0 || run.task.retry_count >= maxRetries) return null;
  const delay = Math.max(minutes * 60_000, retryAfterMs ?? 0);
  return { count: run.task.retry_count + 1, after: isoAfter(delay) };
}
