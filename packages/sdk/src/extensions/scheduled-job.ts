import type { ToolLogger } from '../tools/tool-context.js';
import type { ServiceResolver } from './services.js';

/** What a scheduled job receives each time it runs. */
export interface ScheduledJobContext {
  /** Aborted when the run must stop, because the worker shuts down. */
  readonly signal: AbortSignal;
  readonly services: ServiceResolver;
  readonly logger: ToolLogger;
}

/** A periodic job the workers run under a lease, so one run happens per due time. */
export interface ScheduledJob {
  /** Unique within the extension, snake_case. */
  readonly name: string;
  /** A cron expression. */
  readonly schedule: string;
  /** IANA time zone of the schedule; UTC when omitted. */
  readonly timezone?: string;
  run(context: ScheduledJobContext): Promise<void>;
}
