import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../logging/logger.js';
import { PluginPackageError } from './plugin-package-error.js';

const lockFolderName = '.plugin-change.lock';
/** Changes under way in this process, by plugins folder: one at a time per folder. */
const changesUnderWay = new Set<string>();

/**
 * One change at a time per plugins folder, across processes too (the API and `spora plugin`):
 * a lock folder holding the owner's process id; one left by a process that died is taken over.
 */
export async function exclusively<Result>(
  pluginsDir: string,
  logger: Logger,
  change: () => Promise<Result>,
  options: { readonly createFolder: boolean } = { createFolder: false },
): Promise<Result> {
  const busy = () =>
    new PluginPackageError(
      'PLUGIN_CHANGE_IN_PROGRESS',
      'Another plugin install, update or removal is under way; try again when it ends.',
    );
  if (changesUnderWay.has(pluginsDir)) throw busy();
  changesUnderWay.add(pluginsDir);
  try {
    // No plugins folder: nothing to update or remove, and the change says so.
    if (!existsSync(pluginsDir)) {
      if (!options.createFolder) return await change();
      mkdirSync(pluginsDir, { recursive: true });
    }
    const lock = join(pluginsDir, lockFolderName);
    if (!takeLock(lock)) throw busy();
    try {
      recoverInterruptedChanges(pluginsDir, logger);
      return await change();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  } finally {
    changesUnderWay.delete(pluginsDir);
  }
}

/**
 * What a change that died half-way (the process killed, the machine down) left in the plugins
 * folder, put right under the lock: a plugin folder set aside for an update whose new version
 * never arrived goes back in place; staging folders and folders set aside to be deleted go.
 */
function recoverInterruptedChanges(pluginsDir: string, logger: Logger): void {
  for (const name of readdirSync(pluginsDir)) {
    const path = join(pluginsDir, name);
    const setAside = /^\.previous-(.+)-[0-9a-f]{8}$/.exec(name);
    if (setAside?.[1] !== undefined && !existsSync(join(pluginsDir, setAside[1]))) {
      renameSync(path, join(pluginsDir, setAside[1]));
      logger.warn({ plugin: setAside[1] }, `Plugin ${setAside[1]}: an interrupted update was rolled back`);
    } else if (setAside || name.startsWith('.staging-') || name.startsWith('.removed-')) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/** Takes the lock folder, or takes over one whose owner process no longer runs. */
function takeLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
      const owner = Number(readTextOrEmpty(join(lock, 'pid')) || Number.NaN);
      // A lock whose owner has not written its id yet is fresh: held, unless it is old.
      const fresh = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 60_000;
      if (Number.isNaN(owner) ? fresh : processRuns(owner)) return false;
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return false;
}

function readTextOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
