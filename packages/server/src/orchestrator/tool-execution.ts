import {
  type EffectiveSettings,
  getDeclaredSettings,
  type PrincipalContext,
  type ServiceResolver,
  type ToolContext,
  type ToolFetch,
  type ToolLogger,
  ToolResult,
} from '@spora/sdk';
import { markAwaitingToolCredential, toolCredentialWaitOf } from '../credentials/index.js';
import { nowIso } from '../db/index.js';
import type { ToolFiles } from '../files/index.js';
import type { Logger } from '../logging/logger.js';
import type { ToolCallMetrics } from '../telemetry/metrics-loop.js';
import type { RegisteredTool, TaskControl, TaskControlContext } from '../tools/index.js';
import type { EnabledTool } from './agent-toolset.js';
import { awaitedConnection, markAwaitingConnection } from './awaited-connection.js';
import { markSavedFiles, withSavedFiles } from './tool-result-files.js';

/** Platform services a tool call receives through its context. */
export interface ToolEnvironment {
  /** The network as tools reach it. */
  readonly http: ToolFetch;
  /** Effective settings of a tool class for an agent and its owner. */
  readonly settingsFor: (
    tool: RegisteredTool,
    agentId: number,
    principal: PrincipalContext,
  ) => Promise<EffectiveSettings>;
  /**
   * Names of the owner's agents among `ids`, so a setting that lists agents reads as names in the
   * model's view; without it, the ids alone.
   */
  readonly agentNames?: (ids: readonly number[], ownerUserId: number) => Promise<ReadonlyMap<number, string>>;
  readonly logger: Logger;
  /** How long one call may run before it is cancelled. */
  readonly timeoutMs: number;
  /** The built service container, handed to every tool (plugin tools reach their services so). */
  readonly services?: ServiceResolver;
  /** The task's files for tools to read, and where the files calls return are saved. */
  readonly files?: ToolFiles;
  /**
   * Capabilities given to core tools only (a directory of agents, the owner's profile …), merged
   * into their context. Plugin tools never receive them.
   */
  readonly coreCapabilities?: (site: CoreCapabilitySite) => Readonly<Record<string, unknown>>;
  /** Each call's duration and outcome, for Prometheus. */
  readonly metrics?: ToolCallMetrics;
}

/** What a core capability is bound to: the calling agent, its task and its principal. */
export interface CoreCapabilitySite {
  readonly agentId: number;
  readonly taskId: number;
  readonly principal: PrincipalContext;
}

export interface ToolCallSite {
  /** Given to core tools only: control over the running task (handover, sub-agents). */
  readonly taskControl: TaskControl | null;
  readonly agentId: number;
  readonly taskId: number;
  readonly toolCallId: string;
  readonly operation: string;
  readonly principal: PrincipalContext;
  readonly signal: AbortSignal;
}

/** Settings without storage (tests, tools without configuration): the declared defaults. */
export function declaredDefaultSettings(tool: RegisteredTool): Promise<EffectiveSettings> {
  const declared = getDeclaredSettings(
    tool.instance.constructor as abstract new (
      ...args: never[]
    ) => unknown,
  );
  return Promise.resolve(Object.fromEntries(declared.map((setting) => [setting.key, setting.default])));
}

/** No network until a policy for it is configured. */
export const refuseNetwork: ToolFetch = () =>
  Promise.reject(new Error('Network access is not available to tools in this installation.'));

const maxResultCharacters = 100_000;
// Text must be well-formed UTF-16 to be stored and sent as UTF-8 (String#toWellFormed needs Node 20+ typings).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const dataUrlPattern = /data:[a-z0-9.+-]+\/[a-z0-9.+-]+(?:;[a-z0-9-]+=[^;,\s]+)*;base64,[a-z0-9+/=\s]+/gi;

/**
 * Runs one call. Never throws: a thrown error, a timeout or an abort becomes a failed result.
 * Results are scrubbed (inline data URLs removed, text made well-formed, size capped) before the
 * model or the database sees them.
 */
