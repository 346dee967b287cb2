import { getToolMetadata, SporaError, type ToolInterface, type ToolMetadata } from '@spora/sdk';

/**
 * Where a tool comes from: the platform itself, a plugin (by slug), or the operator's app. A
 * plugin's `icon` (from its manifest) is the icon of its tools that declare none.
 */
export type ToolOrigin =
  | { readonly kind: 'core' }
  | { readonly kind: 'plugin'; readonly slug: string; readonly icon?: string | null }
  | { readonly kind: 'app'; readonly slug: string; readonly icon?: string | null }
  /** A registered MCP server's tool; `slug` is `mcp-<server slug>`, `ownerUserId` null when global. */
  | {
      readonly kind: 'mcp';
      readonly slug: string;
      readonly icon?: string | null;
      readonly serverId: number;
      readonly ownerUserId: number | null;
    };

/** A tool class whose instances take no constructor arguments: tools are stateless singletons. */
export type ToolConstructor = new () => ToolInterface;

export interface RegisteredTool {
  /** The stable identity, `"<origin>/<ClassName>"`: `core/TimeTool`, `tavily/TavilySearchTool`. */
  readonly toolClass: string;
  /** The name the model sees: plain for core tools, `slug:name` for plugin and app tools. */
  readonly llmName: string;
  readonly origin: ToolOrigin;
  /** `null` for core tools. */
  readonly pluginSlug: string | null;
  readonly metadata: ToolMetadata;
  readonly instance: ToolInterface;
}

export type ToolRegistryErrorCode = 'DUPLICATE_TOOL_CLASS' | 'DUPLICATE_TOOL_NAME' | 'ANONYMOUS_TOOL_CLASS';

export class ToolRegistryError extends SporaError<ToolRegistryErrorCode> {}

/**
 * Every tool the platform can offer, keyed by `tool_class`. Registration validates the tool's
 * declarations and refuses duplicates, so lookups by class or by model-facing name are exact.
 */
export class ToolRegistry {
  private readonly byClass = new Map<string, RegisteredTool>();
  private readonly byLlmName = new Map<string, RegisteredTool>();

  register(origin: ToolOrigin, ToolClass: ToolConstructor): RegisteredTool {
    const className = ToolClass.name;
    if (!className) {
      throw new ToolRegistryError(
        'ANONYMOUS_TOOL_CLASS',
        'A tool class must have a name: it is part of its identity.',
      );
    }
    const metadata = getToolMetadata(ToolClass);
    const originName = origin.kind === 'core' ? 'core' : origin.slug;
    const toolClass = `${originName}/${className}`;
    const llmName = origin.kind === 'core' ? metadata.name : `${origin.slug}:${metadata.name}`;
    if (this.byClass.has(toolClass)) {
      throw new ToolRegistryError('DUPLICATE_TOOL_CLASS', `Tool class ${toolClass} is already registered.`, {
        toolClass,
      });
    }
    const sameName = this.byLlmName.get(llmName);
    if (sameName) {
      throw new ToolRegistryError(
        'DUPLICATE_TOOL_NAME',
        `Tool name "${llmName}" of ${toolClass} is already used by ${sameName.toolClass}.`,
        { toolClass, llmName, registeredBy: sameName.toolClass },
      );
    }
    const registered: RegisteredTool = {
      toolClass,
      llmName,
      origin,
      pluginSlug: origin.kind === 'core' ? null : origin.slug,
      metadata,
      instance: new ToolClass(),
    };
    this.byClass.set(toolClass, registered);
    this.byLlmName.set(llmName, registered);
    return registered;
  }

  /**
   * Adds a tool that is not a class (an MCP server's, built from its listing), under the same
   * uniqueness rules; `replace` swaps a tool of the same class, so a refreshed listing takes over.
   */
  registerDescribed(tool: RegisteredTool, options: { readonly replace?: boolean } = {}): RegisteredTool {
    const existing = this.byClass.get(tool.toolClass);
    if (existing && !options.replace) {
      throw new ToolRegistryError(
        'DUPLICATE_TOOL_CLASS',
        `Tool class ${tool.toolClass} is already registered.`,
        {
          toolClass: tool.toolClass,
        },
      );
    }
    const sameName = this.byLlmName.get(tool.llmName);
    if (sameName && sameName.toolClass !== tool.toolClass) {
      throw new ToolRegistryError(
        'DUPLICATE_TOOL_NAME',
        `Tool name "${tool.llmName}" of ${tool.toolClass} is already used by ${sameName.toolClass}.`,
        { toolClass: tool.toolClass, llmName: tool.llmName, registeredBy: sameName.toolClass },
      );
    }
    if (existing) this.byLlmName.delete(existing.llmName);
    this.byClass.set(tool.toolClass, tool);
    this.byLlmName.set(tool.llmName, tool);
    return tool;
  }

  /** Removes the tools `matches` selects (an MCP server's, when it is removed or relisted). */
  unregisterWhere(matches: (tool: RegisteredTool) => boolean): void {
    for (const tool of [...this.byClass.values()]) {
      if (!matches(tool)) continue;
      this.byClass.delete(tool.toolClass);
      this.byLlmName.delete(tool.llmName);
    }
  }

  get(toolClass: string): RegisteredTool | undefined {
    return this.byClass.get(toolClass);
  }

  /** Exact lookup by the canonical model-facing name; never strips prefixes. */
  findByLlmName(llmName: string): RegisteredTool | undefined {
    return this.byLlmName.get(llmName);
  }

  /** Registered tools in registration order. */
  list(): readonly RegisteredTool[] {
    return [...this.byClass.values()];
  }

  /** The tools one user may see and enable: all but the tools of other users' MCP servers. */
  listFor(userId: number): readonly RegisteredTool[] {
    return this.list().filter((tool) => isVisibleTo(tool, userId));
  }

  /** `get`, as one user sees the registry: another user's MCP tool is not there. */
  getFor(userId: number, toolClass: string): RegisteredTool | undefined {
    const tool = this.get(toolClass);
    return tool && isVisibleTo(tool, userId) ? tool : undefined;
  }

  /** `findByLlmName`, as one user sees the registry. */
  findByLlmNameFor(userId: number, llmName: string): RegisteredTool | undefined {
    const tool = this.findByLlmName(llmName);
    return tool && isVisibleTo(tool, userId) ? tool : undefined;
  }
}

/** Every tool is everyone's but a private MCP server's, which is its owner's alone. */
function isVisibleTo(tool: RegisteredTool, userId: number): boolean {
  return tool.origin.kind !== 'mcp' || tool.origin.ownerUserId === null || tool.origin.ownerUserId === userId;
}
