/**
 * Errors raised before a route runs (by the router, or by Node's HTTP parser on a real socket)
 * still answer in the `{error: {code, message}}` envelope with a documented code.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, openTestApi, type TestApi } from '../support/test-api.js';
import { testEngines } from '../support/test-databases.js';

const sqlite = testEngines[0];
const documentedCodes = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8');

interface RawAnswer {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
}

/** Writes bytes to the server as they are and reads the answer until the server closes. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    // Written, not ended: a half-closed socket may be dropped before an answer that takes a moment.
    socket.write(request);
  });
}

function expectEnvelope(status: number, body: string, expectedStatus: number, code: string): void {
  expect(status, body).toBe(expectedStatus);
  expect(JSON.parse(body)).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(documentedCodes).toContain(`| \`${code}\` | ${expectedStatus} |`);
}

describe('errors before a route runs', () => {
  let api: TestApi;
  let user: ApiUser;
  let port: number;

  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite engine');
    api = await openTestApi(sqlite);
    user = await api.signUp();
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = api.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    port = address.port;
  });

  afterAll(async () => {
    await api.dispose();
  });

  it('answers a URL whose percent-encoding does not decode with BAD_REQUEST', async () => {
    for (const url of ['/api/v1/agents/%ff', '/api/v1/skills/%E0%A4%A', '/api/v1/agents/%']) {
      const response = await user.request('GET', url);
      expectEnvelope(response.statusCode, response.body, 400, 'BAD_REQUEST');
    }
  });

  it('lets path parameters reach their schema up to the documented 200 characters', async () => {
    const atLimit = await user.request('GET', `/api/v1/skills/${'a'.repeat(200)}`);
    expectEnvelope(atLimit.statusCode, atLimit.body, 404, 'NOT_FOUND');
    const encoded = await user.request('GET', `/api/v1/skills/${encodeURIComponent('é'.repeat(200))}`);
    expectEnvelope(encoded.statusCode, encoded.body, 404, 'NOT_FOUND');
    const overSchema = await user.request('GET', `/api/v1/skills/${'a'.repeat(201)}`);
    expect(overSchema.statusCode).toBe(422);
    expect(overSchema.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { in: 'params' } });
    const overRouter = await user.request('GET', `/api/v1/skills/${'a'.repeat(2401)}`);
    expectEnvelope(overRouter.statusCode, overRouter.body, 414, 'URI_TOO_LONG');
  });

  it('answers a malformed Content-Length with BAD_REQUEST and closes the connection', async () => {
    for (const lengths of [['abc'], ['-1'], ['5', '6'], ['1e3']]) {
      const answer = await sendRaw(
        port,
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${lengths
          .map((length) => `Content-Length: ${length}\r\n`)
          .join('')}\r\n{}`,
      );
      expectEnvelope(answer.status, answer.body, 400, 'BAD_REQUEST');
      expect(answer.headers.toLowerCase()).toContain('connection: close');
    }
  });

  it('answers broken chunking, or chunking with a Content-Length, with BAD_REQUEST', async () => {
    const head = 'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';
    for (const request of [
      `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `${head}Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      `${head}Transfer-Encoding: gzip, chunked, identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ]) {
      const answer = await sendRaw(port, request);
      expectEnvelope(answer.status, answer.body, 400, 'BAD_REQUEST');
    }
  });

  it('answers oversized headers with HEADERS_TOO_LARGE', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/v1/agents HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectEnvelope(answer.status, answer.body, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a request line that is not HTTP with BAD_REQUEST', async () => {
    const answer = await sendRaw(port, 'HELLO THERE\r\n\r\n');
    expectEnvelope(answer.status, answer.body, 400, 'BAD_REQUEST');
  });

  it('still serves well-formed requests on a real socket', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
