import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SkillSource } from './skill-catalogue.js';

/**
 * The skills Spora ships: the copy an installed `@spora/server` carries in `skills/` (made when it
 * is packed), else the repository's `skills/` folder (from `src/skills` or `dist/skills`).
 */
export const coreSkillsDirectory = packagedOrRepositorySkills();

function packagedOrRepositorySkills(): string {
  const packaged = fileURLToPath(new URL('../../skills', import.meta.url));
  return existsSync(packaged) ? packaged : fileURLToPath(new URL('../../../../skills', import.meta.url));
}

export interface SkillSourceLayout {
  /** The deployment's own skills (`skillsDirectory` in the configuration). */
  readonly projectDirectory: string;
  /** Each plugin's `skillPaths()`, in plugin load order, labelled with the plugin's slug. */
  readonly plugins?: readonly SkillSource[];
  readonly coreDirectory?: string;
}

/**
 * The sources in precedence order: the project first, so an operator can replace any skill; then
 * core; then plugins, so a plugin can add skills but never replace one Spora ships. A project
 * folder that is the core folder (Spora run from its own checkout) is not listed twice.
 */
export function skillSourcesFor(layout: SkillSourceLayout): SkillSource[] {
  const coreDirectory = layout.coreDirectory ?? coreSkillsDirectory;
  const project = sameFolder(layout.projectDirectory, coreDirectory)
    ? []
    : [{ source: 'project', directory: layout.projectDirectory }];
  return [...project, { source: 'core', directory: coreDirectory }, ...(layout.plugins ?? [])];
}

function sameFolder(a: string, b: string): boolean {
  return realOrResolved(a) === realOrResolved(b);
}

function realOrResolved(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
