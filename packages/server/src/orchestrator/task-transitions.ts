import type { TaskStatus } from '../db/index.js';

/**
 * The task state machine: every change of `tasks.status` the orchestrator makes, and what makes
 * it. A write that leaves the status as it was (an idempotent abort, a lease extension) is not a
 * transition. Tasks are created QUEUED; deleting one is not a status. The diagram in
 * docs/agent-loop.md is generated from this table (`taskStateDiagram`), and a test keeps them equal.
 */

/** Every status, in the order the diagram lists them. */
export const taskStatuses = [
  'QUEUED',
  'RUNNING',
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'ABORTED',
] as const satisfies readonly TaskStatus[];

/** The status every new task starts in: `start`, a handover's target, a sub-agent's child. */
export const initialTaskStatus: TaskStatus = 'QUEUED';

export interface TaskTransition {
  readonly from: TaskStatus;
  readonly to: TaskStatus;
  /** The operations that make this change, as the diagram labels it. */
  readonly by: string;
}

export const taskTransitions: readonly TaskTransition[] = [
  { from: 'QUEUED', to: 'RUNNING', by: 'claim' },
  { from: 'RUNNING', to: 'COMPLETED', by: 'final answer, handover' },
  { from: 'RUNNING', to: 'FAILED', by: 'error, max steps, orphaned' },
  { from: 'RUNNING', to: 'PENDING_APPROVAL', by: 'a call needs approval' },
  { from: 'RUNNING', to: 'AWAITING_SUB_AGENTS', by: 'sub-agents started' },
  { from: 'RUNNING', to: 'AWAITING_CONNECTION', by: "an MCP call needs the owner's account" },
  { from: 'RUNNING', to: 'ABORTED', by: 'abort, continue' },
  { from: 'RUNNING', to: 'QUEUED', by: 'lease expired, bounded step, stop' },
  { from: 'PENDING_APPROVAL', to: 'QUEUED', by: 'resume, reject' },
  { from: 'AWAITING_SUB_AGENTS', to: 'QUEUED', by: 'children ended' },
  { from: 'AWAITING_SUB_AGENTS', to: 'ABORTED', by: 'abort' },
  { from: 'AWAITING_CONNECTION', to: 'QUEUED', by: 'account connected' },
  { from: 'AWAITING_CONNECTION', to: 'ABORTED', by: 'abort' },
  { from: 'COMPLETED', to: 'QUEUED', by: 'continue' },
  { from: 'FAILED', to: 'QUEUED', by: 'continue, retry, automatic retry' },
  { from: 'FAILED', to: 'CANCELLED', by: 'cancel retry' },
  { from: 'CANCELLED', to: 'QUEUED', by: 'continue' },
  { from: 'ABORTED', to: 'QUEUED', by: 'continue' },
];

const allowed = new Set(taskTransitions.map((transition) => `${transition.from}>${transition.to}`));

/** Whether the state machine allows a change from `from` to `to` (a status kept is no change). */
export function isAllowedTransition(from: TaskStatus, to: TaskStatus): boolean {
  return allowed.has(`${from}>${to}`);
}

/** The state machine as a Mermaid `stateDiagram-v2`, as docs/agent-loop.md shows it. */
export function taskStateDiagram(): string {
  const lines = ['stateDiagram-v2', `    [*] --> ${initialTaskStatus}: start`];
  for (const { from, to, by } of taskTransitions) lines.push(`    ${from} --> ${to}: ${by}`);
  return lines.join('\n');
}
