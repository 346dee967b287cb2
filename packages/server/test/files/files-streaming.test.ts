import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';
import { closing, filesUnder, multipartType, partOpening } from './multipart-upload.js';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Heap and buffer memory of this process, where the server runs too. */
const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe.each(testEngines)('streamed uploads over HTTP on $name', (engine) => {
  let api: TestApi;
  let alice: ApiUser;
  let origin: string;

  beforeEach(async () => {
    api = await openTestApi(engine, { maxFileBytes: 200 * 1024 * 1024 });
    alice = await api.signUp();
    origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    // The test platform's scratch folder outlives it; the large blobs must not.
    rmSync(api.platform.config.filesDir, { recursive: true, force: true });
    await api.dispose();
  });

  const filesDir = () => api.platform.config.filesDir;

  function openUpload(headers: Record<string, string> = {}) {
    const request = httpRequest(`${origin}/api/v1/files`, {
      method: 'POST',
      headers: {
        cookie: alice.cookie,
        'x-csrf-token': alice.csrfToken,
        'content-type': multipartType,
        ...headers,
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      request.on('response', resolve);
      request.on('error', reject);
    });
    return { request, answered };
  }

  it('leaves nothing behind when the client goes away half way', async () => {
    const { request, answered } = openUpload({ 'content-length': String(10 * 1024 * 1024) });
    answered.catch(() => {});
    request.write(partOpening('file', 'half.bin'));
    request.write(Buffer.alloc(512 * 1024, 1));
    // The upload is under way: its partial file exists.
    await until(() => filesUnder(join(filesDir(), '.incoming')).length === 1, 'the partial file');
    request.destroy();
    await until(() => filesUnder(filesDir()).length === 0, 'the partial file to go');
    expect(await api.platform.database.db.selectFrom('files').selectAll().execute()).toEqual([]);
  });

  it('answers a too-large upload at once while the client is still sending, keeping nothing', async () => {
    const small = await openTestApi(engine, { maxFileBytes: 1024 * 1024 });
    try {
      const bob = await small.signUp();
      const smallOrigin = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const request = httpRequest(`${smallOrigin}/api/v1/files`, {
        method: 'POST',
        headers: { cookie: bob.cookie, 'x-csrf-token': bob.csrfToken, 'content-type': multipartType },
      });
      request.on('error', () => {});
      const answered = new Promise<IncomingMessage>((resolve) => request.on('response', resolve));
      let response: IncomingMessage | null = null;
      void answered.then((value) => {
        response = value;
      });
      request.write(partOpening('file', 'huge.bin'));
      const chunk = Buffer.alloc(64 * 1024, 3);
      // Up to 64 MiB, but the answer comes long before.
      for (let index = 0; index < 1024 && response === null; index += 1) {
        if (!request.write(chunk))
          await Promise.race([new Promise((resolve) => request.once('drain', resolve)), answered]);
      }
      const answer = await answered;
      let body = '';
      for await (const part of answer) body += part;
      request.destroy();
      expect(answer.statusCode).toBe(413);
      expect(JSON.parse(body).error.code).toBe('FILE_TOO_LARGE');
      expect(filesUnder(small.platform.config.filesDir)).toEqual([]);
    } finally {
      await small.dispose();
    }
  });

  it('streams a 128 MiB upload to disk without holding it in memory, hashing it on the way', async () => {
    const chunk = Buffer.alloc(64 * 1024);
    for (let index = 0; index < chunk.length; index += 1) chunk[index] = (index * 31) % 251;
    const chunks = 2048; // 128 MiB
    const expected = createHash('sha256');
    for (let index = 0; index < chunks; index += 1) expected.update(chunk);

    const baseline = memoryInUse();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryInUse());
    }, 10);
    try {
      const { request, answered } = openUpload();
      request.write(partOpening('file', 'large.bin'));
      for (let index = 0; index < chunks; index += 1) {
        // The same buffer each time: the test itself holds 64 KiB, so what grows is the server's.
        if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
      }
      request.end(closing);
      const response = await answered;
      let body = '';
      for await (const part of response) body += part;
      expect(response.statusCode, body).toBe(201);
      const { file } = (JSON.parse(body) as { data: { file: { size_bytes: number; sha256: string } } }).data;
      expect(file.size_bytes).toBe(chunk.length * chunks);
      expect(file.sha256).toBe(expected.digest('hex'));
      expect(filesUnder(filesDir())).toEqual([join(file.sha256.slice(0, 2), file.sha256)]);
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    // Loose on purpose: garbage is collected when V8 likes (20 to 40 MiB of it in runs here), but
    // an upload held whole would add all of its 128 MiB.
    expect(growth, `memory grew by ${Math.round(growth / 1024 / 1024)} MiB`).toBeLessThan(64 * 1024 * 1024);
  });
});
