import type { LlmDriver } from '@spora/sdk';
import type { Kysely } from 'kysely';
import type { Database, Task } from '../../db/index.js';
import type { AttachmentService } from '../../files/index.js';
import type { LlmConfiguration } from '../../llm/llm-configuration-resolver.js';
import type { Logger } from '../../logging/logger.js';
import type { LoopMetrics } from '../../telemetry/metrics-loop.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { TaskEventRecorder } from '../task-events.js';
import type { ToolEnvironment } from '../tool-execution.js';

/** Builds a driver for an LLM configuration; throws `LlmError` for a configuration it cannot use. */
export type LlmDriverProvider = (configuration: LlmConfiguration) => LlmDriver;

export interface TaskRunDependencies {
  readonly db: Kysely<Database>;
  readonly tools: ToolRegistry;
  /**
   * Brings the registry up to date with the tool sources that could hold `toolClasses` (enabled
   * for an agent, not registered here). Without it, such a tool is left out of the run.
   */
  readonly catchUpTools?: (toolClasses: readonly string[]) => Promise<void>;
  readonly drivers: LlmDriverProvider;
  readonly toolEnvironment: ToolEnvironment;
  readonly logger: Logger;
  /** How long a claim stays valid without being extended. */
  readonly leaseTtlMs: number;
  /** Auto-approved calls of one turn that run at once. */
  readonly toolConcurrency: number;
  /** Called when a task enters the queue, so an idle worker wakes up. */
  readonly onQueued: () => void;
  /** Records each committed change for live updates and notifications, and streams model text. */
  readonly events?: TaskEventRecorder;
  /** Reads the files of messages for the model, and removes blobs that deleted tasks released. */
  readonly attachments?: AttachmentService;
  /** Claims, lease expiries and step durations, for Prometheus. */
  readonly metrics?: LoopMetrics;
}

export interface TaskRunOptions {
  /** Model turns (each with its tool calls) before the run stops; unbounded when omitted. */
  readonly maxTurns?: number;
  /** The row as the claim left it, so the run need not read it again; read when omitted. */
  readonly claimed?: Task;
}
