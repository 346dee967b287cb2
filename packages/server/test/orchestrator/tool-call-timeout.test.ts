import type { ToolContext, ToolInterface } from '@spora/sdk';
import { PrincipalContext, ToolResult } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging/logger.js';
import type { EnabledTool } from '../../src/orchestrator/agent-toolset.js';
import {
  executeToolSafely,
  refuseNetwork,
  type ToolEnvironment,
} from '../../src/orchestrator/tool-execution.js';

/** A tool whose one call does what `run` says with the context it got. */
function toolThat(run: (context: ToolContext) => Promise<ToolResult>): EnabledTool {
  const instance = {
    execute: (_args: unknown, context: ToolContext) => run(context),
  } as unknown as ToolInterface;
  return {
    registered: {
      toolClass: 'core/SlowTool',
      llmName: 'slow',
      origin: { kind: 'core' },
      pluginSlug: null,
      metadata: {} as EnabledTool['registered']['metadata'],
      instance,
    },
    allowedOperations: [],
    validationSchema: { type: 'object', properties: {} } as EnabledTool['validationSchema'],
    definition: {
      name: 'slow',
      description: '',
      parameters: { type: 'object', properties: {}, required: [] },
    },
    isOperationEnabled: () => true,
    requiresApproval: () => false,
  };
}

function environment(timeoutMs: number): ToolEnvironment {
  return {
    http: refuseNetwork,
    settingsFor: async () => ({}),
    logger: createLogger('silent', false),
    timeoutMs,
  };
}

function site(signal: AbortSignal) {
  return {
    taskControl: null,
    agentId: 1,
    taskId: 1,
    toolCallId: 'call_1',
    operation: 'slow',
    principal: PrincipalContext.of(1),
    signal,
  };
}

/** Counts the listeners a run-long signal holds, by watching add and remove. */
function countedSignal(): { signal: AbortSignal; controller: AbortController; listeners: () => number } {
  const controller = new AbortController();
  const { signal } = controller;
  let count = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = (...args: Parameters<AbortSignal['addEventListener']>) => {
    count += 1;
    add(...args);
  };
  signal.removeEventListener = (...args: Parameters<AbortSignal['removeEventListener']>) => {
    count -= 1;
    remove(...args);
  };
  return { signal, controller, listeners: () => count };
}

describe('a tool call that runs too long or is stopped', () => {
  it('is cancelled at the timeout: the tool sees a TimeoutError and the model a clear failure', async () => {
    let seen: unknown = null;
    const tool = toolThat(
      (context) =>
        new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            seen = context.signal.reason;
            reject(context.signal.reason);
          });
        }),
    );
    const run = countedSignal();
    const result = await executeToolSafely(tool, {}, site(run.signal), environment(50));
    expect(result.success).toBe(false);
    expect(result.content).toMatch(/did not finish within/);
    expect((seen as DOMException).name).toBe('TimeoutError');
    expect(run.listeners()).toBe(0);
  });

  it('is cancelled when the run stops, and says so', async () => {
    const run = countedSignal();
    const tool = toolThat(() => new Promise(() => {}));
    const pending = executeToolSafely(tool, {}, site(run.signal), environment(60_000));
    run.controller.abort(new Error('stop'));
    const result = await pending;
    expect(result.content).toMatch(/the task was stopped/);
    expect(run.listeners()).toBe(0);
  });

  it('leaves nothing behind on the run-long signal after quick calls', async () => {
    const run = countedSignal();
    const tool = toolThat(async () => ToolResult.ok('done'));
    for (let index = 0; index < 20; index++) {
      const result = await executeToolSafely(tool, {}, site(run.signal), environment(60_000));
      expect(result.content).toBe('done');
    }
    expect(run.listeners()).toBe(0);
  });
});
