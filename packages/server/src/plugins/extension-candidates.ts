import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where an extension was found. */
export type ExtensionSource = 'app' | 'directory' | 'package';

/** Something that may load as an extension, in load order. */
export interface ExtensionCandidate {
  readonly source: ExtensionSource;
  /** The plugin folder (holding `plugin.json`) or the App's folder; `null` for a package not found. */
  readonly directory: string | null;
  /** The App's entry file; plugins name theirs in `plugin.json`. */
  readonly appEntry: string | null;
  /** The npm package name, for plugins named in config. */
  readonly packageName: string | null;
}

export interface ExtensionLocations {
  readonly appDir: string;
  readonly pluginsDir: string;
  readonly pluginPackages: readonly string[];
}

/** The App's entry, in this order of preference: built JavaScript before TypeScript. */
const appEntryNames = ['App.js', 'App.mjs', 'App.ts', 'App.mts'];

/**
 * The App first, then `<pluginsDir>/<folder>/plugin.json` in folder-name order, then the packages
 * named in config in the order given. Load order decides which of two equal slugs wins and the
 * order in which extensions receive events.
 */
export function findExtensionCandidates(locations: ExtensionLocations): ExtensionCandidate[] {
  const candidates: ExtensionCandidate[] = [];
  const appEntry = appEntryNames.map((name) => join(locations.appDir, name)).find(isFile);
  if (appEntry) {
    candidates.push({ source: 'app', directory: locations.appDir, appEntry, packageName: null });
  }
  for (const directory of pluginFolders(locations.pluginsDir)) {
    candidates.push({ source: 'directory', directory, appEntry: null, packageName: null });
  }
  for (const packageName of locations.pluginPackages) {
    candidates.push({
      source: 'package',
      directory: findPackageFolder(packageName, [dirname(locations.pluginsDir), process.cwd()]),
      appEntry: null,
      packageName,
    });
  }
  return candidates;
}

/** The plugin folders of `pluginsDir`, by name: hidden folders and folders without a `plugin.json` skipped. */
export function pluginFolders(pluginsDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(pluginsDir);
  } catch {
    // No plugins folder is the common case, not an error.
    return [];
  }
  return names
    .filter((name) => !name.startsWith('.'))
    .sort((left, right) => (left < right ? -1 : left > right ? 1 : 0))
    .map((name) => join(pluginsDir, name))
    .filter((directory) => isFile(join(directory, 'plugin.json')));
}

/**
 * The folder of an installed package that holds a `plugin.json`, looked up in `node_modules`
 * upwards from each of `starts` (the folder holding the plugins folder, the working directory),
 * then from the server's own installation.
 */
function findPackageFolder(packageName: string, starts: readonly string[]): string | null {
  for (const start of [...starts, dirname(fileURLToPath(import.meta.url))]) {
    for (let directory = start; ; directory = dirname(directory)) {
      const candidate = join(directory, 'node_modules', packageName);
      if (isFile(join(candidate, 'plugin.json'))) return candidate;
      if (directory === parse(directory).root) break;
    }
  }
  return null;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
