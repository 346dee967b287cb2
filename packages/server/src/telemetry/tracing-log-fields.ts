import { trace } from '@opentelemetry/api';
import { activeTracer } from './tracing.js';

/**
 * The active span's ids for a log line (`trace_id`, `span_id`), so a line leads to its trace and
 * a trace to its lines; nothing while tracing is off or no span is active. A fresh object each
 * time: pino merges the line's own fields into it.
 */
export function traceLogFields(): Record<string, string> {
  if (activeTracer() === null) return {};
  const span = trace.getActiveSpan();
  if (span === undefined) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
