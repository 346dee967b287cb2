/**
 * `spora serve` as an operator runs it with the standard OTEL_* variables: a real process that
 * traces the requests that change something, continues a caller's trace, and sends the spans it
 * still holds when it is stopped; and that refuses tracing settings it cannot honour.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlp-receiver.js';

const cliPath = fileURLToPath(new URL('../../bin/spora.js', import.meta.url));

/** A private database and key for one process, and the tracing variables given. */
function environment(tracing: Record<string, string>): NodeJS.ProcessEnv {
  const data = mkdtempSync(join(tmpdir(), 'spora-tracing-data-'));
  const secrets = mkdtempSync(join(tmpdir(), 'spora-tracing-key-'));
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SPORA_DATABASE_URL: `sqlite:${join(data, 'spora.db')}`,
    SPORA_SECRET_KEY_FILE: join(secrets, 'spora.key'),
    SPORA_LOG_FORMAT: 'json',
    ...tracing,
  };
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? String(child.signalCode));
      return;
    }
    const timer = setTimeout(() => resolve('still running'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? String(signal));
    });
  });
}

/** The port `spora serve --port 0` listens on, read from its log line. */
async function listeningPort(child: ChildProcess, output: () => string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = /"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output())?.[1];
    if (port !== undefined) return Number(port);
    if (child.exitCode !== null) throw new Error(`spora serve exited with ${child.exitCode}: ${output()}`);
    if (Date.now() > deadline) throw new Error(`spora serve did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('spora serve with tracing', () => {
  let receiver: OtlpReceiver;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  afterAll(async () => {
    await receiver.close();
  });

  function serve(tracing: Record<string, string>) {
    const child = spawn(process.execPath, [cliPath, 'serve', '--port', '0'], {
      cwd: mkdtempSync(join(tmpdir(), 'spora-tracing-')),
      env: environment(tracing),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    return { child, output: () => output };
  }

  it('traces a request that changes something in the caller’s trace, and sends it when stopped', async () => {
    const callerTraceId = randomBytes(16).toString('hex');
    const { child, output } = serve({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url.replace('/v1/traces', ''),
      OTEL_SERVICE_NAME: 'spora-serve-test',
    });
    const port = await listeningPort(child, output, 60_000);
    expect(output()).toContain('tracing to OTLP');
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${callerTraceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong password' }),
    });
    expect(refused.status).toBe(401);
    await fetch(`http://127.0.0.1:${port}/api/health`);
    // Stopped at once: the span is still batched, and the stop sends it.
    child.kill('SIGTERM');
    expect(await exitOf(child, 30_000)).toBe(0);
    const spans = receiver.spans.filter((span) => span.traceId === callerTraceId);
    expect(spans.map((span) => span.name)).toEqual(['POST /api/v1/auth/login']);
    expect(spans[0]).toMatchObject({
      attributes: { 'http.response.status_code': 401 },
      resource: { 'service.name': 'spora-serve-test', 'spora.process.kind': 'server' },
    });
    // Reads are not traced.
    expect(receiver.spans.some((span) => span.name.startsWith('GET '))).toBe(false);
  }, 90_000);

  it('refuses tracing settings it cannot honour, naming the variable', async () => {
    const { child, output } = serve({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      OTEL_TRACES_SAMPLER: 'sometimes',
    });
    expect(await exitOf(child, 60_000)).toBe(2);
    expect(output()).toContain(
      'spora: CONFIG_INVALID: Tracing cannot start: OTEL_TRACES_SAMPLER must be one of',
    );
  }, 90_000);
});
