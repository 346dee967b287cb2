import { EventEmitter } from 'node:events';
import type { ClientRequest } from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createSafeFetch,
  type HostLookup,
  type ResolvedAddress,
  SafeFetchError,
  type SafeFetchOptions,
} from '../../src/network/index.js';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.js';

/** A DNS stand-in that answers from a table and counts the questions. */
function tableLookup(table: Record<string, string[]>): HostLookup & { readonly calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string): Promise<readonly ResolvedAddress[]> => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

const failingLookup: HostLookup = () => Promise.reject(new Error('no DNS in this test'));

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof SafeFetchError) return error;
  throw new Error(`expected a SafeFetchError, got ${String(error)}`);
}

describe('safe fetch', () => {
  let pages: LocalHttpServer;
  let internal: LocalHttpServer;

  beforeAll(async () => {
    pages = await startLocalHttpServer((request, response, body) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
      if (url.pathname === '/hello') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
      } else if (url.pathname === '/echo') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            method: request.method,
            host: request.headers.host,
            authorization: request.headers.authorization ?? null,
            contentType: request.headers['content-type'] ?? null,
            body,
          }),
        );
      } else if (url.pathname === '/redirect') {
        response.writeHead(Number(url.searchParams.get('status') ?? 302), {
          location: url.searchParams.get('to') ?? '/',
        });
        response.end();
      } else if (chain) {
        const left = Number(chain[1]);
        if (left === 0) response.writeHead(200).end('end of chain');
        else response.writeHead(302, { location: `/chain/${left - 1}` }).end();
      } else if (url.pathname === '/big') {
        response
          .writeHead(200, { 'content-length': String(2 * 1024 * 1024) })
          .end(Buffer.alloc(2 * 1024 * 1024, 97));
      } else if (url.pathname === '/big-chunked') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        for (let index = 0; index < 32; index += 1) response.write(Buffer.alloc(64 * 1024, 98));
        response.end();
      } else if (url.pathname === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('compressed hello'));
      } else if (url.pathname === '/gzip-bomb') {
        response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5 * 1024 * 1024)));
      } else if (url.pathname === '/stall') {
        // Never answers.
      } else if (url.pathname === '/stall-body') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('partial');
      } else if (url.pathname === '/broken') {
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        response.write('partial');
        setTimeout(() => response.socket?.destroy(), 20);
      } else if (url.pathname === '/no-content') {
        response.writeHead(204).end();
      } else {
        response.writeHead(404).end('not found');
      }
    });
    // A second loopback address: the stand-in for a private service that a redirect must not reach.
    internal = await startLocalHttpServer(
      (_request, response) => response.writeHead(200).end('internal secret'),
      '127.0.0.2',
    );
  });

  afterAll(async () => {
    await pages.close();
    await internal.close();
  });

  /** Fetch that may reach the test page server on 127.0.0.1, and nothing else that is not public. */
  const pagesOnly = (options: SafeFetchOptions = {}) =>
    createSafeFetch({ allowedRanges: ['127.0.0.1/32'], lookup: failingLookup, ...options });

  describe('refuses', () => {
    it.each([
      ['http://127.0.0.1/', 'loopback'],
      ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', 'cloud metadata'],
      ['http://[::1]/', 'loopback'],
      ['http://[::ffff:127.0.0.1]/', 'loopback'],
      ['http://[::ffff:a9fe:a9fe]/', 'cloud metadata'],
      ['http://0.0.0.0/', 'unspecified'],
      ['http://10.0.0.1/', 'private'],
      ['http://2130706433/', 'loopback'],
      ['http://0x7f.1/', 'loopback'],
      ['https://192.168.0.1/', 'private'],
      ['http://[::127.0.0.1]/', 'loopback'],
      ['http://[::7f00:1]:8080/', 'loopback'],
      ['http://[::a9fe:a9fe]/latest/meta-data/', 'cloud metadata'],
      ['http://[::c0a8:1]/', 'private'],
      ['http://[64:ff9b::a9fe:a9fe]/', 'cloud metadata'],
      ['http://[64:ff9b::10.0.0.1]/', 'private'],
      ['http://[2002:7f00:1::]/', 'loopback'],
      ['http://[2002:c0a8:101::1]/', 'private'],
    ])('%s (%s) before connecting', async (url, kind) => {
      const error = await refusal(createSafeFetch({ lookup: failingLookup })(url));
      expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
      expect(error.message).toContain(kind);
    });

    it('the local page server itself without an allowance, and sends it nothing', async () => {
      const before = pages.requests.length;
      const error = await refusal(createSafeFetch()(`${pages.origin}/hello`));
      expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
      expect(pages.requests.length).toBe(before);
    });

    it('a host name that resolves to a private address', async () => {
      const lookup = tableLookup({
        'intranet.example.com': ['10.1.2.3'],
        'mixed.example.com': ['93.184.216.34', '192.168.1.20'],
      });
      const fetch = createSafeFetch({ lookup });
      const intranet = await refusal(fetch('http://intranet.example.com/admin'));
      expect(intranet.code).toBe('ADDRESS_NOT_ALLOWED');
      expect(intranet.message).toContain('intranet.example.com resolves to 10.1.2.3');
      expect(intranet.details).toMatchObject({ address: '10.1.2.3' });
      // One private answer among public ones is enough to refuse.
      expect((await refusal(fetch('http://mixed.example.com/'))).code).toBe('ADDRESS_NOT_ALLOWED');
    });

    it('localhost, through the real resolver', async () => {
      expect((await refusal(createSafeFetch()('http://localhost:9/'))).code).toBe('ADDRESS_NOT_ALLOWED');
    });

    it.each([
      'file:///etc/passwd',
      'ftp://example.com/file',
      'gopher://example.com/',
      'data:text/plain,hi',
      'not a url',
      '/relative',
    ])('%s as a URL', async (url) => {
      expect((await refusal(createSafeFetch({ lookup: failingLookup })(url))).code).toBe('URL_NOT_ALLOWED');
    });

    it('URLs with embedded credentials', async () => {
      expect((await refusal(pagesOnly()(`http://user:pass@127.0.0.1:${pages.port}/hello`))).code).toBe(
        'URL_NOT_ALLOWED',
      );
    });

    it('a redirect to a private address, on every hop', async () => {
      const before = internal.requests.length;
      const fetch = pagesOnly();
      const target = `${internal.origin}/`;
      for (const status of [301, 302, 303, 307, 308]) {
        const error = await refusal(
          fetch(`${pages.origin}/redirect?status=${status}&to=${encodeURIComponent(target)}`),
        );
        expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
        expect(error.details).toMatchObject({ address: '127.0.0.2' });
      }
      expect(internal.requests.length).toBe(before);
      // The target is reachable when the policy allows it, so the refusal above was the policy's.
      const direct = await createSafeFetch({ allowPrivateNetworks: true })(target);
      expect(await direct.text()).toBe('internal secret');
    });

    it.each(['[::7f00:2]', '[::127.0.0.2]', '[::ffff:7f00:2]', '[64:ff9b::7f00:2]', '[2002:7f00:2::1]'])(
      'a redirect to the private service at %s, an IPv6 form of its IPv4 address',
      async (host) => {
        const before = internal.requests.length;
        const to = encodeURIComponent(`http://${host}:${internal.port}/`);
        for (const status of [302, 307]) {
          const error = await refusal(pagesOnly()(`${pages.origin}/redirect?status=${status}&to=${to}`));
          expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
          expect(error.message).toContain('loopback');
        }
        expect(internal.requests.length).toBe(before);
      },
    );

    it.each(['[::a9fe:a9fe]', '[64:ff9b::a9fe:a9fe]', '[2002:a9fe:a9fe::]'])(
      'a redirect to cloud metadata as %s even when private networks are allowed',
      async (host) => {
        const to = encodeURIComponent(`http://${host}/latest/meta-data/`);
        const error = await refusal(
          createSafeFetch({ allowPrivateNetworks: true })(`${pages.origin}/redirect?to=${to}`),
        );
        expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
        expect(error.message).toContain('cloud metadata');
      },
    );

    it('a redirect to a host name that resolves to a private address', async () => {
      const lookup = tableLookup({ 'internal.example.com': ['127.0.0.2'] });
      const to = encodeURIComponent(`http://internal.example.com:${internal.port}/`);
      const before = internal.requests.length;
      const error = await refusal(pagesOnly({ lookup })(`${pages.origin}/redirect?to=${to}`));
      expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
      expect(internal.requests.length).toBe(before);
    });

    it('a redirect to cloud metadata even when private networks are allowed', async () => {
      const to = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
      const error = await refusal(
        createSafeFetch({ allowPrivateNetworks: true })(`${pages.origin}/redirect?to=${to}`),
      );
      expect(error.code).toBe('ADDRESS_NOT_ALLOWED');
      expect(error.message).toContain('cloud metadata');
    });

    it('a redirect to a file: URL', async () => {
      const error = await refusal(
        pagesOnly()(`${pages.origin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
      );
      expect(error.code).toBe('URL_NOT_ALLOWED');
    });
  });

  it('connects to the address it checked, sending the host name as Host', async () => {
    // `pages.example.com` exists only in this table: a second, real DNS resolution would fail.
    const lookup = tableLookup({ 'pages.example.com': ['127.0.0.1'] });
    const response = await pagesOnly({ lookup })(`http://pages.example.com:${pages.port}/echo`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`http://pages.example.com:${pages.port}/echo`);
    expect(await response.json()).toMatchObject({ method: 'GET', host: `pages.example.com:${pages.port}` });
    expect(lookup.calls).toEqual(['pages.example.com']);
  });

  it('over https, connects to the checked address and verifies the certificate against the host name', async () => {
    // No connection leaves this machine: the request is intercepted where it would open a socket.
    const request = vi.spyOn(https, 'request').mockImplementation(() => {
      const fake = new EventEmitter() as ClientRequest;
      fake.end = () => {
        queueMicrotask(() => fake.emit('error', new Error('intercepted by the test')));
        return fake;
      };
      return fake;
    });
    try {
      const lookup = tableLookup({ 'secure.example.com': ['93.184.216.34'] });
      const error = await refusal(createSafeFetch({ lookup })('https://secure.example.com/path?q=1'));
      expect(error.code).toBe('FETCH_FAILED');
      expect(request).toHaveBeenCalledOnce();
      expect(request.mock.calls[0]?.[0]).toMatchObject({
        host: '93.184.216.34',
        servername: 'secure.example.com',
        path: '/path?q=1',
        headers: { host: 'secure.example.com' },
      });
    } finally {
      request.mockRestore();
    }
  });

  it('resolves once per hop, so a changed DNS answer cannot swap the checked address', async () => {
    let answers = 0;
    const rebinding: HostLookup = async () => {
      answers += 1;
      return [{ address: answers === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const response = await pagesOnly({ lookup: rebinding })(`http://rebind.example.com:${pages.port}/hello`);
    expect(await response.text()).toBe('hello');
    expect(answers).toBe(1);
  });

  it('follows up to five redirects, and refuses a sixth', async () => {
    const fetch = pagesOnly();
    const five = await fetch(`${pages.origin}/chain/5`);
    expect(await five.text()).toBe('end of chain');
    expect(five.redirected).toBe(true);
    expect(five.url).toBe(`${pages.origin}/chain/0`);

    const before = pages.requests.length;
    const error = await refusal(fetch(`${pages.origin}/chain/6`));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect(pages.requests.length - before).toBe(6);
  });

  it('honours redirect: "manual" and "error"', async () => {
    const manual = await pagesOnly()(`${pages.origin}/chain/1`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe('/chain/0');
    expect((await refusal(pagesOnly()(`${pages.origin}/chain/1`, { redirect: 'error' }))).code).toBe(
      'FETCH_FAILED',
    );
  });

  it('turns a POST into a GET on 303, and drops credentials when a redirect changes origin', async () => {
    const lookup = tableLookup({ 'other.example.com': ['127.0.0.1'] });
    const fetch = pagesOnly({ lookup });
    const seeOther = await fetch(`${pages.origin}/redirect?status=303&to=/echo`, {
      method: 'POST',
      body: 'payload',
      headers: { authorization: 'Bearer same-origin', 'content-type': 'text/plain' },
    });
    expect(await seeOther.json()).toMatchObject({
      method: 'GET',
      body: '',
      authorization: 'Bearer same-origin',
      contentType: null,
    });

    const kept = await fetch(`${pages.origin}/redirect?status=307&to=/echo`, {
      method: 'POST',
      body: 'payload',
    });
    expect(await kept.json()).toMatchObject({ method: 'POST', body: 'payload' });

    const to = encodeURIComponent(`http://other.example.com:${pages.port}/echo`);
    const crossOrigin = await fetch(`${pages.origin}/redirect?to=${to}`, {
      headers: { authorization: 'Bearer secret' },
    });
    expect(await crossOrigin.json()).toMatchObject({
      host: `other.example.com:${pages.port}`,
      authorization: null,
    });
  });

  it('sends request bodies and headers like fetch', async () => {
    const response = await pagesOnly()(`${pages.origin}/echo`, {
      method: 'POST',
      body: new URLSearchParams({ q: 'spora' }),
    });
    expect(await response.json()).toMatchObject({
      method: 'POST',
      body: 'q=spora',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('decodes gzip', async () => {
    expect(await (await pagesOnly()(`${pages.origin}/gzip`)).text()).toBe('compressed hello');
  });

  it('has no body for 204 and HEAD', async () => {
    const noContent = await pagesOnly()(`${pages.origin}/no-content`);
    expect(noContent.status).toBe(204);
    expect(noContent.body).toBeNull();
    const head = await pagesOnly()(`${pages.origin}/hello`, { method: 'HEAD' });
    expect(head.body).toBeNull();
  });

  describe('caps the response size', () => {
    const capped = () => pagesOnly({ maxResponseBytes: 1024 * 1024 });

    it('refusing a declared length over the cap', async () => {
      expect((await refusal(capped()(`${pages.origin}/big`))).code).toBe('RESPONSE_TOO_LARGE');
    });

    it('stopping a streamed body at the cap', async () => {
      const response = await capped()(`${pages.origin}/big-chunked`);
      expect((await refusal(response.text())).code).toBe('RESPONSE_TOO_LARGE');
    });

    it('counting decoded bytes, so a compression bomb is stopped too', async () => {
      const response = await capped()(`${pages.origin}/gzip-bomb`);
      expect((await refusal(response.arrayBuffer())).code).toBe('RESPONSE_TOO_LARGE');
    });

    it('letting a body under the cap through', async () => {
      const response = await pagesOnly({ maxResponseBytes: 4 * 1024 * 1024 })(`${pages.origin}/big-chunked`);
      expect((await response.arrayBuffer()).byteLength).toBe(2 * 1024 * 1024);
    });
  });

  describe('times out', () => {
    it('waiting for the response', async () => {
      const started = Date.now();
      const error = await refusal(pagesOnly({ timeoutMs: 300 })(`${pages.origin}/stall`));
      expect(error.code).toBe('FETCH_TIMEOUT');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('while the body trickles', async () => {
      const response = await pagesOnly({ timeoutMs: 300 })(`${pages.origin}/stall-body`);
      expect(response.status).toBe(200);
      expect((await refusal(response.text())).code).toBe('FETCH_TIMEOUT');
    });
  });

  it('reports a body that breaks off', async () => {
    const response = await pagesOnly()(`${pages.origin}/broken`);
    const error = await refusal(response.text());
    expect(error.code).toBe('FETCH_FAILED');
    expect(error.message).toContain('broke off');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = pagesOnly()(`${pages.origin}/stall`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a host that does not resolve', async () => {
    const error = await refusal(createSafeFetch({ lookup: tableLookup({}) })('http://nowhere.example.com/'));
    expect(error.code).toBe('FETCH_FAILED');
    expect(error.message).toContain('nowhere.example.com');
  });
});
