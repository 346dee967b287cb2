import { sep } from 'node:path';

/** Whether a real (symlink-free, absolute) path is the folder itself or lies below it. */
export function isInsideFolder(folder: string, candidate: string): boolean {
  const prefix = folder.endsWith(sep) ? folder : `${folder}${sep}`;
  return candidate === folder || candidate.startsWith(prefix);
}
