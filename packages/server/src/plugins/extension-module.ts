import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  type ExtensionClass,
  isExtensionClass,
  isPluginClass,
  type PluginClass,
  type SporaExtension,
} from '@spora/sdk';
import { PluginRefusal } from './plugin-refusal.js';
import { isTypeScriptModulePath } from './typescript-files.js';
import { enableTypeScriptModules } from './typescript-modules.js';

/**
 * Imports an entry module and builds its default export: a plugin class (extending
 * `AbstractPlugin`) for plugins, any extension class for the App. Refuses with
 * `ENTRY_NOT_FOUND`, `ENTRY_LOAD_FAILED` or `ENTRY_NOT_A_PLUGIN`.
 */
export async function instantiateEntry(entryPath: string, kind: 'plugin' | 'app'): Promise<SporaExtension> {
  if (!existsSync(entryPath)) {
    throw new PluginRefusal('ENTRY_NOT_FOUND', `The entry module ${entryPath} does not exist.`, {
      entry: entryPath,
    });
  }
  if (isTypeScriptModulePath(entryPath)) enableTypeScriptModules();
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(entryPath).href)) as { default?: unknown };
  } catch (error) {
    throw new PluginRefusal(
      'ENTRY_LOAD_FAILED',
      `Importing ${entryPath} failed: ${importFailure(entryPath, error)}`,
      {
        entry: entryPath,
      },
    );
  }
  const exported = module.default;
  const ExtensionClass = kind === 'plugin' ? pluginClassOrNull(exported) : extensionClassOrNull(exported);
  if (!ExtensionClass) {
    const expected =
      kind === 'plugin'
        ? 'a class extending AbstractPlugin from @spora/sdk'
        : 'a class extending AbstractExtension or AbstractPlugin from @spora/sdk';
    throw new PluginRefusal(
      'ENTRY_NOT_A_PLUGIN',
      `The default export of ${entryPath} must be ${expected}; it is ${describeValue(exported)}.`,
      { entry: entryPath },
    );
  }
  try {
    return new ExtensionClass();
  } catch (error) {
    throw new PluginRefusal(
      'ENTRY_LOAD_FAILED',
      `Constructing ${ExtensionClass.name || 'the default export'} of ${entryPath} threw: ${message(error)}`,
      { entry: entryPath },
    );
  }
}

function pluginClassOrNull(value: unknown): PluginClass | null {
  return isPluginClass(value) ? value : null;
}

function extensionClassOrNull(value: unknown): ExtensionClass | null {
  return isExtensionClass(value) ? value : null;
}

/** Node's own words, or what to do about a TypeScript entry inside an installed package. */
function importFailure(entryPath: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const typeScriptRefused =
    code === 'ERR_UNKNOWN_FILE_EXTENSION' || code === 'ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING';
  if (typeScriptRefused && isTypeScriptModulePath(entryPath)) {
    return 'TypeScript is compiled only outside node_modules; an installed package ships its entry built to JavaScript (.js or .mjs).';
  }
  return message(error);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'function') return `${value.name ? `class or function ${value.name}` : 'a function'}`;
  return `a ${value === null ? 'null' : typeof value} value`;
}
