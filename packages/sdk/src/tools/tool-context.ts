import type { ServiceResolver } from '../extensions/services.js';
import type { JsonValue } from './json-schema.js';
import type { PrincipalContext } from './principal-context.js';

/** Effective setting values of the running tool, after the schema → global → user → agent cascade. */
export type EffectiveSettings = Readonly<Record<string, JsonValue>>;

/**
 * The network as tools reach it: a `fetch` that refuses private, loopback and metadata addresses
 * and enforces timeouts and size caps.
 */
export type ToolFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface ToolLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Everything a tool call needs from the platform; tools are stateless singletons. */
export interface ToolContext {
  readonly agentId: number;
  readonly taskId: number | null;
  /** The provider's id of this call, when the call came from a model. */
  readonly toolCallId: string | null;
  /** The operation the arguments selected. */
  readonly operation: string;
  readonly principal: PrincipalContext;
  /** Aborted when the task is aborted or the call times out. */
  readonly signal: AbortSignal;
  settings(): Promise<EffectiveSettings>;
  readonly http: ToolFetch;
  readonly logger: ToolLogger;
  /**
   * The platform's service container: how a plugin's tools reach the services it registered (its
   * storage, say). Absent where a tool runs without a platform (a unit test's hand-made context).
   */
  readonly services?: ServiceResolver;
}
