import type { LlmToolCall, LlmUsage } from '../drivers/index.js';
import type { ExtensionServiceResult } from './extension-service-result.js';

/** A task's status, as the API reports it. */
export type ExtensionTaskStatus =
  | 'QUEUED'
  | 'RUNNING'
  | 'PENDING_APPROVAL'
  | 'AWAITING_SUB_AGENTS'
  | 'AWAITING_CONNECTION'
  | 'AWAITING_BUDGET'
  | 'NEEDS_RECONCILIATION'
  | 'COMPLETED'
  | 'FAILED'
  | 'ABORTED'
  | 'CANCELLED';

/** A task as an extension reads it. */
export interface ExtensionTask {
  readonly id: number;
  readonly agentId: number;
  /** The user the task belongs to: who it was started for. */
  readonly userId: number;
  readonly status: ExtensionTaskStatus;
  /** The agent's final answer once the task completed; null before. */
  readonly answer: string | null;
  readonly stepCount: number;
  readonly maxSteps: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A new task for an agent: its first message is `prompt`, or one of the agent's saved prompt
 * templates rendered with `values` (refused values are `VALIDATION_ERROR`).
 */
export type StartTaskRequest = {
  readonly agentId: number;
  /** The agent's own step limit when omitted. */
  readonly maxSteps?: number;
} & (
  | { readonly prompt: string; readonly template?: never }
  | {
      readonly template: {
        readonly id: number;
        readonly values?: Readonly<Record<string, string>>;
      };
      readonly prompt?: never;
    }
);

export interface ContinueTaskRequest {
  readonly prompt: string;
  /** Replaces the task's step budget. */
  readonly additionalSteps?: number;
}

/**
 * One row appended to a task's conversation (seed 001 `appendHistory`): each role carries only
 * what belongs to it, and the row is written, numbered and announced to live subscribers exactly
 * as the loop writes its own.
 */
export type ExtensionHistoryEntry =
  | { readonly role: 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string;
      readonly model?: string;
      readonly toolCallPayload?: readonly LlmToolCall[];
      readonly usage?: LlmUsage;
    }
  | {
      readonly role: 'tool';
      readonly content: string;
      readonly toolCallId: string;
      readonly toolName: string;
    }
  | {
      readonly role: 'summary';
      readonly content: string;
      /** The sequences the summary replaces, `first-last`. */
      readonly range: string;
    };

/** Where an appended row landed. */
export interface AppendedHistoryEntry {
  readonly taskId: number;
  readonly sequence: number;
  readonly role: ExtensionHistoryEntry['role'];
}

/**
 * What one user may do with tasks, checked exactly as the API checks that user: nothing is done
 * for a suspended account (`FORBIDDEN`, every call); a task starts only for an agent they own or
 * that a team of theirs shares with them, and belongs to them; only their own tasks are read,
 * continued, aborted or appended to, and a task runs again only while its agent still reaches
 * them. The loop's own rules (statuses, step limits) apply unchanged.
 */
export interface UserTaskControl {
  readonly userId: number;
  /** Queues the task (in sync mode, runs it until it settles) and answers it. */
  start(request: StartTaskRequest): Promise<ExtensionServiceResult<ExtensionTask>>;
  /** Re-prompts a finished, failed, aborted or running task. */
  continue(taskId: number, request: ContinueTaskRequest): Promise<ExtensionServiceResult<ExtensionTask>>;
  /** Stops the task and its sub-agent tasks; idempotent on ABORTED. */
  abort(taskId: number): Promise<ExtensionServiceResult<ExtensionTask>>;
  /** Refused with `INVALID_STATE` while the task is RUNNING: its run numbers the rows it writes. */
  appendHistory(
    taskId: number,
    entry: ExtensionHistoryEntry,
  ): Promise<ExtensionServiceResult<AppendedHistoryEntry>>;
  get(taskId: number): Promise<ExtensionServiceResult<ExtensionTask>>;
}

/**
 * Starts, continues, aborts and reads tasks for extensions. Every call acts for one user, whom
 * the extension names: on a signed-in route that is `request.user.id`; for an outside event, the
 * user the extension's own configuration ties to it (the agent's owner, say).
 */
export interface TaskControl {
  forUser(userId: number): UserTaskControl;
}
