import { type Attributes, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ToolResult } from '@spora/sdk';
import { activeTracer, capturesContent } from './tracing.js';

/** How a call came to run: without a person, allowed by an approval rule, or decided by a person. */
export type ToolApproval =
  | { readonly outcome: 'not_required' }
  | { readonly outcome: 'allowed_by_rule'; readonly ruleId: number }
  | { readonly outcome: 'approved' | 'edited'; readonly decidedBy: number | null };

export interface TracedToolCall {
  readonly toolName: string;
  readonly callId: string;
  readonly operation: string;
  readonly approval: ToolApproval;
  readonly args: Readonly<Record<string, unknown>>;
  /** The rehearsal the call's task runs for; absent or null for real work. */
  readonly rehearsalId?: number | null;
}

/**
 * One tool call as a GenAI `execute_tool` span, child of the run's span: the tool, the call's
 * id, its operation, how it was approved and by whom; its duration is the span's. A failed result
 * marks the span as an error (`error.type = tool_error`). Arguments and results only with the
 * content opt-in. The call is described (`describe`) only while tracing is on: finding out how it
 * was approved compares stored arguments, work a call must not pay for while nothing is traced.
 */
export function traceToolCall(
  describe: () => TracedToolCall,
  execute: () => Promise<ToolResult>,
): Promise<ToolResult> {
  const tracer = activeTracer();
  if (tracer === null) return execute();
  const call = describe();
  return tracer.startActiveSpan(
    `execute_tool ${call.toolName}`,
    { attributes: toolAttributes(call) },
    async (span) => {
      const content = capturesContent() && span.isRecording();
      if (content) span.setAttribute('gen_ai.tool.call.arguments', JSON.stringify(call.args));
      try {
        const result = await execute();
        if (content) span.setAttribute('gen_ai.tool.call.result', result.content);
        if (!result.success) {
          span.setAttribute('error.type', 'tool_error');
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        return result;
      } finally {
        span.end();
      }
    },
  );
}

function toolAttributes(call: TracedToolCall): Attributes {
  const { approval } = call;
  return {
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': call.toolName,
    'gen_ai.tool.call.id': call.callId,
    'gen_ai.tool.type': 'function',
    'spora.tool.operation': call.operation,
    'spora.approval.outcome': approval.outcome,
    ...(approval.outcome === 'allowed_by_rule' && { 'spora.approval.rule_id': approval.ruleId }),
    ...(call.rehearsalId != null && { 'spora.rehearsal.id': call.rehearsalId }),
    ...('decidedBy' in approval && decidedByAttribute(approval.decidedBy)),
  };
}

/** On the running call's span: the call was not run, and its result was simulated from `source`. */
export function traceSimulatedFrom(source: string): void {
  trace.getActiveSpan()?.setAttribute('spora.tool.simulated_from', source);
}

/** Who decided: a person's user id, or the platform itself (a grant, a deadline). */
export function decidedByAttribute(decidedBy: number | null): Attributes {
  return { 'spora.approval.decided_by': decidedBy === null ? 'platform' : `user:${decidedBy}` };
}
