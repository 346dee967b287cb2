import { settleApprovalNotifications } from '../notifications/index.js';
import { requeueAwaitingCredential } from '../orchestrator/connection-resume.js';
import type { TaskEventRecorder } from '../orchestrator/task-events.js';
import type { CredentialSavedHook } from './awaited-credential.js';

export interface CredentialResumeDependencies {
  readonly events?: TaskEventRecorder | undefined;
  /** Runs the queued tasks (sync mode) or wakes the workers; called once the save has committed. */
  readonly queued: (taskIds: readonly number[]) => Promise<void>;
}

/**
 * Fixing a credential resumes every task that waited for it: the tasks are queued (`credential_saved`)
 * and their live events recorded in the save's own transaction, so a task is never left waiting for
 * a key that was saved; the workers are woken once it has committed.
 */
export function credentialResume(deps: CredentialResumeDependencies): CredentialSavedHook {
  return async (trx, saved) => {
    const tasks = await requeueAwaitingCredential(trx, saved);
    if (tasks.length === 0) return async () => {};
    // Live events mark a waiting task's notification read once it has taken a step; these paused
    // at their first request.
    const stepless = tasks.filter((task) => task.step_count === 0).map((task) => task.id);
    await settleApprovalNotifications(trx, stepless);
    await deps.events?.record(
      trx,
      tasks.map((task) => ({ task, statusChanged: true })),
    );
    return () => deps.queued(tasks.map((task) => task.id));
  };
}
