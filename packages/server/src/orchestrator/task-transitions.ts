import type { TaskStatus } from '../db/index.js';
import { OrchestratorError } from './orchestrator-error.js';

/**
 * The task state machine: every change of `tasks.status`, named by the event that makes it. This
 * table decides: a status is written only as `taskStatusAfter(current, event)`, which refuses an
 * event the current status does not allow. A write that leaves the status as it was (an idempotent
 * abort, a lease extension) is not a transition. Tasks are created QUEUED; deleting one is not a
 * status. The diagram in docs/agent-loop.md is generated from this table (`taskStateDiagram`), and
 * a test keeps them equal.
 */

/** Every status, in the order the diagram lists them. */
export const taskStatuses = [
  'QUEUED',
  'RUNNING',
  'PENDING_APPROVAL',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'ABORTED',
] as const satisfies readonly TaskStatus[];

/** The status every new task starts in: `start`, a handover's target, a sub-agent's child. */
export const initialTaskStatus: TaskStatus = 'QUEUED';

/** What changes a task's status: a run's outcome, an operator's action or housekeeping. */
export type TaskEvent =
  | 'claimed'
  | 'answered'
  | 'handed_over'
  | 'failed'
  | 'approval_needed'
  | 'sub_agents_started'
  | 'connection_needed'
  | 'budget_reached'
  | 'credential_needed'
  | 'reconciliation_needed'
  | 'aborted'
  | 'parent_aborted'
  | 'interrupted_to_continue'
  | 'handed_back'
  | 'lease_expired'
  | 'orphaned'
  | 'decided'
  | 'children_ended'
  | 'account_connected'
  | 'budget_extended'
  | 'credential_saved'
  | 'reconciled'
  | 'continued'
  | 'retried'
  | 'retry_due'
  | 'retry_cancelled';

interface TaskEventRule {
  readonly event: TaskEvent;
  readonly from: readonly TaskStatus[];
  readonly to: TaskStatus;
  /** How the diagram labels the change. */
  readonly label: string;
}

const stoppable = [
  'RUNNING',
  'AWAITING_SUB_AGENTS',
  'AWAITING_CONNECTION',
  'AWAITING_BUDGET',
  'NEEDS_RECONCILIATION',
] as const;

/** The rules, in the order the diagram lists their changes. */
const taskEventRules: readonly TaskEventRule[] = [
  { event: 'claimed', from: ['QUEUED'], to: 'RUNNING', label: 'claim' },
  { event: 'answered', from: ['RUNNING'], to: 'COMPLETED', label: 'final answer' },
  { event: 'handed_over', from: ['RUNNING'], to: 'COMPLETED', label: 'handover' },
  { event: 'failed', from: ['RUNNING'], to: 'FAILED', label: 'error, max steps (not pausing)' },
  { event: 'orphaned', from: ['RUNNING'], to: 'FAILED', label: 'orphaned' },
  { event: 'approval_needed', from: ['RUNNING'], to: 'PENDING_APPROVAL', label: 'a call needs approval' },
  { event: 'sub_agents_started', from: ['RUNNING'], to: 'AWAITING_SUB_AGENTS', label: 'sub-agents started' },
  {
    event: 'connection_needed',
    from: ['RUNNING'],
    to: 'AWAITING_CONNECTION',
    label: "an MCP call needs the owner's account",
  },
  {
    event: 'credential_needed',
    from: ['RUNNING'],
    to: 'AWAITING_CONNECTION',
    label: 'a model key or tool credential is missing or refused',
  },
  {
    event: 'budget_reached',
    from: ['RUNNING'],
    to: 'AWAITING_BUDGET',
    label: 'step limit or budget reached',
  },
  {
    event: 'reconciliation_needed',
    from: ['RUNNING'],
    to: 'NEEDS_RECONCILIATION',
    label: 'a call may have run when its worker stopped',
  },
  { event: 'aborted', from: stoppable, to: 'ABORTED', label: 'abort' },
  { event: 'parent_aborted', from: stoppable, to: 'ABORTED', label: 'parent aborted' },
  { event: 'interrupted_to_continue', from: ['RUNNING'], to: 'ABORTED', label: 'continue' },
  { event: 'lease_expired', from: ['RUNNING'], to: 'QUEUED', label: 'lease expired' },
  { event: 'handed_back', from: ['RUNNING'], to: 'QUEUED', label: 'bounded step, stop' },
  // A child that never ran, or waits for a person, is cancelled with its parent: nothing of it was stopped.
  { event: 'parent_aborted', from: ['QUEUED', 'PENDING_APPROVAL'], to: 'CANCELLED', label: 'parent aborted' },
  { event: 'decided', from: ['PENDING_APPROVAL'], to: 'QUEUED', label: 'resume, reject' },
  { event: 'children_ended', from: ['AWAITING_SUB_AGENTS'], to: 'QUEUED', label: 'children ended' },
  { event: 'account_connected', from: ['AWAITING_CONNECTION'], to: 'QUEUED', label: 'account connected' },
  { event: 'credential_saved', from: ['AWAITING_CONNECTION'], to: 'QUEUED', label: 'credential saved' },
  { event: 'budget_extended', from: ['AWAITING_BUDGET'], to: 'QUEUED', label: 'allow more, budget raised' },
  { event: 'reconciled', from: ['NEEDS_RECONCILIATION'], to: 'QUEUED', label: 'it ran, it did not run' },
  { event: 'continued', from: ['COMPLETED', 'FAILED'], to: 'QUEUED', label: 'continue' },
  { event: 'retried', from: ['FAILED'], to: 'QUEUED', label: 'retry' },
  { event: 'retry_due', from: ['FAILED'], to: 'QUEUED', label: 'automatic retry' },
  { event: 'retry_cancelled', from: ['FAILED'], to: 'CANCELLED', label: 'cancel retry' },
  { event: 'continued', from: ['CANCELLED', 'ABORTED'], to: 'QUEUED', label: 'continue' },
];

