import { Counter, Histogram, type Registry } from 'prom-client';
import { boundedSeries } from './metrics-labels.js';

/** What the agent loop reports: one call per event, nothing kept per task. */
export interface LoopMetrics {
  /** A run took a task under a lease (worker, sync-mode request, client tick). */
  taskClaimed(): void;
  /** The reaper found lapsed leases: requeued tasks are taken over by the next claim. */
  leasesReaped(reaped: { readonly requeued: number; readonly orphaned: number }): void;
  /** Starts timing one step (a model turn with its tool calls); call the result when it ends. */
  stepStarted(): () => void;
}

/** What tool execution reports, once per call. */
export interface ToolCallMetrics {
  toolCallFinished(tool: string, succeeded: boolean, seconds: number): void;
}

/** One tool's series, looked up once: prom-client hashes the labels at every call otherwise. */
interface ToolSeries {
  readonly succeeded: Histogram.Internal<'tool' | 'outcome'>;
  readonly failed: Histogram.Internal<'tool' | 'outcome'>;
  readonly errors: Counter.Internal;
}

/**
 * Distinct tool classes with series of their own: users add MCP servers whose tools they name, so
 * the classes are not a fixed set (later ones are counted as `other`).
 */
export const maxToolLabels = 300;

const stepBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const toolBuckets = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** The loop's and the tool calls' series, registered on the platform's registry. */
export class LoopMetricsRecorder implements LoopMetrics, ToolCallMetrics {
  private readonly claims: Counter;
  private readonly leaseExpiries: Counter<'outcome'>;
  private readonly stepDuration: Histogram;
  private readonly toolDuration: Histogram<'tool' | 'outcome'>;
  private readonly toolErrors: Counter<'tool'>;
  private readonly byTool = new Map<string, ToolSeries>();

  constructor(registry: Registry) {
    const registers = [registry];
    this.claims = new Counter({
      name: 'spora_task_claims_total',
      help: 'Runs that took a task under a lease.',
      registers,
    });
    this.leaseExpiries = new Counter({
      name: 'spora_task_lease_expiries_total',
      help: 'Leases that lapsed because their holder stopped renewing them; requeued tasks are taken over by the next claim, orphaned ones failed.',
      labelNames: ['outcome'],
      registers,
    });
    this.stepDuration = new Histogram({
      name: 'spora_step_duration_seconds',
      help: 'One step of the agent loop: a model turn with its tool calls, as this process ran it.',
      buckets: stepBuckets,
      registers,
    });
    this.toolDuration = new Histogram({
      name: 'spora_tool_call_duration_seconds',
      help: 'Tool calls, from start to result, by tool class and outcome.',
      labelNames: ['tool', 'outcome'],
      buckets: toolBuckets,
      registers,
    });
    this.toolErrors = new Counter({
      name: 'spora_tool_call_errors_total',
      help: 'Tool calls that failed (an error result, a thrown error, a timeout, a stop), by tool class.',
      labelNames: ['tool'],
      registers,
    });
    // Both outcomes exist from the start, so `increase()` sees the first expiry.
    this.leaseExpiries.inc({ outcome: 'requeued' }, 0);
    this.leaseExpiries.inc({ outcome: 'orphaned' }, 0);
  }

  taskClaimed(): void {
    this.claims.inc();
  }

  leasesReaped(reaped: { readonly requeued: number; readonly orphaned: number }): void {
    if (reaped.requeued > 0) this.leaseExpiries.inc({ outcome: 'requeued' }, reaped.requeued);
    if (reaped.orphaned > 0) this.leaseExpiries.inc({ outcome: 'orphaned' }, reaped.orphaned);
  }

  stepStarted(): () => void {
    const began = performance.now();
    return () => this.stepDuration.observe((performance.now() - began) / 1000);
  }

  toolCallFinished(tool: string, succeeded: boolean, seconds: number): void {
    const series = this.seriesOf(tool);
    if (succeeded) {
      series.succeeded.observe(seconds);
    } else {
      series.failed.observe(seconds);
      series.errors.inc();
    }
  }

  private seriesOf(tool: string): ToolSeries {
    return boundedSeries(this.byTool, tool, maxToolLabels, (label) => ({
      succeeded: this.toolDuration.labels({ tool: label, outcome: 'success' }),
      failed: this.toolDuration.labels({ tool: label, outcome: 'error' }),
      errors: this.toolErrors.labels({ tool: label }),
    }));
  }
}
