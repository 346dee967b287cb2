import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isInsideFolder } from './inside-folder.js';

/** One file of a skill: its path relative to the skill folder (`/`-separated) and its size. */
export interface SkillFile {
  readonly path: string;
  readonly bytes: number;
}

export interface SkillFileListing {
  readonly files: readonly SkillFile[];
  /** More files exist than a listing holds. */
  readonly truncated: boolean;
}

// A skill is a handful of documents; these bounds keep a misplaced tree from costing every call.
export const maxListedFiles = 500;
const maxDepth = 8;

/**
 * Every file in a skill folder (`folder` is its real path), sorted by path. Hidden names (dotfiles,
 * `.git`) are skipped, and so are symbolic links, unless one leads to a file inside the folder:
 * the listing never names anything the reader would refuse. Linked folders are not followed,
 * so a link cycle cannot recurse.
 */
export async function listSkillFiles(folder: string): Promise<SkillFileListing> {
  const files: SkillFile[] = [];
  let truncated = false;

  async function visit(directory: string, prefix: string, depth: number): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (files.length >= maxListedFiles) {
        truncated = true;
        return;
      }
      const path = join(directory, entry.name);
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        if (depth < maxDepth) await visit(path, `${relative}/`, depth + 1);
        else truncated = true;
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        const bytes = await containedFileSize(folder, path);
        if (bytes !== null) files.push({ path: relative, bytes });
      }
    }
  }

  await visit(folder, '', 1);
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, truncated };
}

/** The size of a regular file whose real path lies inside the folder; `null` for anything else. */
async function containedFileSize(folder: string, path: string): Promise<number | null> {
  try {
    const real = await realpath(path);
    if (!isInsideFolder(folder, real)) return null;
    const stats = await stat(real);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}
