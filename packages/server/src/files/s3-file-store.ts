import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSha256, type FileStore, type StagedBlob } from './file-store.js';
import { writeStagingFile } from './staging-file.js';

/** How to reach an S3 or S3-compatible service (MinIO, Ceph, R2, …). */
export interface S3Connection {
  /** The service's address for compatible servers; null: AWS S3 for `region`. */
  readonly endpoint: string | null;
  readonly region: string;
  /** Both or neither; null: the SDK's default chain (environment, profile, instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** Buckets as the first path segment instead of a host name, which most compatible servers need. */
  readonly forcePathStyle: boolean;
}

export function s3ClientFor(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    forcePathStyle: connection.forcePathStyle,
    ...(connection.endpoint === null ? {} : { endpoint: connection.endpoint }),
    ...(connection.credentials === null ? {} : { credentials: connection.credentials }),
    // Newer SDKs add CRC checksums to every request and check them on every response by default;
    // many compatible servers reject or omit them, and S3 needs them only where it says so.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export interface S3FileStoreOptions {
  readonly client: S3Client;
  readonly bucket: string;
  /** Put before every key (`spora/` gives `spora/blobs/…`); empty for none. */
  readonly prefix: string;
  /** A local folder uploads stream into before they go to the bucket. */
  readonly stagingDir: string;
}

/**
 * Blobs in a bucket: `<prefix>blobs/<sha[0..2]>/<sha>`. Uploads stream into a local staging file
 * first, because the key is the hash, known only once the last byte has arrived, and a refused or
 * cut-off upload then never touches the bucket; `keep` sends the file (in parts when it is large).
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly stagingDir: string;

  constructor(options: S3FileStoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.stagingDir = options.stagingDir;
  }

  close(): void {
    this.client.destroy();
  }

  async stage(
    content: AsyncIterable<Uint8Array>,
    { maxBytes }: { readonly maxBytes: number },
  ): Promise<StagedBlob> {
    const staged = await writeStagingFile(this.stagingDir, content, maxBytes);
    const key = this.keyOf(staged.sha256);
    return {
      sha256: staged.sha256,
      size: staged.size,
      keep: async () => {
        try {
          // Identical content under the same hash: the object that is there already stays.
          if (!(await this.has(staged.sha256))) await this.upload(key, staged.path);
        } finally {
          await rm(staged.path, { force: true });
        }
      },
      discard: () => rm(staged.path, { force: true }),
    };
  }

  async open(sha256: string): Promise<NodeJS.ReadableStream | null> {
    // Requested first, so a missing blob is told now rather than as a stream error mid-response.
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }),
      );
      if (!(response.Body instanceof Readable)) {
        throw new Error(`S3 returned no readable body for ${sha256}.`);
      }
      return response.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }));
      return true;
    } catch (error) {
      // A HEAD response has no body to name the error, only its status.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async remove(sha256: string): Promise<void> {
    // S3 answers a delete of a missing key with success, which makes removal idempotent.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(sha256) }));
  }

  private async upload(key: string, path: string): Promise<void> {
    // One PUT for small files, a multipart upload for large ones (aborted if a part fails); at most
    // `queueSize × partSize` bytes are held in memory at once.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(path) },
    });
    await upload.done();
  }

  private keyOf(sha256: string): string {
    assertSha256(sha256);
    return `${this.prefix}blobs/${sha256.slice(0, 2)}/${sha256}`;
  }
}
