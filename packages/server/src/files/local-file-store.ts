import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSha256, type FileStore, type StagedBlob } from './file-store.js';
import { writeStagingFile } from './staging-file.js';

/**
 * Blobs in a folder: `<root>/<sha[0..2]>/<sha>`. Uploads stream into `<root>/.incoming/` (the same
 * file system, so moving one into place is an atomic rename) and are hashed as they arrive; an
 * upload that fails, is cut off or is too large has its partial file removed.
 */
export class LocalFileStore implements FileStore {
  private readonly incoming: string;

  constructor(private readonly root: string) {
    this.incoming = join(root, '.incoming');
  }

  /** Holds nothing open between calls. */
  close(): void {}

  async stage(
    content: AsyncIterable<Uint8Array>,
    { maxBytes }: { readonly maxBytes: number },
  ): Promise<StagedBlob> {
    const { path: partial, sha256, size } = await writeStagingFile(this.incoming, content, maxBytes);
    const target = this.pathOf(sha256);
    return {
      sha256,
      size,
      keep: async () => {
        if (await exists(target)) {
          await rm(partial, { force: true });
          return;
        }
        await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
        await rename(partial, target);
      },
      discard: () => rm(partial, { force: true }),
    };
  }

  async open(sha256: string): Promise<NodeJS.ReadableStream | null> {
    // Opened first, so a missing blob is told now rather than as a stream error mid-response.
    const handle = await open(this.pathOf(sha256), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return handle === null ? null : handle.createReadStream();
  }

  has(sha256: string): Promise<boolean> {
    return exists(this.pathOf(sha256));
  }

  async remove(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }

  private pathOf(sha256: string): string {
    assertSha256(sha256);
    return join(this.root, sha256.slice(0, 2), sha256);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
