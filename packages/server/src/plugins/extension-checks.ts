import { type LlmDriverClass, SporaError, type ToolClass } from '@spora/sdk';
import { LlmDriverRegistry } from '../llm/index.js';
import { type ToolOrigin, ToolRegistry } from '../tools/index.js';
import { PluginRefusal, type PluginRefusalCode } from './plugin-refusal.js';

/**
 * Checks an extension's tools as registration would, without registering them: each class once,
 * no class another origin registered already, valid declarations, unique names.
 */
export function checkTools(registry: ToolRegistry, origin: ToolOrigin, classes: readonly ToolClass[]): void {
  for (const ToolClass of classes) {
    const registeredAs = registry.list().find((tool) => tool.instance.constructor === ToolClass);
    if (registeredAs) {
      throw new PluginRefusal(
        'DUPLICATE_TOOL_CLASS',
        `Tool class ${ToolClass.name} is already registered as ${registeredAs.toolClass}.`,
        { toolClass: registeredAs.toolClass },
      );
    }
  }
  // Identities and names are namespaced by slug, so only the extension's own tools can collide:
  // registering them alone finds every conflict.
  const scratch = new ToolRegistry();
  try {
    for (const ToolClass of classes) {
      const registered = scratch.register(origin, ToolClass);
      if (registry.get(registered.toolClass)) {
        throw new PluginRefusal(
          'DUPLICATE_TOOL_CLASS',
          `Tool class ${registered.toolClass} is already registered.`,
        );
      }
    }
  } catch (error) {
    throw asRefusal(
      error,
      { DUPLICATE_TOOL_CLASS: 'DUPLICATE_TOOL_CLASS', DUPLICATE_TOOL_NAME: 'DUPLICATE_TOOL_NAME' },
      'TOOL_INVALID',
    );
  }
}

/** Checks an extension's drivers against the registered ones, without registering them. */
export function checkDrivers(
  registry: LlmDriverRegistry,
  origin: ToolOrigin,
  classes: readonly LlmDriverClass[],
): void {
  const scratch = new LlmDriverRegistry();
  for (const registered of registry.list()) scratch.register(registered.origin, registered.DriverClass);
  try {
    for (const DriverClass of classes) scratch.register(origin, DriverClass);
  } catch (error) {
    throw asRefusal(error, {}, 'DRIVER_INVALID');
  }
}

function asRefusal(
  error: unknown,
  codes: Readonly<Record<string, PluginRefusalCode>>,
  fallback: PluginRefusalCode,
): PluginRefusal {
  if (error instanceof PluginRefusal) return error;
  if (SporaError.isInstance(error)) {
    const code = codes[error.code];
    return code
      ? new PluginRefusal(code, error.message)
      : new PluginRefusal(fallback, `${error.code}: ${error.message}`);
  }
  return new PluginRefusal(fallback, error instanceof Error ? error.message : String(error));
}
