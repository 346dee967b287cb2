import { trace } from '@opentelemetry/api';
import { activeTracer } from './tracing.js';

const none = Object.freeze({});

/**
 * The active span's ids for a log line (`trace_id`, `span_id`), so a line leads to its trace and
 * a trace to its lines; nothing while tracing is off or no span is active.
 */
export function traceLogFields(): Readonly<Record<string, string>> {
  if (activeTracer() === null) return none;
  const span = trace.getActiveSpan();
  if (span === undefined) return none;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
