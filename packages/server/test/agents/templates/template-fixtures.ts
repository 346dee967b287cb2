/**
 * A platform for template tests: the core tools plus the `acme` plugin's vault tool (a required
 * password, a select, a toggle; operations with every default), and agent templates from the core
 * folder and, when given, plugin folders.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AgentTemplateSource,
  AgentTemplates,
  coreAgentTemplateSource,
} from '../../../src/agents/templates/index.js';
import type { Platform } from '../../../src/runtime/index.js';
import { registerVault } from '../../http/tool-route-fixtures.js';
import { createUser } from '../../support/seed.js';
import type { TestEngine } from '../../support/test-databases.js';
import { openTestPlatform } from '../../support/test-platform.js';

export { vaultToolClass, vaultToolId } from '../../http/tool-route-fixtures.js';

export interface TemplateTestPlatform {
  readonly platform: Platform;
  readonly templates: AgentTemplates;
  newUser(): Promise<number>;
  dispose(): Promise<void>;
}

export interface TemplateTestOptions {
  /** Template folders of plugins, after core's. */
  readonly pluginSources?: readonly AgentTemplateSource[];
  readonly knownPluginSlugs?: readonly string[];
}

export async function openTemplatePlatform(
  engine: TestEngine,
  options: TemplateTestOptions = {},
): Promise<TemplateTestPlatform> {
  const test = await openTestPlatform(engine);
  const { platform } = test;
  registerVault(platform.tools);
  const templates = new AgentTemplates({
    database: platform.database,
    tools: platform.tools,
    settings: platform.toolSettings,
    encryption: platform.encryption,
    sources: [coreAgentTemplateSource, ...(options.pluginSources ?? [])],
    knownPluginSlugs: () => options.knownPluginSlugs ?? [],
  });
  return {
    platform,
    templates,
    newUser: async () => (await createUser(platform.database.db)).id,
    dispose: () => test.dispose(),
  };
}

/** The smallest valid template, with `extra` merged over it. */
export function template(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'tester',
    name: 'Tester',
    version: '1.0.0',
    agent: { system_prompt: 'You test things.' },
    ...extra,
  };
}

/** A temporary folder holding the given files (name → content, objects written as JSON). */
export function templateFolder(files: Record<string, unknown>): string {
  const directory = mkdtempSync(join(tmpdir(), 'spora-templates-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(directory, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return directory;
}