/** Every event, in the order the rules name them first. */
export const taskEvents: readonly TaskEvent[] = [...new Set(taskEventRules.map((rule) => rule.event))];

const targets = new Map<string, TaskStatus>();
for (const rule of taskEventRules) {
  for (const from of rule.from) targets.set(`${from}>${rule.event}`, rule.to);
}

/** The status `event` leads to from `from`; null when the machine does not allow it there. */
export function taskStatusAfterOrNull(from: TaskStatus, event: TaskEvent): TaskStatus | null {
  return targets.get(`${from}>${event}`) ?? null;
}

/** The status `event` leads to from `from`; throws INVALID_STATE when the machine refuses it. */
export function taskStatusAfter(from: TaskStatus, event: TaskEvent, taskId?: number): TaskStatus {
  const to = taskStatusAfterOrNull(from, event);
  if (to === null) throw refusedTransition(from, event, taskId);
  return to;
}

/** The statuses `event` may happen in, for writes conditional on the status they expect. */
export function statusesAllowing(event: TaskEvent): TaskStatus[] {
  return taskEventRules.filter((rule) => rule.event === event).flatMap((rule) => [...rule.from]);
}

export function refusedTransition(from: TaskStatus, event: TaskEvent, taskId?: number): OrchestratorError {
  const which = taskId === undefined ? 'a task' : `task ${taskId}`;
  return new OrchestratorError('INVALID_STATE', `Cannot apply "${event}" to ${which}: it is ${from}.`, {
    ...(taskId !== undefined && { taskId }),
    status: from,
    event,
  });
}

export interface TaskTransition {
  readonly from: TaskStatus;
  readonly to: TaskStatus;
  /** The events that make this change, as the diagram labels them. */
  readonly by: string;
}

/** Each change of status once, with the labels of every event that makes it. */
export const taskTransitions: readonly TaskTransition[] = (() => {
  const byPair = new Map<string, { from: TaskStatus; to: TaskStatus; labels: string[] }>();
  for (const rule of taskEventRules) {
    for (const from of rule.from) {
      const key = `${from}>${rule.to}`;
      const pair = byPair.get(key) ?? { from, to: rule.to, labels: [] };
      if (!pair.labels.includes(rule.label)) pair.labels.push(rule.label);
      byPair.set(key, pair);
    }
  }
  const order = (status: TaskStatus) => taskStatuses.indexOf(status as (typeof taskStatuses)[number]);
  return [...byPair.values()]
    .sort((a, b) => order(a.from) - order(b.from))
    .map(({ from, to, labels }) => ({ from, to, by: labels.join(', ') }));
})();

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
