/**
 * A platform with the memories plugin loaded the way an installation loads it: from a plugins
 * folder holding this plugin's built folder (`npm run build` first).
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrincipalContext, type ToolArguments, type ToolContext, type ToolResult } from '@spora/sdk';
import type { Platform } from '../../../packages/server/src/runtime/index.js';
import type { TestEngine } from '../../../packages/server/test/support/test-databases.js';
import { openTestPlatform } from '../../../packages/server/test/support/test-platform.js';

const pluginFolder = fileURLToPath(new URL('..', import.meta.url));

export interface MemoriesPlatform {
  readonly platform: Platform;
  dispose(): Promise<void>;
}

export async function openMemoriesPlatform(engine: TestEngine): Promise<MemoriesPlatform> {
  const pluginsDir = mkdtempSync(join(tmpdir(), 'spora-memories-'));
  symlinkSync(pluginFolder, join(pluginsDir, 'memories'), 'dir');
  const test = await openTestPlatform(engine, { pluginsDir });
  const report = test.platform.plugins.reports().find((entry) => entry.slug === 'memories');
  if (report?.status !== 'loaded') {
    await test.dispose();
    rmSync(pluginsDir, { recursive: true, force: true });
    throw new Error(`The memories plugin did not load: ${JSON.stringify(report?.refusal ?? report)}`);
  }
  return {
    platform: test.platform,
    async dispose() {
      await test.dispose();
      rmSync(pluginsDir, { recursive: true, force: true });
    },
  };
}

/** Calls a registered tool as the loop would, for an agent and its owner. */
export function callTool(
  platform: Platform,
  toolClass: string,
  caller: { agentId: number; ownerUserId: number },
  args: ToolArguments,
): Promise<ToolResult> {
  const tool = platform.tools.get(toolClass);
  if (!tool) throw new Error(`${toolClass} is not registered`);
  const silent = () => undefined;
  const ctx: ToolContext = {
    agentId: caller.agentId,
    taskId: null,
    toolCallId: null,
    operation: tool.instance.getOperationName(args) ?? 'list',
    principal: PrincipalContext.of(caller.ownerUserId),
    signal: new AbortController().signal,
    settings: () => Promise.resolve({}),
    http: () => Promise.reject(new Error('no network in tests')),
    logger: { debug: silent, info: silent, warn: silent, error: silent },
    services: platform.services,
  };
  return tool.instance.execute(args, ctx);
}
