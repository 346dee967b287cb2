import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/files/index.js';

/** One fresh, empty store and ways to look at what it holds, for the contract below. */
export interface StoreUnderTest {
  readonly store: FileStore;
  /** The local folder the store stages or keeps content in. */
  readonly folder: string;
  /** Everything the store holds, kept blobs and staged partial content alike, by name, sorted. */
  contents(): Promise<string[]>;
  /** The name `contents` lists the kept blob with this hash under. */
  blobName(sha256: string): string;
  dispose(): Promise<void>;
}

export async function* chunks(...parts: (string | Error)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield Buffer.from(part);
  }
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function textOf(store: FileStore, sha: string): Promise<string> {
  const stream = await store.open(sha);
  if (stream === null) throw new Error('no blob');
  let content = '';
  for await (const part of stream) content += part;
  return content;
}

/** What every `FileStore` promises, run against the stores `open` gives (one per test). */
export function describeFileStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`the ${name} file store`, () => {
    let subject: StoreUnderTest;
    let store: FileStore;

    beforeEach(async () => {
      subject = await open();
      store = subject.store;
    });
    afterEach(() => subject.dispose());

    it('keeps content under its hash, two levels deep, and shows nothing before it is kept', async () => {
      const staged = await store.stage(chunks('hello ', 'world'), { maxBytes: 100 });
      expect(staged).toMatchObject({ sha256: sha256('hello world'), size: 11 });
      expect(await store.has(staged.sha256)).toBe(false);
      expect(await store.open(staged.sha256)).toBeNull();
      await staged.keep();
      expect(await subject.contents()).toEqual([subject.blobName(staged.sha256)]);
      expect(await textOf(store, staged.sha256)).toBe('hello world');
    });

    it('keeps an existing identical blob and removes the staged copy', async () => {
      const first = await store.stage(chunks('same'), { maxBytes: 100 });
      await first.keep();
      const second = await store.stage(chunks('same'), { maxBytes: 100 });
      await second.keep();
      expect(await subject.contents()).toEqual([subject.blobName(first.sha256)]);
    });

    it('creates a blob again when it was removed while an upload ran', async () => {
      const first = await store.stage(chunks('again'), { maxBytes: 100 });
      await first.keep();
      const second = await store.stage(chunks('again'), { maxBytes: 100 });
      await store.remove(first.sha256);
      await second.keep();
      expect(await textOf(store, second.sha256)).toBe('again');
    });

    it('refuses content past the limit and leaves no partial file', async () => {
      await expect(store.stage(chunks('12345', '6'), { maxBytes: 5 })).rejects.toMatchObject({
        code: 'FILE_TOO_LARGE',
        details: { max_bytes: 5 },
      });
      expect(await subject.contents()).toEqual([]);
      const exact = await store.stage(chunks('12345'), { maxBytes: 5 });
      expect(exact.size).toBe(5);
      await exact.discard();
      expect(await subject.contents()).toEqual([]);
    });

    it('leaves no partial file when the source fails half way', async () => {
      await expect(
        store.stage(chunks('half', new Error('connection reset')), { maxBytes: 100 }),
      ).rejects.toThrow('connection reset');
      expect(await subject.contents()).toEqual([]);
    });

    it('derives paths from hashes only', async () => {
      await expect(store.open('../../etc/passwd')).rejects.toThrow(/SHA-256/);
      await expect(store.remove('a'.repeat(63))).rejects.toThrow(/SHA-256/);
      expect(await readFile(join(subject.folder, '..', 'x')).catch(() => null)).toBeNull();
    });
  });
}
