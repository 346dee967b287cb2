import { open, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '@spora/sdk';
import { isInsideFolder } from './inside-folder.js';
import type { SkillFileError } from './skill-file-error.js';

/** The largest file a skill may hand out, SKILL.md included. */
export const maxSkillFileBytes = 50_000;

export interface SkillFileText {
  readonly text: string;
  readonly bytes: number;
}

/**
 * Reads one text file of a skill. `folder` is the skill's real path and `relativePath` has passed
 * `checkSkillFilePath`. The file's real path must lie inside the folder, so a symbolic link that
 * leads out of it is refused; the file is opened by that real path and its size checked on the
 * open handle, so what is read is what was checked.
 */
export async function readSkillFile(
  folder: string,
  relativePath: string,
  maxBytes: number = maxSkillFileBytes,
): Promise<Result<SkillFileText, SkillFileError>> {
  const shown = JSON.stringify(relativePath);
  let real: string;
  try {
    real = await realpath(join(folder, ...relativePath.split('/')));
  } catch (error) {
    return fail(
      isMissing(error)
        ? { code: 'FILE_NOT_FOUND', message: `There is no file ${shown} in this skill.` }
        : { code: 'FILE_UNREADABLE', message: `File ${shown} cannot be read.` },
    );
  }
  if (!isInsideFolder(folder, real)) {
    return fail({
      code: 'PATH_OUTSIDE_SKILL',
      message: `File ${shown} leads outside the skill folder (through a symbolic link); only files inside it can be read.`,
    });
  }
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(real, 'r');
    const stats = await handle.stat();
    if (!stats.isFile()) {
      return fail({ code: 'FILE_NOT_FOUND', message: `${shown} is a folder, not a file, in this skill.` });
    }
    if (stats.size > maxBytes) return fail(tooLarge(shown, stats.size, maxBytes));
    // Read one byte more than allowed, so a file that grew since `stat` is still caught.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return fail(tooLarge(shown, length, maxBytes));
    const text = decodeText(buffer.subarray(0, length));
    if (text === null) {
      return fail({ code: 'FILE_NOT_TEXT', message: `File ${shown} is not UTF-8 text.` });
    }
    return ok({ text, bytes: length });
  } catch {
    return fail({ code: 'FILE_UNREADABLE', message: `File ${shown} cannot be read.` });
  } finally {
    await handle?.close();
  }
}

function tooLarge(shown: string, bytes: number, maxBytes: number): SkillFileError {
  return {
    code: 'FILE_TOO_LARGE',
    message: `File ${shown} has ${bytes} bytes; files over ${maxBytes} bytes are not read.`,
  };
}

function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
