import { getToolMetadata } from '@spora/sdk';
import { createTestToolContext } from '@spora/sdk/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSafeFetch } from '../../src/network/index.js';
import { ReadUrlTool } from '../../src/tools/builtin/read-url-tool.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';

const article = `<!doctype html>
<html>
<head><title>Spora news</title><style>body { color: red }</style><script>var secretScript = 1;</script></head>
<body>
  <header>Site header</header>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <main>
    <h1>Agents at work</h1>
    <p>Spora runs <strong>agents</strong> for people. Read <a href="https://example.com/docs">the docs</a>.</p>
    <ul><li>first</li><li>second</li></ul>
    <script>document.write('injected')</script>
    <noscript>Enable JavaScript</noscript>
  </main>
  <footer>Site footer</footer>
</body>
</html>`;

const tool = new ReadUrlTool();

describe('read_url tool', () => {
  let server: LocalHttpServer;
  // The test pages are on 127.0.0.1, which the tool network refuses unless told otherwise.
  const localNetwork = createSafeFetch({ allowPrivateNetworks: true });
  const context = (settings: Record<string, string> = {}) =>
    createTestToolContext({ operation: 'fetch', http: localNetwork, settings });
  const read = (url: string, settings?: Record<string, string>) => tool.execute({ url }, context(settings));

  beforeAll(async () => {
    server = await startLocalHttpServer((request, response) => {
      switch (request.url) {
        case '/article':
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(article);
          return;
        case '/latin1':
          response
            .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
            .end(Buffer.from('<p>Gr\u00fc\u00dfe aus K\u00f6ln</p>', 'latin1'));
          return;
        case '/data.json':
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"name":"spora","tools":["read_url"]}');
          return;
        case '/feed.xml':
          response
            .writeHead(200, { 'content-type': 'application/rss+xml' })
            .end('<rss><channel><title>Feed</title></channel></rss>');
          return;
        case '/notes.txt':
          response.writeHead(200, { 'content-type': 'text/plain' }).end('# not a heading\n*plain* text');
          return;
        case '/long.txt':
          response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(50_000));
          return;
        case '/empty':
          response
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<html><script>only()</script></html>');
          return;
        case '/image.png':
          response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
          return;
        case '/files/annual%20report.pdf':
          response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 report');
          return;
        case '/export':
          response
            .writeHead(200, {
              'content-type': 'text/csv',
              'content-disposition': `attachment; filename*=UTF-8''sales%202026.csv`,
            })
            .end('a,b\n1,2\n');
          return;
        case '/moved':
          response.writeHead(301, { location: '/article' }).end();
          return;
        case '/to-metadata':
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
          return;
        case '/slow':
          return;
        default:
          response.writeHead(404, { 'content-type': 'text/html' }).end('<p>missing</p>');
      }
    });
  });

  afterAll(() => server.close());

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('declares fetch on the op discriminator and an http_timeout setting', () => {
    const metadata = getToolMetadata(ReadUrlTool);
    expect(metadata).toMatchObject({ name: 'read_url', category: 'data', icon: 'globe' });
    expect(metadata.operations).toMatchObject([
      { name: 'fetch', discriminatorKey: 'op', requiresApprovalByDefault: false, readOnly: true },
      { name: 'save', discriminatorKey: 'op', requiresApprovalByDefault: false, readOnly: true },
    ]);
    const [timeout] = metadata.settings;
    expect(timeout).toMatchObject({ key: 'http_timeout', type: 'text', default: '15', exposeToLlm: false });
    const pattern = new RegExp(timeout?.validation ?? '');
    expect(['1', '15', '120', '300'].every((value) => pattern.test(value))).toBe(true);
    expect(['0', '301', '1.5', 'abc', '', '-1'].some((value) => pattern.test(value))).toBe(false);
  });

  it('saves what a URL returns as a file named by the caller, the response or the URL', async () => {
    const save = (args: Record<string, unknown>) =>
      tool.execute(args, createTestToolContext({ operation: 'save', http: localNetwork }));
    const byUrl = await save({ op: 'save', url: `${server.origin}/files/annual%20report.pdf` });
    expect(byUrl.success).toBe(true);
    expect(byUrl.files.map((file) => file.name)).toEqual(['annual report.pdf']);
    expect(Buffer.from(byUrl.files[0]?.content ?? '').toString()).toBe('%PDF-1.7 report');
    expect(byUrl.content).toBe(
      `Fetched ${server.origin}/files/annual%20report.pdf (15 bytes) to save as "annual report.pdf".`,
    );
    const byHeader = await save({ op: 'save', url: `${server.origin}/export` });
    expect(byHeader.files.map((file) => file.name)).toEqual(['sales 2026.csv']);
    const named = await save({ op: 'save', url: `${server.origin}/export`, file_name: 'mine.csv' });
    expect(named.files.map((file) => file.name)).toEqual(['mine.csv']);
    const missing = await save({ op: 'save', url: `${server.origin}/nothing-here` });
    expect(missing).toMatchObject({ success: false, content: 'Failed to fetch URL. HTTP Status: 404' });
    expect(missing.files).toEqual([]);
  });

  it('turns an HTML page into Markdown without scripts, styles, navigation, header or footer', async () => {
    const result = await read(`${server.origin}/article`);
    expect(result.success).toBe(true);
    expect(result.content).toMatch(/^Fetched URL Content \(Markdown\):\n\n# Agents at work/);
    expect(result.content).toContain(
      'Spora runs **agents** for people. Read [the docs](https://example.com/docs).',
    );
    expect(result.content).toMatch(/-\s+first\n-\s+second/);
    for (const hidden of [
      'secretScript',
      'injected',
      'color: red',
      'Site header',
      'Site footer',
      'About',
      'Spora news',
    ]) {
      expect(result.content).not.toContain(hidden);
    }
    expect(result.data).toMatchObject({
      status: 200,
      final_url: `${server.origin}/article`,
      truncated: false,
    });
    expect(server.requests.at(-1)?.headers).toMatchObject({
      'user-agent': 'Spora Agent/1.0 (+https://github.com/spora/spora)',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8',
    });
  });

  it('follows redirects and decodes the declared charset', async () => {
    expect((await read(`${server.origin}/moved`)).data).toMatchObject({
      final_url: `${server.origin}/article`,
    });
    expect((await read(`${server.origin}/latin1`)).content).toContain('Grüße aus Köln');
  });

  it('pretty-prints JSON and passes XML and plain text through', async () => {
    expect((await read(`${server.origin}/data.json`)).content).toBe(
      'Fetched JSON Content:\n\n{\n  "name": "spora",\n  "tools": [\n    "read_url"\n  ]\n}',
    );
    expect((await read(`${server.origin}/feed.xml`)).content).toBe(
      'Fetched XML/RSS Content:\n\n<rss><channel><title>Feed</title></channel></rss>',
    );
    expect((await read(`${server.origin}/notes.txt`)).content).toBe(
      'Fetched Text Content:\n\n# not a heading\n*plain* text',
    );
  });

  it('marks truncated content', async () => {
    const result = await read(`${server.origin}/long.txt`);
    expect(result.content.endsWith('\n\n[Content truncated at 40,000 characters]')).toBe(true);
    expect(result.content.length).toBeLessThan(40_100);
    expect(result.data).toMatchObject({ truncated: true });
  });

  it('reports HTTP errors, pages without text and binary content', async () => {
    expect(await read(`${server.origin}/missing`)).toMatchObject({
      success: false,
      content: 'Failed to fetch URL. HTTP Status: 404',
    });
    expect(await read(`${server.origin}/empty`)).toMatchObject({
      success: false,
      content: 'URL was fetched successfully but no readable text content was found.',
    });
    expect((await read(`${server.origin}/image.png`)).content).toContain('image/png');
  });

  it('refuses URLs that are not http(s) before touching the network', async () => {
    const http = vi.fn(localNetwork);
    const ctx = createTestToolContext({ operation: 'fetch', http });
    expect(await tool.execute({ url: 'file:///etc/passwd' }, ctx)).toMatchObject({
      success: false,
      content: 'Only http:// and https:// URLs are supported.',
    });
    expect(await tool.execute({ url: 'not a url' }, ctx)).toMatchObject({
      success: false,
      content: 'A valid absolute URL is required.',
    });
    expect(http).not.toHaveBeenCalled();
  });

  it('refuses private and metadata addresses through the platform network, redirects included', async () => {
    const strict = createSafeFetch();
    const ctx = createTestToolContext({ operation: 'fetch', http: strict });
    const loopback = await tool.execute({ url: `${server.origin}/article` }, ctx);
    expect(loopback).toMatchObject({ success: false, data: { error_code: 'ADDRESS_NOT_ALLOWED' } });
    expect(loopback.content).toMatch(/^Failed to read URL: .*loopback/);
    const metadata = await tool.execute({ url: 'http://169.254.169.254/latest/meta-data/' }, ctx);
    expect(metadata).toMatchObject({ success: false, data: { error_code: 'ADDRESS_NOT_ALLOWED' } });
    const redirected = await read(`${server.origin}/to-metadata`);
    expect(redirected).toMatchObject({ success: false, data: { error_code: 'ADDRESS_NOT_ALLOWED' } });
  });

  it('uses ctx.http, never the global fetch', async () => {
    const globalFetch = vi.spyOn(globalThis, 'fetch');
    const result = await tool.execute(
      { url: 'https://example.com/' },
      createTestToolContext({ operation: 'fetch' }),
    );
    expect(result.success).toBe(false);
    expect(result.content).toContain('No network in this test context');
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it('gives up after the http_timeout setting', async () => {
    const started = Date.now();
    const result = await read(`${server.origin}/slow`, { http_timeout: '1' });
    expect(result).toMatchObject({
      success: false,
      content: 'Failed to read URL: no complete response within 1 s.',
      data: { error_code: 'FETCH_TIMEOUT' },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
