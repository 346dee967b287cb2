import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { fileStoreFromConfig, LocalFileStore } from '../../src/files/index.js';
import { S3FileStore } from '../../src/files/s3-file-store.js';
import { chunks } from './file-store-contract.js';
import { filesUnder } from './multipart-upload.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ env, cwd: '/tmp' });

describe('the files store setting', () => {
  it('keeps files in the files folder unless told otherwise', async () => {
    const config = load({});
    expect(config.filesStore).toEqual({ kind: 'local' });
    expect(await fileStoreFromConfig(config)).toBeInstanceOf(LocalFileStore);
    expect(load({ SPORA_FILES_STORE: ' Local ' }).filesStore).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings, with path style on by default for a compatible server', async () => {
    const config = load({
      SPORA_FILES_STORE: 's3',
      SPORA_S3_BUCKET: 'uploads',
      SPORA_S3_ENDPOINT: 'http://minio.internal:9000',
      SPORA_S3_ACCESS_KEY_ID: 'key',
      SPORA_S3_SECRET_ACCESS_KEY: 'secret',
      SPORA_S3_PREFIX: 'spora',
    });
    expect(config.filesStore).toEqual({
      kind: 's3',
      bucket: 'uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'spora/',
      forcePathStyle: true,
    });
    expect(await fileStoreFromConfig(config)).toBeInstanceOf(S3FileStore);
  });

  it('leaves AWS S3 to virtual-hosted addresses and the default credential chain', () => {
    const config = load({
      SPORA_FILES_STORE: 's3',
      SPORA_S3_BUCKET: 'uploads',
      SPORA_S3_REGION: 'eu-west-1',
    });
    expect(config.filesStore).toEqual({
      kind: 's3',
      bucket: 'uploads',
      endpoint: null,
      region: 'eu-west-1',
      credentials: null,
      prefix: '',
      forcePathStyle: false,
    });
    expect(
      load({
        SPORA_FILES_STORE: 's3',
        SPORA_S3_BUCKET: 'uploads',
        SPORA_S3_ENDPOINT: 'https://s3.example.test',
        SPORA_S3_FORCE_PATH_STYLE: 'false',
      }).filesStore,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('names each problem with the S3 settings', () => {
    expect(() => load({ SPORA_FILES_STORE: 'ftp' })).toThrow(
      /filesStore \(SPORA_FILES_STORE\) must be one of local, s3, got "ftp"/,
    );
    expect(() => load({ SPORA_FILES_STORE: 's3' })).toThrow(
      /s3Bucket \(SPORA_S3_BUCKET\) is required when filesStore is s3/,
    );
    expect(() =>
      load({
        SPORA_FILES_STORE: 's3',
        SPORA_S3_BUCKET: 'uploads',
        SPORA_S3_ENDPOINT: 'minio:9000',
        SPORA_S3_ACCESS_KEY_ID: 'key',
        SPORA_S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toThrow(
      /SPORA_S3_ENDPOINT\) must be an http:\/\/ or https:\/\/ address.*SPORA_S3_SECRET_ACCESS_KEY\) must be set together.*SPORA_S3_FORCE_PATH_STYLE\) must be true or false/,
    );
  });

  it('stages S3 uploads in the files folder before they go to the bucket', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'spora-files-'));
    try {
      const store = await fileStoreFromConfig(
        load({ SPORA_FILES_STORE: 's3', SPORA_S3_BUCKET: 'uploads', SPORA_FILES_DIR: filesDir }),
      );
      // Staging reads and writes only local files: no S3 request is made before `keep`.
      const staged = await store.stage(chunks('staged'), { maxBytes: 100 });
      expect(filesUnder(filesDir)).toEqual([expect.stringMatching(/^\.incoming\/[^/]+\.part$/)]);
      await staged.discard();
      expect(filesUnder(filesDir)).toEqual([]);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
