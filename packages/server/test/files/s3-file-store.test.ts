import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3FileStore, s3ClientFor } from '../../src/files/s3-file-store.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import {
  chunks,
  describeFileStoreContract,
  type StoreUnderTest,
  sha256,
  textOf,
} from './file-store-contract.js';
import { filesUnder } from './multipart-upload.js';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

interface S3StoreUnderTest extends StoreUnderTest {
  readonly store: S3FileStore;
  readonly prefix: string;
}

/** A store on its own key prefix of the shared bucket, so every test starts empty. */
function openS3Store(client: S3Client = s3.client): S3StoreUnderTest {
  const folder = mkdtempSync(join(tmpdir(), 'spora-s3-files-'));
  const prefix = `${randomUUID()}/`;
  return {
    store: new S3FileStore({ client, bucket: s3.bucket, prefix, stagingDir: join(folder, '.incoming') }),
    folder,
    prefix,
    // Objects under the prefix and staged files in the local folder: whatever the store left anywhere.
    contents: async () =>
      [...(await s3.keys(prefix)).map((key) => key.slice(prefix.length)), ...filesUnder(folder)].sort(),
    blobName: (sha) => `blobs/${sha.slice(0, 2)}/${sha}`,
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

describeFileStoreContract('S3', async () => openS3Store());

describe('the S3 file store against an S3-compatible server', () => {
  let subject: S3StoreUnderTest;
  /** The commands the store's client sent, by name, in order. */
  let sent: string[];
  let client: S3Client;

  beforeEach(() => {
    sent = [];
    client = s3ClientFor(s3.connection);
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize' },
    );
    subject = openS3Store(client);
  });
  afterEach(async () => {
    client.destroy();
    await subject.dispose();
  });

  it('stores blobs under <prefix>blobs/<sha[0..2]>/<sha>', async () => {
    const staged = await subject.store.stage(chunks('keyed'), { maxBytes: 100 });
    await staged.keep();
    const sha = sha256('keyed');
    expect(await s3.keys(subject.prefix)).toEqual([`${subject.prefix}blobs/${sha.slice(0, 2)}/${sha}`]);
  });

  it('keeps an already-present blob without uploading it again, and removes the staged file', async () => {
    const first = await subject.store.stage(chunks('present'), { maxBytes: 100 });
    await first.keep();
    const second = await subject.store.stage(chunks('present'), { maxBytes: 100 });
    sent = [];
    await second.keep();
    expect(sent).toEqual(['HeadObjectCommand']);
    expect(await subject.contents()).toEqual([subject.blobName(first.sha256)]);
    expect(await textOf(subject.store, first.sha256)).toBe('present');
  });

  it('opens a missing key as null and has no such blob', async () => {
    const missing = sha256('never stored');
    expect(await subject.store.open(missing)).toBeNull();
    expect(await subject.store.has(missing)).toBe(false);
  });

  it('removes idempotently', async () => {
    await subject.store.remove(sha256('never stored'));
    const staged = await subject.store.stage(chunks('short-lived'), { maxBytes: 100 });
    await staged.keep();
    await subject.store.remove(staged.sha256);
    await subject.store.remove(staged.sha256);
    expect(await subject.store.has(staged.sha256)).toBe(false);
    expect(await subject.contents()).toEqual([]);
  });

  it('leaves no object and no staged file when the stream is interrupted', async () => {
    const big = randomBytes(256 * 1024).toString('base64');
    await expect(
      subject.store.stage(chunks(big, big, new Error('socket hang up')), { maxBytes: 10 * 1024 * 1024 }),
    ).rejects.toThrow('socket hang up');
    expect(await s3.keys(subject.prefix)).toEqual([]);
    expect(filesUnder(subject.folder)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a too-large stream with FILE_TOO_LARGE and leaves nothing', async () => {
    const megabyte = 'x'.repeat(1024 * 1024);
    await expect(
      subject.store.stage(chunks(megabyte, megabyte, megabyte), { maxBytes: 2 * 1024 * 1024 }),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', details: { max_bytes: 2 * 1024 * 1024 } });
    expect(await s3.keys(subject.prefix)).toEqual([]);
    expect(filesUnder(subject.folder)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('round-trips a multi-megabyte blob byte for byte, uploaded in parts', async () => {
    const content = randomBytes(12 * 1024 * 1024);
    async function* parts(): AsyncGenerator<Uint8Array> {
      for (let offset = 0; offset < content.length; offset += 64 * 1024) {
        yield content.subarray(offset, offset + 64 * 1024);
      }
    }
    const staged = await subject.store.stage(parts(), { maxBytes: 20 * 1024 * 1024 });
    expect(staged.size).toBe(content.length);
    await staged.keep();
    expect(sent).toEqual(
      expect.arrayContaining(['CreateMultipartUploadCommand', 'CompleteMultipartUploadCommand']),
    );
    expect(filesUnder(subject.folder)).toEqual([]);
    const stream = await subject.store.open(staged.sha256);
    if (stream === null) throw new Error('no blob');
    const received: Buffer[] = [];
    for await (const part of stream) received.push(Buffer.from(part));
    expect(Buffer.concat(received).equals(content)).toBe(true);
  });
});
