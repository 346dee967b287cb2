import { type Attributes, SpanStatusCode } from '@opentelemetry/api';
import type { Kysely } from 'kysely';
import type { Agent, Database, Task } from '../db/index.js';
import { activeTraceParent, storedTraceContext } from './trace-context.js';
import { activeTracer } from './tracing.js';

/** What a run tells its span once it has ended: the agent it ran (once loaded), and how the task was left. */
export interface RunTraceSummary {
  readonly agent: Pick<Agent, 'id' | 'name'> | null;
  readonly endedAs: Pick<Task, 'status' | 'error_code'> | null;
  /** The rehearsal the task runs for (once loaded); null for real work. */
  readonly rehearsalId: number | null;
}

/**
 * One claimed run of a task, claim to settle, as an `invoke_agent` span in the task's stored
 * trace: every run of a task (after an approval, on another worker, days later) is a child of
 * the context the task was created in, so the task is one trace. A task stored without one (made
 * while tracing was off, or by a schedule) begins a trace with its first traced run, which is
 * stored for the runs after it.
 */
export async function traceTaskRun(
  db: Kysely<Database>,
  taskId: number,
  claimed: Pick<Task, 'trace_parent' | 'parent_task_id'> | undefined,
  work: () => Promise<void>,
  summary: () => RunTraceSummary,
): Promise<void> {
  const tracer = activeTracer();
  if (tracer === null) return work();
  const traceParent = claimed?.trace_parent ?? null;
  const attributes: Attributes = {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.conversation.id': String(taskId),
    'spora.task.id': taskId,
  };
  if (claimed?.parent_task_id != null) attributes['spora.task.parent_id'] = claimed.parent_task_id;
  await tracer.startActiveSpan(
    'invoke_agent',
    { attributes },
    storedTraceContext(traceParent),
    async (span) => {
      try {
        // Stored sampled or not, so every later run of the task follows this run's sampling decision.
        if (traceParent === null) await storeTraceParent(db, taskId);
        await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        const { agent, endedAs, rehearsalId } = summary();
        if (rehearsalId !== null) span.setAttribute('spora.rehearsal.id', rehearsalId);
        if (agent !== null) {
          span.updateName(`invoke_agent ${agent.name}`);
          span.setAttributes({ 'gen_ai.agent.id': String(agent.id), 'gen_ai.agent.name': agent.name });
        }
        // A run that ends without settling (lease lost, cancelled, handed back) leaves the status unset.
        if (endedAs !== null) span.setAttribute('spora.task.status', endedAs.status);
        if (endedAs?.status === 'FAILED') {
          span.setAttribute('error.type', endedAs.error_code ?? 'FAILED');
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      }
    },
  );
}

/** The run's own span becomes the task's trace, for the runs and decisions after it. */
async function storeTraceParent(db: Kysely<Database>, taskId: number): Promise<void> {
  const traceParent = activeTraceParent();
  if (traceParent === null) return;
  // Tracing never stops a run: a write that fails leaves it to the next run to store the trace.
  await db
    .updateTable('tasks')
    .set({ trace_parent: traceParent })
    .where('id', '=', taskId)
    .where('trace_parent', 'is', null)
    .execute()
    .catch(() => {});
}
