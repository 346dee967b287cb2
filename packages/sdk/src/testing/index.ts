/**
 * Test doubles for tool and driver authors: run a tool's `execute` without the platform, and a
 * scripted model that answers without a network.
 */
import { PrincipalContext } from '../tools/principal-context.js';
import type { EffectiveSettings, ToolContext, ToolLogger } from '../tools/tool-context.js';

const silentLogger: ToolLogger = { debug() {}, info() {}, warn() {}, error() {} };

export interface TestToolContextOptions extends Partial<Omit<ToolContext, 'settings'>> {
  settings?: EffectiveSettings;
}

/** A `ToolContext` with harmless defaults; `http` refuses every request unless one is given. */
export function createTestToolContext(options: TestToolContextOptions = {}): ToolContext {
  const { settings = {}, ...rest } = options;
  return {
    agentId: 1,
    taskId: null,
    toolCallId: null,
    operation: 'default',
    principal: PrincipalContext.of(1),
    signal: new AbortController().signal,
    http: () => Promise.reject(new Error('No network in this test context: pass `http` to allow requests.')),
    logger: silentLogger,
    ...rest,
    settings: () => Promise.resolve(settings),
  };
}

export { ScriptedLlmDriver, type ScriptedTurn } from './scripted-llm-driver.js';
