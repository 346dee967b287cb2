import { AbstractTool, Tool, ToolOperation, ToolResult } from '@spora/sdk';
import { describe, expect, it } from 'vitest';
import { createCoreToolRegistry, TimeTool, ToolRegistry, ToolRegistryError } from '../src/tools/index.js';

@Tool({ name: 'echo', description: 'Echo.' })
@ToolOperation({ name: 'say', description: 'Say it' })
class EchoTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('echo');
  }

  describeAction(): string {
    return 'Echo';
  }
}

@Tool({ name: 'time', description: 'Another time tool.' })
class PluginTimeTool extends AbstractTool {
  async execute(): Promise<ToolResult> {
    return ToolResult.ok('plugin time');
  }

  describeAction(): string {
    return 'Time';
  }
}

function registryErrorCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolRegistryError) return error.code;
    throw error;
  }
  return 'none';
}

describe('ToolRegistry', () => {
  it('registers core tools as core/<ClassName> under their plain name', () => {
    const registry = createCoreToolRegistry();
    const time = registry.get('core/TimeTool');
    expect(time).toMatchObject({ toolClass: 'core/TimeTool', llmName: 'time', pluginSlug: null });
    expect(time?.instance).toBeInstanceOf(TimeTool);
    expect(registry.findByLlmName('time')).toBe(time);
  });

  it('prefixes plugin tools with their slug, so names never collide', () => {
    const registry = createCoreToolRegistry();
    const pluginTime = registry.register({ kind: 'plugin', slug: 'clock' }, PluginTimeTool);
    expect(pluginTime).toMatchObject({
      toolClass: 'clock/PluginTimeTool',
      llmName: 'clock:time',
      pluginSlug: 'clock',
    });
    expect(registry.findByLlmName('clock:time')).toBe(pluginTime);
    expect(registry.findByLlmName('time')?.toolClass).toBe('core/TimeTool');
  });

  it('looks names up exactly, never by stripping a prefix', () => {
    const registry = new ToolRegistry();
    registry.register({ kind: 'plugin', slug: 'a' }, EchoTool);
    expect(registry.findByLlmName('echo')).toBeUndefined();
    expect(registry.findByLlmName('b:echo')).toBeUndefined();
    expect(registry.findByLlmName('a:echo')?.toolClass).toBe('a/EchoTool');
  });

  it('refuses a tool class registered twice', () => {
    const registry = new ToolRegistry();
    registry.register({ kind: 'core' }, EchoTool);
    expect(registryErrorCode(() => registry.register({ kind: 'core' }, EchoTool))).toBe(
      'DUPLICATE_TOOL_CLASS',
    );
    expect(registry.list()).toHaveLength(1);
  });

  it('refuses two core tools with one model-facing name', () => {
    const registry = createCoreToolRegistry();
    expect(registryErrorCode(() => registry.register({ kind: 'core' }, PluginTimeTool))).toBe(
      'DUPLICATE_TOOL_NAME',
    );
  });

  it('refuses an invalid tool before it is registered', () => {
    @Tool({ name: 'Not Valid', description: 'x' })
    class InvalidTool extends EchoTool {}
    const registry = new ToolRegistry();
    expect(() => registry.register({ kind: 'core' }, InvalidTool)).toThrow(/invalid/);
    expect(registry.list()).toEqual([]);
  });
});

describe('described tools (MCP servers)', () => {
  const described = (slug: string, name: string, ownerUserId: number | null) => {
    const registry = createCoreToolRegistry();
    const template = registry.get('core/TimeTool');
    if (!template) throw new Error('no time tool');
    return {
      ...template,
      toolClass: `${slug}/${name}`,
      llmName: `${slug}:${name}`,
      pluginSlug: slug,
      origin: { kind: 'mcp' as const, slug, serverId: 1, ownerUserId },
    };
  };

  it('adds, replaces and removes tools that are not classes, under the same uniqueness rules', () => {
    const registry = createCoreToolRegistry();
    registry.registerDescribed(described('mcp-wiki', 'search', null));
    expect(registry.findByLlmName('mcp-wiki:search')?.toolClass).toBe('mcp-wiki/search');
    expect(registryErrorCode(() => registry.registerDescribed(described('mcp-wiki', 'search', null)))).toBe(
      'DUPLICATE_TOOL_CLASS',
    );
    registry.registerDescribed(described('mcp-wiki', 'search', null), { replace: true });
    expect(registry.list().filter((tool) => tool.pluginSlug === 'mcp-wiki')).toHaveLength(1);
    registry.unregisterWhere((tool) => tool.pluginSlug === 'mcp-wiki');
    expect(registry.findByLlmName('mcp-wiki:search')).toBeUndefined();
  });

  it('leaves other users’ MCP tools out of what one user may see', () => {
    const registry = createCoreToolRegistry();
    registry.registerDescribed(described('mcp-mine', 'a', 7));
    registry.registerDescribed(described('mcp-theirs', 'b', 8));
    registry.registerDescribed(described('mcp-shared', 'c', null));
    const slugs = registry
      .listFor(7)
      .map((tool) => tool.pluginSlug)
      .filter((slug) => slug?.startsWith('mcp-'));
    expect(slugs).toEqual(['mcp-mine', 'mcp-shared']);
  });
});
