import { statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { UiApp } from '@spora/sdk';
import { PluginRefusal } from './plugin-refusal.js';

/** A panel's name is its URL segment (`/apps/<name>`). */
const appNamePattern = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Checks what `apps()` and `publicAssetsPath()` declared together: the assets folder exists, each
 * panel has a URL-safe name of its own, and its entry is a file inside the assets folder, since
 * the browser loads it from `/plugins/<slug>/<entry>`. `HOOK_INVALID` otherwise.
 */
export function checkUiApps(apps: readonly UiApp[], publicAssetsPath: string | null): void {
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
        `apps(): the entry ${JSON.stringify(app.entry)} of panel ${app.name} must be a file inside ${publicAssetsPath}.`,
      );
    }
  }
}

function isInside(entry: string): boolean {
  const normalized = normalize(entry);
  return !isAbsolute(entry) && normalized !== '..' && !normalized.startsWith(`..${sep}`);
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
