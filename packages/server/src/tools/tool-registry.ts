import { getToolMetadata, SporaError, type ToolInterface, type ToolMetadata } from '@spora/sdk';

/**
 * Where a tool comes from: the platform itself, a plugin (by slug), or the operator's app. A
 * plugin's `icon` (from its manifest) is the icon of its tools that declare none.
 */
export type ToolOrigin =
  | { readonly kind: 'core' }
  | { readonly kind: 'plugin'; readonly slug: string; readonly icon?: string | null }
  | { readonly kind: 'app'; readonly slug: string; readonly icon?: string | null };

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
}
