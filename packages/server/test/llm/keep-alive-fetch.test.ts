import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAliveFetch } from '../../src/llm/index.js';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handle: Handler;
const sockets = new Set<Socket>();

beforeEach(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString()));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  sockets.clear();
});

function echo(): Handler {
  return (request, response, body) => {
    response.writeHead(201, 'Made', { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    response.end(
      JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }),
    );
  };
}

describe('keepAliveFetch', () => {
  it('sends method, headers and a string body, and reads status and headers back', async () => {
    handle = echo();
    const response = await keepAliveFetch(`${baseUrl}/v1/echo?x=1`, {
      method: 'post',
      headers: new Headers({ 'content-type': 'application/json', 'x-custom': 'yes' }),
      body: '{"hello":"wörld"}',
    });

    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.ok).toBe(true);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const echoed = (await response.json()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(echoed).toMatchObject({
      method: 'POST',
      url: '/v1/echo?x=1',
      body: '{"hello":"wörld"}',
      headers: { 'content-type': 'application/json', 'x-custom': 'yes', 'content-length': '18' },
    });
  });

  it('sends byte bodies and accepts URL and Request inputs', async () => {
    handle = echo();
    const bytes = await keepAliveFetch(new URL(`${baseUrl}/bytes`), {
      method: 'PUT',
      body: new Uint8Array([104, 105]),
    });
    expect(await bytes.json()).toMatchObject({ method: 'PUT', url: '/bytes', body: 'hi' });

    const request = new Request(`${baseUrl}/request`, {
      method: 'POST',
      body: 'from a Request',
      headers: { 'x-a': '1' },
    });
    expect(await (await keepAliveFetch(request)).json()).toMatchObject({
      method: 'POST',
      body: 'from a Request',
      headers: { 'x-a': '1' },
    });
  });

  it('reuses one connection for consecutive requests', async () => {
    handle = (request, response) => response.end(String((request.socket as Socket).remotePort));
    const first = await (await keepAliveFetch(`${baseUrl}/1`)).text();
    const second = await (await keepAliveFetch(`${baseUrl}/2`)).text();
    expect(second).toBe(first);
    expect(sockets.size).toBe(1);
  });

  it('streams the body as it arrives', async () => {
    let finish = () => {};
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      finish = () => response.end('data: last\n\n');
    };
    const response = await keepAliveFetch(`${baseUrl}/stream`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('data: last\n\n');
  });

  it('decompresses a gzip body and gives 204 no body', async () => {
    handle = (request, response) => {
      if (request.url === '/empty') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(gzipSync('compressed text'));
    };
    expect(await (await keepAliveFetch(`${baseUrl}/gzip`)).text()).toBe('compressed text');
    const empty = await keepAliveFetch(`${baseUrl}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('aborts a request waiting for its answer', async () => {
    const closed = vi.fn();
    handle = (request) => request.socket.once('close', closed);
    const controller = new AbortController();
    const pending = keepAliveFetch(`${baseUrl}/slow`, { signal: controller.signal });
    await vi.waitFor(() => expect(sockets.size).toBe(1));
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
  });

  it('aborts a body being streamed', async () => {
    handle = (_request, response) => {
      response.writeHead(200);
      response.write('partial');
    };
    const controller = new AbortController();
    const response = await keepAliveFetch(`${baseUrl}/stalls`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses an aborted signal and other protocols before sending anything', async () => {
    handle = echo();
    await expect(keepAliveFetch(`${baseUrl}/x`, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(keepAliveFetch('ftp://example.com/file')).rejects.toThrow(TypeError);
    expect(sockets.size).toBe(0);
  });
});
