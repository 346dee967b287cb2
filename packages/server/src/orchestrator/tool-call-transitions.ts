import type { OpenToolCallStatus, ToolCallInterruption, ToolCallStatus } from '../db/index.js';
import { isOpenToolCallStatus } from '../db/index.js';
import { OrchestratorError } from './orchestrator-error.js';

/**
 * The tool-call state machine: every change of `tool_calls.status`, named by its event. A call is
 * inserted in one of `initialToolCallStatuses`; from then on its status is written only as
 * `toolCallStatusAfter(current, event)`, and bulk writes are conditional on the statuses the event
 * allows (`toolCallStatusesAllowing`), so a call is never moved from a status it has left.
 */

export type ToolCallEvent =
  | 'approved'
  | 'rejected'
  | 'started'
  | 'succeeded'
  | 'failed'
  | 'returned'
  | 'interrupted'
  | 'closed_unstarted'
  | 'held'
  | 'reported_ran'
  | 'reported_not_run';

/** How a call inserted by a turn begins: refused, waiting, to run, or (one that only reads) ran. */
export const initialToolCallStatuses: readonly ToolCallStatus[] = [
  'PENDING_APPROVAL',
  'APPROVED',
  'EXECUTING',
  'DISABLED',
  'INVALID',
  // Denied by an approval rule before anyone was asked.
  'REJECTED',
  'COMPLETED',
  'FAILED',
];

interface ToolCallEventRule {
  readonly event: ToolCallEvent;
  readonly from: readonly ToolCallStatus[];
  readonly to: ToolCallStatus;
}

const toolCallEventRules: readonly ToolCallEventRule[] = [
  { event: 'approved', from: ['PENDING_APPROVAL'], to: 'APPROVED' },
  { event: 'rejected', from: ['PENDING_APPROVAL'], to: 'REJECTED' },
  { event: 'started', from: ['APPROVED'], to: 'EXECUTING' },
  { event: 'succeeded', from: ['EXECUTING'], to: 'COMPLETED' },
  { event: 'failed', from: ['EXECUTING'], to: 'FAILED' },
  // Marked executing with its batch but never started: it waits, approved, for the next run.
  { event: 'returned', from: ['EXECUTING'], to: 'APPROVED' },
  // It may have had its effect: a crash, a stop or the end of a shutdown's grace period, or a
  // task stopped while a person was still to say what became of the call.
  { event: 'interrupted', from: ['EXECUTING', 'UNCERTAIN'], to: 'INTERRUPTED' },
  // The task stopped before the call began: it is closed, and known never to have run.
  { event: 'closed_unstarted', from: ['PENDING_APPROVAL', 'APPROVED'], to: 'INTERRUPTED' },
  // Its worker died while it ran and it has effects: nothing runs it again until a person says.
  { event: 'held', from: ['EXECUTING'], to: 'UNCERTAIN' },
  // A person says it ran, and what it returned: that is its result.
  { event: 'reported_ran', from: ['UNCERTAIN'], to: 'COMPLETED' },
  // A person says it did not run: it waits, approved, to run once on the next run.
  { event: 'reported_not_run', from: ['UNCERTAIN'], to: 'APPROVED' },
];

/** Every event with its rule; one rule an event. */
const rules = new Map(toolCallEventRules.map((rule) => [rule.event, rule]));

export const toolCallEvents: readonly ToolCallEvent[] = toolCallEventRules.map((rule) => rule.event);

/** The interruption an event records, for the events that interrupt a call. */
export function interruptionOf(event: ToolCallEvent): ToolCallInterruption | null {
  if (event === 'interrupted') return 'may_have_run';
  if (event === 'closed_unstarted') return 'not_started';
  return null;
}

/** The status `event` leads to from `from`; null when the machine does not allow it there. */
export function toolCallStatusAfterOrNull(from: ToolCallStatus, event: ToolCallEvent): ToolCallStatus | null {
  const rule = rules.get(event);
  return rule?.from.includes(from) ? rule.to : null;
}

/** The status `event` leads to from `from`; throws INVALID_STATE when the machine refuses it. */
export function toolCallStatusAfter(from: ToolCallStatus, event: ToolCallEvent): ToolCallStatus {
  const to = toolCallStatusAfterOrNull(from, event);
  if (to === null) {
    throw new OrchestratorError('INVALID_STATE', `A tool call that is ${from} cannot be ${event}.`, {
      status: from,
      event,
    });
  }
  return to;
}

/** The statuses `event` may happen in, for writes conditional on them. */
export function toolCallStatusesAllowing(event: ToolCallEvent): ToolCallStatus[] {
  return [...(rules.get(event)?.from ?? [])];
}

/**
 * The statuses `event` may happen in, for lookups of a task's calls by status: a status that
 * allows an event is one a call can leave, so each is open.
 */
export function openStatusesAllowing(event: ToolCallEvent): OpenToolCallStatus[] {
  return toolCallStatusesAllowing(event).filter(isOpenToolCallStatus);
}

/** The status `event` leads to from whichever status allows it. */
export function toolCallStatusOn(event: ToolCallEvent): ToolCallStatus {
  return (rules.get(event) as ToolCallEventRule).to;
}
