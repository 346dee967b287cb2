import type { Kysely } from 'kysely';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Gauge,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import type { Database } from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { DatabaseMetricsCollector } from './metrics-database.js';
import { LlmMetricsRecorder } from './metrics-llm.js';
import { LoopMetricsRecorder } from './metrics-loop.js';

/**
 * The process's own series (CPU, memory, event loop, GC), collected once per process however many
 * platforms it opens (tests open many): each collection installs observers that live as long as
 * the process.
 */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface PlatformMetricsOptions {
  readonly db: Kysely<Database>;
  /** Report the database's figures (queue, approvals, outbox, decisions): `spora serve` processes do. */
  readonly reportsDatabase: boolean;
  /** Open live-event streams in this process, read at each scrape. */
  readonly liveSubscribers: () => number;
  readonly log: Logger;
}

/** One thread's series, as prom-client's `getMetricsAsJSON` gives them. */
export type ThreadMetrics = MetricObjectWithValues<MetricValue<string>>[];

/**
 * The platform's Prometheus metrics, on a registry of its own (never prom-client's global one, so
 * several platforms can live in one process): with the process's own series (`process_*`,
 * `nodejs_*`), the loop's, the model requests', the tool calls', live-event subscribers and, in API processes,
 * the database's. Each process exposes its own; see docs/metrics.md.
 */
export class PlatformMetrics {
  readonly registry = new Registry();
  readonly loop: LoopMetricsRecorder;
  readonly llm: LlmMetricsRecorder;
  private readonly database: DatabaseMetricsCollector | null;
  private readonly threadSources: Array<() => Promise<readonly ThreadMetrics[]>> = [];

  constructor(options: PlatformMetricsOptions) {
    this.loop = new LoopMetricsRecorder(this.registry);
    this.llm = new LlmMetricsRecorder(this.registry);
    new Gauge({
      name: 'spora_live_event_subscribers',
      help: 'Live-event streams (SSE) open in this process.',
      registers: [this.registry],
      collect() {
        this.set(options.liveSubscribers());
      },
    });
    this.database = options.reportsDatabase
      ? new DatabaseMetricsCollector(options.db, this.registry, options.log)
      : null;
  }

  /**
   * Adds the series of the process's loop threads: each thread records its loop and model figures
   * on a registry of its own, and a scrape sums them with this one's, as one process's figures.
   */
  includeThreads(source: () => Promise<readonly ThreadMetrics[]>): void {
    this.threadSources.push(source);
  }

  /** The exposition text and its content type, for `GET /metrics`. */
  async exposition(): Promise<{ readonly contentType: string; readonly body: string }> {
    await this.database?.refresh();
    const [process, platform] = await Promise.all([processMetrics().metrics(), this.platformSeries()]);
    return { contentType: this.registry.contentType, body: `${process}\n${platform}` };
  }

  private async platformSeries(): Promise<string> {
    if (this.threadSources.length === 0) return this.registry.metrics();
    const [own, ...threads] = await Promise.all([
      this.registry.getMetricsAsJSON(),
      ...this.threadSources.map((source) => source()),
    ]);
    return AggregatorRegistry.aggregate([own ?? [], ...threads.flat()]).metrics();
  }
}
