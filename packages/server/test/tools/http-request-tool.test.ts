import { getToolMetadata } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../src/network/index.js';
import { HttpRequestTool } from '../../src/tools/builtin/http-request/http-request-tool.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';

const tool = new HttpRequestTool();
// The test servers are on loopback addresses, which the tool network refuses unless told otherwise.
const localNetwork = createSafeFetch({ allowPrivateNetworks: true });

describe('http_request tool', () => {
  let api: LocalHttpServer;
  let elsewhere: LocalHttpServer;
  const call = (method: string, args: Record<string, unknown>, settings: Record<string, string> = {}) =>
    tool.execute(
      { method, ...args },
      createTestToolContext({ operation: method, http: localNetwork, settings }),
    );

  beforeAll(async () => {
    elsewhere = await startLocalHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('elsewhere');
    }, '127.0.0.2');
    api = await startLocalHttpServer((request, response, body) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      switch (path) {
        case '/items':
          response
            .writeHead(request.method === 'POST' ? 201 : 200, {
              'content-type': 'application/json',
              etag: '"v1"',
            })
            .end(
              request.method === 'HEAD'
                ? undefined
                : JSON.stringify({ method: request.method, url: request.url, body }),
            );
          return;
        case '/page':
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<h1>Title</h1><script>x()</script><p>Text</p>');
          return;
        case '/moved':
          response.writeHead(302, { location: '/items' }).end();
          return;
        case '/away':
          response.writeHead(302, { location: `${elsewhere.origin}/landing` }).end();
          return;
        case '/big':
          response.writeHead(200, { 'content-type': 'text/plain' }).end('y'.repeat(5000));
          return;
        case '/image':
          response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
          return;
        case '/slow':
          return;
        default:
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no such thing"}');
      }
    });
  });

  afterAll(async () => {
    await api.close();
    await elsewhere.close();
  });

  beforeEach(() => {
    api.requests.length = 0;
    elsewhere.requests.length = 0;
  });

  it('declares one operation per method: reading runs unasked and is read-only, changes wait for approval', () => {
    const metadata = getToolMetadata(HttpRequestTool);
    expect(metadata).toMatchObject({ name: 'http_request', category: 'data' });
    expect(
      metadata.operations.map(({ name, requiresApprovalByDefault, readOnly, discriminatorKey }) => ({
        name,
        requiresApprovalByDefault,
        readOnly,
        discriminatorKey,
      })),
    ).toEqual([
      { name: 'get', requiresApprovalByDefault: false, readOnly: true, discriminatorKey: 'method' },
      { name: 'head', requiresApprovalByDefault: false, readOnly: true, discriminatorKey: 'method' },
      { name: 'post', requiresApprovalByDefault: true, readOnly: false, discriminatorKey: 'method' },
      { name: 'put', requiresApprovalByDefault: true, readOnly: false, discriminatorKey: 'method' },
      { name: 'patch', requiresApprovalByDefault: true, readOnly: false, discriminatorKey: 'method' },
      { name: 'delete', requiresApprovalByDefault: true, readOnly: false, discriminatorKey: 'method' },
    ]);
    const settings = Object.fromEntries(metadata.settings.map((setting) => [setting.key, setting]));
    expect(settings.allowed_hosts).toMatchObject({ type: 'textarea', exposeToLlm: true });
    expect(settings.secret_headers).toMatchObject({ type: 'password', exposeToLlm: false });
    const size = new RegExp(settings.max_response_kb?.validation ?? '');
    expect(['1', '256', '9999', '10239', '10240'].every((value) => size.test(value))).toBe(true);
    expect(['0', '10241', '1.5', '', '-1', '99999'].some((value) => size.test(value))).toBe(false);
  });

  it('sends query and headers, and shows a JSON answer pretty-printed with its status and main headers', async () => {
    const result = await call('get', {
      url: `${api.origin}/items`,
      query: { q: 'spora agents', page: 2 },
      headers: { Accept: 'application/json' },
    });
    expect(result.success).toBe(true);
    expect(api.requests[0]).toMatchObject({ method: 'GET', url: '/items?q=spora+agents&page=2' });
    expect(api.requests[0]?.headers.accept).toBe('application/json');
    expect(result.content).toMatch(/^HTTP 200 OK\ncontent-type: application\/json\n/);
    expect(result.content).toContain('etag: "v1"');
    expect(result.content).toContain('  "method": "GET",');
    expect(result.data).toMatchObject({
      method: 'GET',
      status: 200,
      truncated: false,
      secret_headers_sent: [],
    });
  });

  it('sends a JSON body with its content type, and a text body as it is', async () => {
    const created = await call('post', { url: `${api.origin}/items`, json: { name: 'Widget', count: 3 } });
    expect(created).toMatchObject({ success: true, data: { status: 201 } });
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
    expect(api.requests[0]?.body).toBe('{"name":"Widget","count":3}');
    await call('put', {
      url: `${api.origin}/items`,
      body: 'a,b\n1,2',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(api.requests[1]).toMatchObject({ method: 'PUT', body: 'a,b\n1,2' });
    expect(api.requests[1]?.headers['content-type']).toBe('text/csv');
  });

  it('refuses what it cannot send as asked, and sends nothing', async () => {
    const refusals = await Promise.all([
      call('get', { url: `${api.origin}/items`, json: { a: 1 } }),
      call('post', { url: `${api.origin}/items`, json: { a: 1 }, body: 'both' }),
      call('get', { url: 'not a url' }),
      call('get', { url: 'file:///etc/passwd' }),
      call('get', { url: `${api.origin}/items`, headers: { Host: 'evil.example' } }),
      call('get', { url: `${api.origin}/items`, headers: { 'X-Split': 'a\r\nInjected: yes' } }),
      call('get', { url: `${api.origin}/items`, query: ['not', 'an', 'object'] }),
      call('post', { url: `${api.origin}/items`, body: { not: 'text' } }),
      call('trace', { url: `${api.origin}/items` }),
    ]);
    expect(refusals.map((result) => result.success)).toEqual(Array(refusals.length).fill(false));
    expect(refusals[0]?.content).toBe(
      'A GET request has no body: leave out "json" and "body", or use "query".',
    );
    expect(refusals[4]?.content).toBe('The header "Host" is set by the platform, not by the request.');
    expect(api.requests).toEqual([]);
  });

  it('calls only the hosts the agent allows', async () => {
    const refused = await call(
      'get',
      { url: `${api.origin}/items` },
      { allowed_hosts: 'api.example.com\n*.example.org' },
    );
    expect(refused).toMatchObject({ success: false, data: { error_code: 'HOST_NOT_ALLOWED' } });
    expect(refused.content).toBe(
      `127.0.0.1:${api.port} is not among the hosts this agent may call (api.example.com, *.example.org).`,
    );
    expect(api.requests).toEqual([]);
    const allowed = await call(
      'get',
      { url: `${api.origin}/items` },
      { allowed_hosts: `127.0.0.1:${api.port}` },
    );
    expect(allowed.success).toBe(true);
    const wrongPort = await call('get', { url: `${api.origin}/items` }, { allowed_hosts: '127.0.0.1:1' });
    expect(wrongPort.success).toBe(false);
    const broken = await call(
      'get',
      { url: `${api.origin}/items` },
      { allowed_hosts: 'https://api.example.com/' },
    );
    expect(broken).toMatchObject({ success: false, data: { error_code: 'TOOL_SETTING_INVALID' } });
  });

  it("adds the operator's secret headers for their host only, and tells the model their names, never their values", async () => {
    const settings = {
      secret_headers: JSON.stringify({
        '127.0.0.1': { Authorization: 'Bearer s3cret', 'X-Api-Key': 'k-123' },
      }),
    };
    const result = await call(
      'get',
      { url: `${api.origin}/items`, headers: { Authorization: 'Bearer guess' } },
      settings,
    );
    expect(api.requests[0]?.headers.authorization).toBe('Bearer s3cret');
    expect(api.requests[0]?.headers['x-api-key']).toBe('k-123');
    expect(result.data).toMatchObject({ secret_headers_sent: ['authorization', 'x-api-key'] });
    expect(JSON.stringify(result)).not.toContain('s3cret');
    expect(JSON.stringify(result)).not.toContain('k-123');

    // A redirect to another host takes neither the secret nor the model's own credentials along.
    const away = await call('get', { url: `${api.origin}/away`, headers: { Cookie: 'session=1' } }, settings);
    expect(away).toMatchObject({ success: true, content: expect.stringContaining('elsewhere') });
    expect(elsewhere.requests[0]?.headers.authorization).toBeUndefined();
    expect(elsewhere.requests[0]?.headers['x-api-key']).toBeUndefined();
    expect(elsewhere.requests[0]?.headers.cookie).toBeUndefined();
    expect(away.data).toMatchObject({ secret_headers_sent: [] });

    const broken = await call(
      'get',
      { url: `${api.origin}/items` },
      { secret_headers: '{"127.0.0.1": "Bearer x"}' },
    );
    expect(broken).toMatchObject({ success: false, data: { error_code: 'TOOL_SETTING_INVALID' } });
  });

  it('follows redirects of reads within the allowed hosts; a change is sent once and its redirect returned', async () => {
    const read = await call('get', { url: `${api.origin}/moved` });
    expect(read).toMatchObject({ success: true, data: { status: 200, final_url: `${api.origin}/items` } });
    const outside = await call('get', { url: `${api.origin}/away` }, { allowed_hosts: '127.0.0.1' });
    expect(outside).toMatchObject({ success: false, data: { error_code: 'HOST_NOT_ALLOWED' } });
    expect(elsewhere.requests).toEqual([]);
    api.requests.length = 0;
    const change = await call('post', { url: `${api.origin}/moved`, json: {} });
    expect(change).toMatchObject({ success: true, data: { status: 302, headers: { location: '/items' } } });
    expect(api.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('answers an error status as a failed call that still shows what the server said', async () => {
    const missing = await call('delete', { url: `${api.origin}/nothing` });
    expect(missing).toMatchObject({ success: false, data: { status: 404 } });
    expect(missing.content).toContain('"error": "no such thing"');
  });

  it('reads HTML as Markdown, keeps binary bodies out of the text, and cuts a body at the size limit', async () => {
    const page = await call('get', { url: `${api.origin}/page` });
    expect(page.content).toContain('# Title\n\nText');
    expect(page.content).not.toContain('x()');
    const image = await call('get', { url: `${api.origin}/image` });
    expect(image.content).toContain('(4 bytes of image/png, not shown as text)');
    const big = await call('get', { url: `${api.origin}/big` }, { max_response_kb: '1' });
    expect(big.data).toMatchObject({ truncated: true, bytes_read: 1024 });
    expect(big.content).toContain('[Response cut at the size limit');
    const head = await call('head', { url: `${api.origin}/items` });
    expect(head).toMatchObject({ success: true, content: expect.stringContaining('(no body)') });
  });

  it('gives up after the configured time with a clear error', async () => {
    const result = await call('get', { url: `${api.origin}/slow` }, { http_timeout: '1' });
    expect(result).toMatchObject({
      success: false,
      content: 'No complete response within 1 s.',
      data: { error_code: 'FETCH_TIMEOUT' },
    });
  });

  it('describes the action for the approval card', () => {
    expect(
      tool.describeAction({ method: 'post', url: 'https://api.example.com/items', json: { a: 1 } }),
    ).toBe('POST https://api.example.com/items with a JSON body');
    expect(tool.describeAction({ method: 'delete', url: 'https://api.example.com/items/7' })).toBe(
      'DELETE https://api.example.com/items/7',
    );
  });
});
