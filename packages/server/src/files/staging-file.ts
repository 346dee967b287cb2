import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileError } from './file-error.js';

/** Content written to a file in a staging folder, with its SHA-256 and size. */
export interface StagingFile {
  readonly path: string;
  readonly sha256: string;
  readonly size: number;
}

/**
 * Streams `content` into a new `<folder>/<uuid>.part`, hashing and counting it on the way. More than
 * `maxBytes` fails with `FILE_TOO_LARGE`; on any failure the partial file is removed before the
 * error is rethrown, so a cut-off or refused upload leaves nothing behind.
 */
export async function writeStagingFile(
  folder: string,
  content: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<StagingFile> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(FileError.tooLarge(maxBytes));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // Opened before anything streams, so the partial file exists by the time a failure removes it
  // (a stream that opens its file itself could create it after the removal).
  const output = await open(path, 'wx');
  try {
    await pipeline(content, meter, output.createWriteStream());
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, sha256: hash.digest('hex'), size };
}
