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

/** A file of the task a tool runs in: sent with a message, or returned by a tool. */
export interface TaskFile {
  readonly id: number;
  readonly name: string;
  /** What the content was sniffed as, never what the name claims. */
  readonly mediaType: string;
  readonly sizeBytes: number;
}

/** A document's text as a model reads it, or why it has none (a scanned PDF, a file too large…). */
export type TaskFileText =
  | { readonly ok: true; readonly text: string; readonly truncated: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The files of the task a call runs in. */
export interface TaskFiles {
  /** Every file the task holds, oldest first. */
  list(): Promise<readonly TaskFile[]>;
  /** A file's content, or null when the task holds no file with this id. */
  read(fileId: number): Promise<Uint8Array | null>;
  /**
   * A file's text as the model gets an attachment's (PDF and DOCX extracted, HTML as Markdown,
   * text as it is), read once and kept; null when the task holds no file with this id.
   */
  text(fileId: number): Promise<TaskFileText | null>;
  /**
   * Takes a file out of the task's files, so list and read no longer find it; false when the task
   * holds no file with this id. A message that carried it still shows it to the conversation.
   */
  remove(fileId: number): Promise<boolean>;
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
  /** The task's files. Absent where a tool runs outside a task or without a platform. */
  readonly files?: TaskFiles;
}
