import { isDeepStrictEqual } from 'node:util';
import { type Link, trace } from '@opentelemetry/api';
import type { Task, ToolCall } from '../db/index.js';
import { storedTraceContext } from './trace-context.js';
import { activeTracer } from './tracing.js';
import { decidedByAttribute, type ToolApproval } from './tracing-tool.js';

/** Who decided and how: a person through a channel, or the platform (a deadline, a grant). */
export interface ApprovalDecider {
  readonly decidedBy: number | null;
  /** The channel it came through (ui, api, email …), or `deadline` when none did. */
  readonly channel: string;
}

/**
 * The wait for a person, one span per decided call, from the moment the call began waiting to the
 * decision. A wait may last days and end in another process, so nothing is held open: the span
 * is made when the decision is made, with the call's stored start time, in the task's stored
 * trace, and linked to the span that carried the decision (the HTTP request, say).
 */
export function traceApprovalWaits(
  task: Pick<Task, 'id' | 'trace_parent'>,
  decided: readonly ToolCall[],
  decider: ApprovalDecider,
): void {
  const tracer = activeTracer();
  if (tracer === null || decided.length === 0) return;
  const decision = trace.getActiveSpan()?.spanContext();
  const links: Link[] = decision === undefined ? [] : [{ context: decision }];
  const parent = storedTraceContext(task.trace_parent);
  for (const call of decided) {
    const span = tracer.startSpan(
      `await_approval ${call.tool_name}`,
      {
        startTime: new Date(call.created_at),
        links,
        attributes: {
          'gen_ai.tool.name': call.tool_name,
          'gen_ai.tool.call.id': call.provider_call_id,
          'spora.task.id': task.id,
          'spora.approval.outcome': outcomeOf(call),
          'spora.approval.channel': decider.channel,
          ...decidedByAttribute(decider.decidedBy),
        },
      },
      parent,
    );
    span.end();
  }
}

/** How a person approved a call that runs now: as proposed, or with edited arguments. */
export function approvalOf(
  call: Pick<ToolCall, 'approved_by' | 'approved_arguments' | 'proposed_arguments'>,
): ToolApproval {
  return { outcome: editedCall(call) ? 'edited' : 'approved', decidedBy: call.approved_by };
}

function outcomeOf(call: ToolCall): string {
  if (call.status === 'REJECTED') return 'rejected';
  return editedCall(call) ? 'edited' : 'approved';
}

function editedCall(call: Pick<ToolCall, 'approved_arguments' | 'proposed_arguments'>): boolean {
  return (
    call.approved_arguments !== null &&
    !isDeepStrictEqual(JSON.parse(call.approved_arguments), JSON.parse(call.proposed_arguments))
  );
}
