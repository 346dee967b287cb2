import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type PluginManifest, readPluginManifest } from '../plugin-manifest.js';
import { PluginRefusal } from '../plugin-refusal.js';
import { PluginPackageError } from './plugin-package-error.js';

const reservedSlugs = new Set(['core', 'app']);

/** The package's `plugin.json`, validated as the loader would, with an entry that exists. */
export function checkedManifest(packageFolder: string, label: string): PluginManifest {
  const path = join(packageFolder, 'plugin.json');
  if (!existsSync(path)) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} is not a Spora plugin: it has no plugin.json.`,
      { fields: { 'plugin.json': 'is missing' } },
    );
  }
  let manifest: PluginManifest;
  try {
    manifest = readPluginManifest(path);
  } catch (error) {
    if (!(error instanceof PluginRefusal)) throw error;
    const fields = (error.details?.fields as Record<string, string> | undefined) ?? {
      'plugin.json': 'is not readable JSON',
    };
    const reasons = Object.entries(fields).map(([field, reason]) => `${field} ${reason}`);
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: ${reasons.join('; ')}.`,
      { fields },
    );
  }
  if (reservedSlugs.has(manifest.slug)) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: slug "${manifest.slug}" is reserved.`,
      { fields: { slug: 'is reserved' } },
    );
  }
  const entry = join(packageFolder, manifest.entry);
  if (!existsSync(entry) || !statSync(entry).isFile()) {
    throw new PluginPackageError(
      'PLUGIN_MANIFEST_INVALID',
      `${label} has an invalid plugin.json: entry names ${manifest.entry}, which the package does not contain.`,
      { fields: { entry: 'names a file the package does not contain' } },
    );
  }
  return manifest;
}

/** npm installed the dependencies beside the package; the plugin folder keeps them as its own. */
export function moveDependencies(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.bin' || name === '.package-lock.json') continue;
    const source = join(from, name);
    if (name.startsWith('@') && statSync(source).isDirectory()) {
      for (const scoped of readdirSync(source)) {
        const target = join(to, name, scoped);
        if (!existsSync(target)) {
          mkdirSync(join(to, name), { recursive: true });
          renameSync(join(source, scoped), target);
        }
      }
      continue;
    }
    if (!existsSync(join(to, name))) renameSync(source, join(to, name));
  }
}