export async function executeToolSafely(
  tool: EnabledTool,
  args: Readonly<Record<string, unknown>>,
  site: ToolCallSite,
  environment: ToolEnvironment,
): Promise<ToolResult> {
  // One controller, a timer and a listener: `AbortSignal.any` and `AbortSignal.timeout` cost more
  // than a quick tool call itself, and a call is on every step of the loop.
  const call = new AbortController();
  const { signal } = call;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    call.abort(new DOMException('The tool call timed out.', 'TimeoutError'));
  }, environment.timeoutMs);
  const onStop = () => call.abort(site.signal.reason);
  if (site.signal.aborted) onStop();
  else site.signal.addEventListener('abort', onStop, { once: true });
  const base: ToolContext = {
    agentId: site.agentId,
    taskId: site.taskId,
    toolCallId: site.toolCallId,
    operation: site.operation,
    principal: site.principal,
    signal,
    settings: () => environment.settingsFor(tool.registered, site.agentId, site.principal),
    http: environment.http,
    logger: toolLogger(environment.logger, tool.registered.toolClass, site),
    ...(environment.services && { services: environment.services }),
    ...(environment.files && { files: environment.files.of(site.taskId) }),
  };
  // Capabilities come first so they can never replace the base fields of the context.
  const isCore = tool.registered.origin.kind === 'core';
  const capabilities = isCore
    ? (environment.coreCapabilities?.({
        agentId: site.agentId,
        taskId: site.taskId,
        principal: site.principal,
      }) ?? {})
    : {};
  const context: ToolContext | TaskControlContext =
    isCore && site.taskControl
      ? { ...capabilities, ...base, taskControl: site.taskControl }
      : { ...capabilities, ...base };
  let result: ToolResult;
  const startedAt = nowIso();
  const began = performance.now();
  try {
    result = await untilAborted(() => tool.registered.instance.execute(args, context), signal);
  } catch (error) {
    const reason = timedOut
      ? `the tool did not finish within ${Math.round(environment.timeoutMs / 1000)} s`
      : site.signal.aborted
        ? 'the task was stopped'
        : error instanceof Error
          ? error.message
          : String(error);
    environment.logger.warn({ err: error, toolClass: tool.registered.toolClass }, 'tool call failed');
    result = ToolResult.error(`System Error: ${reason}.`);
  } finally {
    clearTimeout(timer);
    site.signal.removeEventListener('abort', onStop);
  }
  environment.metrics?.toolCallFinished(
    tool.registered.toolClass,
    result.success,
    (performance.now() - began) / 1000,
  );
  const { content, saved } = await withSavedFiles(
    result,
    environment.files,
    site.taskId,
    site.principal.isResolvable() ? site.principal.state.ownerUserId : undefined,
  );
  const scrubbed = markSavedFiles(
    new ToolResult(result.success, scrubResultContent(content), result.data),
    saved,
  );
  const serverId = awaitedConnection(result);
  if (serverId !== null) return markAwaitingConnection(scrubbed, serverId);
  const { toolClass, metadata } = tool.registered;
  const credential = toolCredentialWaitOf(result, { toolClass, settings: metadata.settings }, startedAt);
  return markAwaitingToolCredential(scrubbed, credential);
}

/**
 * Starts `work` unless `signal` has fired, and settles as soon as it fires. The work is never
 * started once the signal has fired, and its own late rejection is always observed, so a tool that
 * honours the signal cannot leave a rejection unhandled.
 */
function untilAborted<Value>(work: () => Promise<Value>, signal: AbortSignal): Promise<Value> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Value>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const stopWatching = () => signal.removeEventListener('abort', onAbort);
    let running: Promise<Value>;
    try {
      running = Promise.resolve(work());
    } catch (error) {
      stopWatching();
      reject(error);
      return;
    }
    running.then(resolve, reject).finally(stopWatching);
  });
}

export function scrubResultContent(content: string): string {
  const scrubbed = String(content).replace(dataUrlPattern, '[data-omitted]').replace(loneSurrogate, '\uFFFD');
  return scrubbed.length > maxResultCharacters
    ? `${scrubbed.slice(0, maxResultCharacters)}\n[truncated: ${scrubbed.length - maxResultCharacters} more characters]`
    : scrubbed;
}

// The child logger is made on the first line a tool logs: most calls log nothing.
function toolLogger(logger: Logger, toolClass: string, site: ToolCallSite): ToolLogger {
  let child: Logger | null = null;
  const log = () => {
    child ??= logger.child({ toolClass, taskId: site.taskId, toolCallId: site.toolCallId });
    return child;
  };
  return {
    debug: (message, fields) => log().debug(fields ?? {}, message),
    info: (message, fields) => log().info(fields ?? {}, message),
    warn: (message, fields) => log().warn(fields ?? {}, message),
    error: (message, fields) => log().error(fields ?? {}, message),
  };
}

/** What became of one item of a bounded batch: it ran, or it was never started. */
export type BatchOutcome<Output> =
  | { readonly started: true; readonly output: Output }
  | { readonly started: false };

/**
 * Runs `work` over `items` with at most `limit` at a time; outcomes keep the input order. Each item
 * starts only if `mayStart` allows it when its turn comes; once it refuses, no later item starts,
 * so a batch that is being stopped runs out without starting anything new.
 */
export async function mapConcurrently<Item, Output>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Output>,
  mayStart: (item: Item, index: number) => boolean | Promise<boolean> = () => true,
): Promise<BatchOutcome<Output>[]> {
  const outcomes: BatchOutcome<Output>[] = items.map(() => ({ started: false }));
  let next = 0;
  let refused = false;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!refused && next < items.length) {
      const index = next++;
      const item = items[index] as Item;
      if (!(await mayStart(item, index))) {
        refused = true;
        return;
      }
      outcomes[index] = { started: true, output: await work(item) };
    }
  });
  await Promise.all(lanes);
  return outcomes;
}
