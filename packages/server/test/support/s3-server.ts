import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { type S3Connection, s3ClientFor } from '../../src/files/s3-file-store.js';

export interface S3TestServer {
  /** How to reach it, as `SPORA_S3_*` would say: its endpoint, fixed credentials, path style. */
  readonly connection: S3Connection & { readonly endpoint: string };
  readonly bucket: string;
  /** A client configured the way the server's own is. */
  readonly client: S3Client;
  /** Every key in the bucket that starts with `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * s3rver (a real S3-compatible HTTP server, objects in a temporary folder) on a free loopback
 * port, with one empty bucket; `close` stops it and removes the folder.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'spora-s3-'));
  const bucket = 'spora-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const connection = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver checks signatures against these fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = s3ClientFor(connection);
  return {
    connection,
    bucket,
    client,
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap(({ Key }) => (Key === undefined ? [] : [Key])));
        token = page.NextContinuationToken;
      } while (token !== undefined);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
