import { type Context, context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { activeTracer } from './tracing.js';

/**
 * A task keeps the trace it belongs to as a W3C `traceparent` (`tasks.trace_parent`), so every
 * run of it — on any worker, after any wait — continues that trace.
 */

/** The `traceparent` of the span active now; null while tracing is off or no span is active. */
export function activeTraceParent(): string | null {
  if (activeTracer() === null || trace.getSpan(context.active()) === undefined) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The stored column for a new task: its trace, while tracing is on; nothing while it is off. */
export function traceParentColumn(): { trace_parent?: string } {
  const traceParent = activeTraceParent();
  return traceParent === null ? {} : { trace_parent: traceParent };
}

/** The context spans of a task's trace start in: its stored trace, else a new trace. */
export function storedTraceContext(traceParent: string | null): Context {
  if (traceParent === null) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent: traceParent });
}
