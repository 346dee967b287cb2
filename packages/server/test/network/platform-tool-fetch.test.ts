import { coreServices } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadUrlTool } from '../../src/tools/builtin/read-url-tool.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';
import { testEngines } from '../support/test-databases.js';
import { openTestPlatform, type TestPlatform } from '../support/test-platform.js';

// The platform as `spora serve` opens it: the HTTP layer every tool call gets as `ctx.http`.
describe('the platform default ctx.http', () => {
  let test: TestPlatform;
  let secret: LocalHttpServer;

  beforeAll(async () => {
    const [engine] = testEngines;
    if (!engine) throw new Error('no test engine');
    test = await openTestPlatform(engine);
    secret = await startLocalHttpServer((_request, response) =>
      response.writeHead(200).end('internal secret'),
    );
  });

  afterAll(async () => {
    await secret.close();
    await test.dispose();
  });

  it.each([
    ['[::127.0.0.1]', 'loopback'],
    ['[::7f00:1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['[64:ff9b::7f00:1]', 'loopback'],
    ['[2002:7f00:1::1]', 'loopback'],
    ['[::a9fe:a9fe]', 'cloud metadata'],
    ['[::c0a8:1]', 'private'],
  ])('refuses %s (%s) in read_url, sending nothing', async (host, kind) => {
    const http = test.platform.services.resolve(coreServices.toolFetch);
    const ctx = createTestToolContext({ operation: 'fetch', http });
    const result = await new ReadUrlTool().execute({ url: `http://${host}:${secret.port}/` }, ctx);
    expect(result).toMatchObject({ success: false, data: { error_code: 'ADDRESS_NOT_ALLOWED' } });
    expect(result.content).toContain(kind);
    expect(secret.requests).toEqual([]);
  });
});
