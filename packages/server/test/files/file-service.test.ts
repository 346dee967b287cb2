import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FileService } from '../../src/files/index.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text);
}

const storeCases = [
  ...testEngines.map((engine) => ({ engine, store: 'local' })),
  // Once more with the content in a bucket of a real S3-compatible server (s3rver).
  ...testEngines.slice(0, 1).map((engine) => ({ engine, store: 's3' })),
] as const;

describe.each(storeCases)('the file service on $engine.name, files $store', ({ engine, store }) => {
  let s3: S3TestServer | null = null;
  let api: TestApi;
  let files: FileService;
  let alice: ApiUser;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3Server();
  });
  afterAll(() => s3?.close());
  beforeEach(async () => {
    api = await openTestApi(
      engine,
      s3 === null
        ? {}
        : { filesStore: { kind: 's3', bucket: s3.bucket, prefix: 'spora/', ...s3.connection } },
    );
    files = api.platform.files;
    alice = await api.signUp();
  });
  afterEach(() => api.dispose());

  it('never leaves a row without its content when uploads and deletes of it interleave', async () => {
    const content = 'contended content';
    await Promise.all(
      Array.from({ length: 6 }, () => files.upload(alice.id, { name: 'a.txt', content: bytesOf(content) })),
    );
    // Each round deletes the rows it has while new uploads of the same content arrive.
    for (let round = 0; round < 4; round += 1) {
      const rows = await files.list(alice.id, { limit: 100, offset: 0 });
      await Promise.all([
        ...rows.files.map((file) => files.remove(alice.id, file.id)),
        ...Array.from({ length: 3 }, () =>
          files.upload(alice.id, { name: 'b.txt', content: bytesOf(content) }),
        ),
      ]);
      const left = await files.list(alice.id, { limit: 100, offset: 0 });
      expect(left.total).toBe(3);
      const [first] = left.files;
      if (first === undefined) throw new Error('no file left');
      const opened = await files.open(alice.id, first.id);
      let text = '';
      for await (const part of opened.content) text += part;
      expect(text).toBe(content);
    }
    // One blob for the one content, in the bucket when the store is S3; none once its files are gone.
    expect(await s3?.keys('spora/')).toEqual(
      s3 === null ? undefined : [expect.stringMatching(/^spora\/blobs\//)],
    );
    const last = await files.list(alice.id, { limit: 100, offset: 0 });
    await Promise.all(last.files.map((file) => files.remove(alice.id, file.id)));
    expect(await api.platform.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    expect(await files.list(alice.id, { limit: 100, offset: 0 })).toEqual({ files: [], total: 0 });
    expect(await s3?.keys('spora/')).toEqual(s3 === null ? undefined : []);
  });

  it('describes the upload as multipart/form-data in the OpenAPI document', async () => {
    const document = (await api.anonymous('GET', '/api/v1/openapi.json')).json();
    const upload = document.paths['/api/v1/files'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '413', '422']));
  });
});
