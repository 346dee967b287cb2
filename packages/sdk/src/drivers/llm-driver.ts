import type { EffectiveSettings } from '../tools/tool-context.js';
import type { LlmRequest, LlmResponse } from './messages.js';

/**
 * A connection to one model, built from one LLM configuration. Implementations throw `LlmError`
 * for every failure, and stop promptly when `signal` aborts (with code `ABORTED`).
 */
export interface LlmDriver {
  complete(request: LlmRequest, signal: AbortSignal): Promise<LlmResponse>;
  readonly providerName: string;
  readonly modelName: string;
  /**
   * Whether the model takes image attachments; a driver that leaves it out is text-only, and the
   * platform refuses images for it before any request is sent.
   */
  readonly supportsImageInput?: boolean;
  /** Whether PDFs are sent whole as `pdf` attachments; otherwise the platform sends their text. */
  readonly sendsPdfAsDocument?: boolean;
}

/** What the platform gives a driver besides its settings. */
export interface LlmDriverOptions {
  /** The HTTP layer the driver must use (a keep-alive `fetch`); tests and benchmarks swap it. */
  readonly fetch?: typeof globalThis.fetch;
  /** Milliseconds per request before it fails with `LLM_TIMEOUT`, unless the settings say otherwise. */
  readonly defaultTimeoutMs?: number;
  /** Retries on retryable failures (honouring `Retry-After`) before the error reaches the loop. */
  readonly maxRetries?: number;
}

/**
 * A driver class. Its settings are declared with `@ToolSetting` on the class, like a tool's.
 * Static members identify it; the version lets the platform adapt drivers written for an older contract.
 */
export interface LlmDriverClass {
  new (settings: EffectiveSettings, options?: LlmDriverOptions): LlmDriver;
  readonly driverContractVersion: 1;
  /** snake_case identifier: `openai_compatible`. */
  getName(): string;
  getDisplayName(): string;
  /** Tool classes (`core/TimeTool`) a new agent on this driver starts with. */
  getDefaultTools(): readonly string[];
}
