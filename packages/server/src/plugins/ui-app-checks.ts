import { statSync } from 'node:fs';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';
import type { UiApp } from '@spora/sdk';
import { PluginRefusal } from './plugin-refusal.js';

/** A panel's name is its URL segment (`/apps/<name>`). */
const appNamePattern = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Checks what `apps()` and `publicAssetsPath()` declared together: the public folder is a
 * subfolder of the extension's own (its files are served to anyone, so never the extension's
 * folder itself or anything above it), each panel has a URL-safe name of its own, and its entry is
 * a file inside the public folder, since the browser loads it from `/plugins/<slug>/<entry>`.
 * `HOOK_INVALID` otherwise.
 */
export function checkUiApps(
  apps: readonly UiApp[],
  publicAssetsPath: string | null,
  extensionDirectory: string,
): void {
  if (publicAssetsPath !== null && !isStrictlyInside(extensionDirectory, publicAssetsPath)) {
    throw refusal(
      'publicAssetsPath',
      `publicAssetsPath() names ${publicAssetsPath}, which is not a subfolder of ${extensionDirectory}.`,
    );
  }
  if (publicAssetsPath !== null && !isDirectory(publicAssetsPath)) {
    throw refusal('publicAssetsPath', `publicAssetsPath() names ${publicAssetsPath}, which is not a folder.`);
  }
  const names = new Set<string>();
  for (const app of apps) {
    if (!appNamePattern.test(app.name)) {
      throw refusal(
        'apps',
        `apps(): the name ${JSON.stringify(app.name)} must be lowercase letters, digits, - or _.`,
      );
    }
    if (names.has(app.name)) throw refusal('apps', `apps(): two panels are named ${app.name}.`);
    names.add(app.name);
    if (publicAssetsPath === null) {
      throw refusal(
        'apps',
        `apps(): panel ${app.name} needs publicAssetsPath(), the folder its entry is served from.`,
      );
    }
    if (!isInside(app.entry) || !isFile(join(publicAssetsPath, app.entry))) {
      throw refusal(
        'apps',
        `apps(): the entry ${JSON.stringify(app.entry)} of panel ${app.name} must be a file inside ${publicAssetsPath}, in no hidden folder.`,
      );
    }
  }
}

/** A relative path that stays inside its folder, through no hidden (never served) folder or file. */
function isInside(entry: string): boolean {
  const segments = normalize(entry).split(sep);
  return !isAbsolute(entry) && segments.every((segment) => segment !== '' && !segment.startsWith('.'));
}

function isStrictlyInside(folder: string, path: string): boolean {
  const way = relative(folder, path);
  return way !== '' && !isAbsolute(way) && way !== '..' && !way.startsWith(`..${sep}`);
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function refusal(hook: 'apps' | 'publicAssetsPath', message: string): PluginRefusal {
  return new PluginRefusal('HOOK_INVALID', message, { hook });
}
