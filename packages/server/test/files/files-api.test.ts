import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { filesUnder, multipartType, tinyPng, uploadBody } from './multipart-upload.js';

interface FileView {
  id: number;
  name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  created_at: string;
  content_url: string;
}

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

describe.each(testEngines)('files API on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let bob: ApiUser;

  beforeEach(async () => {
    api = await openTestApi(engine, { maxFileBytes: 1024 });
    alice = await api.signUp();
    bob = await api.signUp();
  });
  afterEach(() => api.dispose());

  const filesDir = () => api.platform.config.filesDir;

  function upload(user: ApiUser, fileName: string, content: Buffer | string, field = 'file') {
    return user.request('POST', '/api/v1/files', uploadBody(fileName, content, field), {
      'content-type': multipartType,
    });
  }

  async function uploaded(user: ApiUser, fileName: string, content: Buffer | string): Promise<FileView> {
    const response = await upload(user, fileName, content);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { file: FileView } }).data.file;
  }

  it('stores an upload under the hash of its content and gives it back with safe headers', async () => {
    const text = 'Quarterly numbers: 1, 2, 3 — naïve café\n';
    const file = await uploaded(alice, 'café notes.txt', text);
    expect(file).toMatchObject({
      name: 'café notes.txt',
      media_type: 'text/plain',
      size_bytes: Buffer.byteLength(text),
      sha256: sha256(text),
      content_url: `/api/v1/files/${file.id}/content`,
    });
    expect(filesUnder(filesDir())).toEqual([join(file.sha256.slice(0, 2), file.sha256)]);

    const download = await alice.request('GET', file.content_url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(text);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="caf? notes.txt"; filename*=UTF-8''caf%C3%A9%20notes.txt`,
    );

    const listed = await alice.request('GET', '/api/v1/files');
    expect(listed.json().data).toEqual({
      files: [file],
      pagination: { page: 1, per_page: 20, total: 1, last_page: 1 },
    });
    expect((await alice.request('GET', `/api/v1/files/${file.id}`)).json().data.file).toEqual(file);
  });

  it('sniffs the type from the content, not the name', async () => {
    const png = await uploaded(alice, 'holiday.txt', tinyPng);
    expect(png.media_type).toBe('image/png');
    const image = await alice.request('GET', png.content_url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline; filename=holiday.txt');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);

    const page = await uploaded(alice, 'photo.png', '<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(page.media_type).toBe('text/html');
    const served = await alice.request('GET', page.content_url);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment; filename=photo.png');

    const binaryNamedText = await uploaded(alice, 'data.csv', Buffer.from([0x61, 0x00, 0x62, 0xff]));
    expect(binaryNamedText.media_type).toBe('application/octet-stream');
    expect((await uploaded(alice, 'table.csv', 'a,b\n1,2\n')).media_type).toBe('text/csv');
    expect((await uploaded(alice, 'README.md', '# Title\n')).media_type).toBe('text/markdown');
    expect((await uploaded(alice, 'program.exe', 'plain words')).media_type).toBe('application/octet-stream');
  });

  it('serves SVG as a download of unknown type, never as an image', async () => {
    const svg = await uploaded(
      alice,
      'logo.svg',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(svg.media_type).toBe('image/svg+xml');
    const served = await alice.request('GET', svg.content_url);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file over the limit with 413, keeping no row, blob or partial file', async () => {
    const response = await upload(alice, 'big.bin', Buffer.alloc(1025, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', details: { max_bytes: 1024 } });
    expect(filesUnder(filesDir())).toEqual([]);
    expect(await api.platform.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
    // Exactly the limit is allowed.
    expect((await uploaded(alice, 'edge.bin', Buffer.alloc(1024, 7))).size_bytes).toBe(1024);
  });

  it('refuses an empty file, a missing file part, an unusable name and a JSON body', async () => {
    const empty = await upload(alice, 'empty.txt', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('FILE_EMPTY');
    const otherField = await upload(alice, 'a.txt', 'x', 'attachment');
    expect(otherField.json().error.code).toBe('FILE_MISSING');
    const dots = await upload(alice, '..', 'x');
    expect(dots.json().error.code).toBe('FILE_NAME_INVALID');
    const json = await alice.request('POST', '/api/v1/files', {});
    expect(json.statusCode).toBe(415);
    // A multipart body that ends before any part (found by the property fuzz test) is a client's error.
    for (const body of [
      ' ',
      '--x\r\n',
      '--x\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\n\r\nab',
    ]) {
      const broken = await alice.request('POST', '/api/v1/files', body, {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(broken.statusCode, JSON.stringify(body)).toBe(422);
      expect(broken.json().error.code).toBe('FILE_MISSING');
    }
    expect(filesUnder(filesDir())).toEqual([]);
    expect(await api.platform.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('keeps folders and control characters out of stored names', async () => {
    const file = await uploaded(alice, 'C:\\Users\\me\\re\u202Eport\u0007.txt', 'x');
    expect(file.name).toBe('report.txt');
  });

  it('needs the CSRF header for a cookie session, like every unsafe route', async () => {
    const response = await api.anonymous('POST', '/api/v1/files', uploadBody('a.txt', 'x'), {
      cookie: alice.cookie,
      'content-type': multipartType,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_INVALID');
    expect(filesUnder(filesDir())).toEqual([]);
  });

  it("answers 404 for another user's file and for guessed ids, on every route", async () => {
    const file = await uploaded(alice, 'secret.txt', 'mine');
    for (const id of [file.id, file.id + 1, 999_999]) {
      for (const [method, url] of [
        ['GET', `/api/v1/files/${id}`],
        ['GET', `/api/v1/files/${id}/content`],
        ['DELETE', `/api/v1/files/${id}`],
      ] as const) {
        const response = await bob.request(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('FILE_NOT_FOUND');
      }
    }
    expect((await bob.request('GET', '/api/v1/files')).json().data.files).toEqual([]);
    expect((await alice.request('GET', file.content_url)).body).toBe('mine');
  });

  it('removes the content with the last file that has it', async () => {
    const first = await uploaded(alice, 'a.txt', 'shared content');
    const second = await uploaded(bob, 'b.txt', 'shared content');
    expect(second.sha256).toBe(first.sha256);
    expect(filesUnder(filesDir())).toHaveLength(1);

    expect((await alice.request('DELETE', `/api/v1/files/${first.id}`)).statusCode).toBe(204);
    expect(filesUnder(filesDir())).toHaveLength(1);
    expect((await bob.request('GET', second.content_url)).body).toBe('shared content');

    expect((await bob.request('DELETE', `/api/v1/files/${second.id}`)).statusCode).toBe(204);
    expect(filesUnder(filesDir())).toEqual([]);
    expect((await bob.request('GET', `/api/v1/files/${second.id}`)).statusCode).toBe(404);

    // The same content uploaded again after its blob went is stored afresh.
    const again = await uploaded(alice, 'c.txt', 'shared content');
    expect((await alice.request('GET', again.content_url)).body).toBe('shared content');
  });
});
