import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolCallDecision } from '../db/index.js';
import { jsonLine } from './decision-record-export.js';

/** A JSON Lines copy of archived rows being written; `finish` makes it visible under its name. */
export interface ArchiveFile {
  write(rows: readonly ToolCallDecision[]): Promise<void>;
  /** Flushes it to disk and gives it its final name; answers its path and SHA-256. */
  finish(): Promise<{ readonly path: string; readonly sha256: string }>;
  /** Drops a copy that will not be used (the range was not archived). */
  discard(): Promise<void>;
}

/**
 * Opens `decision-record-<first>-<last>.jsonl` in `directory` for the rows of one archived range,
 * in the export format of `GET /audit/decisions?format=jsonl`. It is written under a temporary
 * name and renamed once complete and synced, so a file with the final name is always whole.
 */
export async function openArchiveFile(
  directory: string,
  firstSequence: number,
  lastSequence: number,
): Promise<ArchiveFile> {
  await mkdir(directory, { recursive: true });
  const path = join(directory, `decision-record-${firstSequence}-${lastSequence}.jsonl`);
  const partial = `${path}.${process.pid}.partial`;
  const handle = await open(partial, 'w', 0o600);
  const digest = createHash('sha256');
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async write(rows) {
      const text = rows.map(jsonLine).join('');
      digest.update(text, 'utf8');
      await handle.write(text);
    },
    async finish() {
      await handle.sync();
      await close();
      await rename(partial, path);
      return { path, sha256: digest.digest('hex') };
    },
    async discard() {
      await close();
      await rm(partial, { force: true });
    },
  };
}
