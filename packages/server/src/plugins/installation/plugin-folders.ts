import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginFolders } from '../extension-candidates.js';

/** Where a plugin installed from a registry came from; kept in its folder as `.spora-package.json`. */
export interface PluginPackageRecord {
  /** The npm package name. */
  readonly package: string;
  /** The package version npm installed. */
  readonly version: string;
  /** The registry it came from; `null` when npm's own configuration chose it and said nothing. */
  readonly registry: string | null;
  readonly installedAt: string;
}

/** One folder of the plugins folder as it is on disk now, whatever this process loaded. */
export interface PluginFolder {
  /** The manifest's slug, else the folder's name. */
  readonly slug: string;
  readonly name: string | null;
  readonly version: string | null;
  readonly path: string;
  readonly requiredPlugins: readonly string[];
  /** `null` for a plugin put into the folder by hand (or bundled). */
  readonly record: PluginPackageRecord | null;
}

export const packageRecordFile = '.spora-package.json';

/**
 * The plugin folders of `pluginsDir`, by folder name, as the loader finds them (hidden folders and
 * folders without a `plugin.json` skipped). Manifests are read leniently: the loader refuses a bad
 * one, and this listing still shows the folder.
 */
export function readPluginFolders(pluginsDir: string): PluginFolder[] {
  return pluginFolders(pluginsDir).map((path) => readPluginFolder(path));
}

export function readPluginFolder(path: string): PluginFolder {
  const manifest = readJsonObject(join(path, 'plugin.json')) ?? {};
  const folderName = path.split(/[\\/]/).pop() ?? path;
  const required = manifest.required_plugins;
  return {
    slug: typeof manifest.slug === 'string' ? manifest.slug : folderName,
    name: typeof manifest.name === 'string' ? manifest.name : null,
    version: typeof manifest.version === 'string' ? manifest.version : null,
    path,
    requiredPlugins: Array.isArray(required)
      ? required.filter((slug): slug is string => typeof slug === 'string')
      : [],
    record: readPackageRecord(path),
  };
}

function readPackageRecord(path: string): PluginPackageRecord | null {
  const raw = readJsonObject(join(path, packageRecordFile));
  if (raw === null || typeof raw.package !== 'string' || typeof raw.version !== 'string') return null;
  return {
    package: raw.package,
    version: raw.version,
    registry: typeof raw.registry === 'string' ? raw.registry : null,
    installedAt: typeof raw.installed_at === 'string' ? raw.installed_at : '',
  };
}

/** The record as it is written: snake_case, like everything Spora stores as JSON. */
export function packageRecordJson(record: PluginPackageRecord): string {
  return `${JSON.stringify(
    {
      package: record.package,
      version: record.version,
      registry: record.registry,
      installed_at: record.installedAt,
    },
    null,
    2,
  )}\n`;
}

export function readJsonObject(path: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
