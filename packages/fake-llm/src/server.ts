// The fake LLM server: routes each request, consumes one script step per model call, and answers in the
// protocol the caller speaks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { handleAdminRequest } from './admin-routes.js';
import { anthropicProtocol } from './anthropic-protocol.js';
import { flattenHeaders, isJsonObject, parseJson, readBodyText, sendJson } from './http-io.js';
import { generateId } from './ids.js';
import { openaiProtocol } from './openai-protocol.js';
import { parseScript, parseStep } from './parse-script.js';
import { type RecordedRequest, RequestLog } from './request-log.js';
import type { AnswerStep, Step } from './script.js';
import { ScriptQueue } from './script-queue.js';
import { formatSseEvent, SSE_HEADERS, type SseEvent } from './sse.js';
import { resolveUsage } from './usage.js';
import { DEFAULT_MODEL, type WireProtocol } from './wire-protocol.js';

export interface FakeLlmOptions {
  /** 0, the default, picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Steps queued at start. */
  script?: readonly Step[];
  /** Answers every request once the script runs out; defaults to an HTTP 500 saying the script is exhausted. */
  fallback?: Step;
  /** Listed by `GET /v1/models`; defaults to `['fake-llm']`. */
  models?: readonly string[];
}

export interface FakeLlm {
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  /** `baseURL` for the `openai` SDK: `url + '/v1'`. */
  readonly openaiBaseUrl: string;
  /** `baseURL` for `@anthropic-ai/sdk`, which appends `/v1/messages` itself. */
  readonly anthropicBaseUrl: string;
  /** Every request received so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** The steps not consumed yet. */
  readonly pendingSteps: readonly Step[];
  /** Appends steps to the script; throws FakeLlmScriptError if one is malformed (then none is queued). */
  enqueue(...steps: Step[]): void;
  /** Drops the pending steps and the request log. */
  reset(): void;
  /** Resolves with the log once it holds `count` requests; rejects after `timeoutMs` (default 5000). */
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  /** Stops listening and drops every connection, idle keep-alive ones included. */
  close(): Promise<void>;
}

const MODEL_ROUTES: Record<string, WireProtocol> = {
  '/v1/chat/completions': openaiProtocol,
  '/chat/completions': openaiProtocol,
  '/v1/messages': anthropicProtocol,
  '/messages': anthropicProtocol,
};
const MODEL_LIST_PATHS = ['/v1/models', '/models'];

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const host = options.host ?? '127.0.0.1';
  const fake = new FakeLlmServer(
    new ScriptQueue(options.fallback === undefined ? undefined : parseStep(options.fallback, 'fallback')),
    options.models ?? [DEFAULT_MODEL],
  );
  fake.enqueue(...(options.script ?? []));
  await fake.listen(options.port ?? 0, host);
  return fake;
}

class FakeLlmServer implements FakeLlm {
  private readonly server: Server;
  private readonly log = new RequestLog();
  private address = '';

  constructor(
    private readonly queue: ScriptQueue,
    private readonly models: readonly string[],
  ) {
    this.server = createServer((request, response) => {
      this.route(request, response).catch((error: unknown) => abandon(response, error));
    });
  }

  get url(): string {
    return this.address;
  }

  get openaiBaseUrl(): string {
    return `${this.address}/v1`;
  }

  get anthropicBaseUrl(): string {
    return this.address;
  }

  get requests(): readonly RecordedRequest[] {
    return this.log.all;
  }

  get pendingSteps(): readonly Step[] {
    return this.queue.pending;
  }

  enqueue(...steps: Step[]): void {
    this.queue.enqueue(parseScript(steps));
  }

  reset(): void {
    this.queue.clear();
    this.log.clear();
  }

  waitForRequests(count: number, timeoutMs = 5000): Promise<RecordedRequest[]> {
    return this.log.waitFor(count, timeoutMs);
  }

  async listen(port: number, host: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const { port: boundPort } = this.server.address() as AddressInfo;
    this.address = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // server.close() alone waits for keep-alive sockets to time out.
    this.server.closeAllConnections();
    await closed;
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake-llm').pathname;
    if (path.startsWith('/_fake/')) return handleAdminRequest(this, method, path, request, response);

    const modelProtocol = MODEL_ROUTES[path];
    if (modelProtocol !== undefined && method === 'POST') {
      return this.answerModelRequest(modelProtocol, path, request, response);
    }
    const protocol = protocolOfCaller(request);
    if (MODEL_LIST_PATHS.includes(path) && method === 'GET') {
      return sendJson(response, 200, protocol.modelList(this.models));
    }
    sendJson(
      response,
      404,
      protocol.errorBody({ status: 404, message: `fake-llm: no route for ${method} ${path}` }),
    );
  }

  private async answerModelRequest(
    protocol: WireProtocol,
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const receivedAt = Date.now();
    const responseHeaders = { [protocol.requestIdHeader]: generateId('req_') };
    const bodyText = await readBodyText(request);
    const parsed = parseJson(bodyText);
    const received = {
      protocol: protocol.name,
      method: request.method ?? 'POST',
      path,
      headers: flattenHeaders(request.headers),
      receivedAt,
      cancelled: false,
    };

    if (!parsed.ok || !isJsonObject(parsed.value)) {
      this.log.add({ ...received, body: parsed.ok ? parsed.value : bodyText, stream: false, step: null });
      const message = parsed.ok
        ? 'fake-llm: the request body must be a JSON object'
        : `fake-llm: the request body is not valid JSON (${parsed.error})`;
      return sendJson(
        response,
        400,
        protocol.errorBody({ status: 400, type: 'invalid_request_error', message }),
        responseHeaders,
      );
    }

    const body = parsed.value;
    const step = this.queue.take();
    const record: RecordedRequest = { ...received, body, stream: body.stream === true, step };
    this.log.add(record);
    let hangingUpOnPurpose = false;
    const clientGone = abortWhenClientLeaves(response);
    clientGone.addEventListener('abort', () => {
      record.cancelled = !hangingUpOnPurpose;
    });

    if (step.delayMs !== undefined && !(await pause(step.delayMs, clientGone))) return;
    switch (step.kind) {
      case 'error':
        return sendJson(
          response,
          step.status,
          protocol.errorBody({
            status: step.status,
            type: step.type,
            code: step.code,
            message: step.message ?? `fake-llm: scripted error (HTTP ${step.status})`,
          }),
          { ...responseHeaders, ...step.headers },
        );
      case 'disconnect':
        hangingUpOnPurpose = true;
        request.socket.destroy();
        return;
      default:
        return answer(protocol, step, body, response, { headers: responseHeaders, clientGone });
    }
  }
}

/** Where an answer goes: the headers every answer carries, and the signal that the client left. */
interface AnswerChannel {
  headers: Record<string, string>;
  clientGone: AbortSignal;
}

/** A model answer, as one JSON body or, when the request asked for it, as an event stream. */
async function answer(
  protocol: WireProtocol,
  step: AnswerStep,
  body: Record<string, unknown>,
  response: ServerResponse,
  channel: AnswerChannel,
): Promise<void> {
  const context = { request: body, usage: resolveUsage(step, body) };
  if (body.stream !== true) return sendJson(response, 200, protocol.answer(step, context), channel.headers);
  await streamEvents(response, protocol.streamAnswer(step, context), step.chunkDelayMs ?? 0, channel);
}

async function streamEvents(
  response: ServerResponse,
  events: readonly SseEvent[],
  chunkDelayMs: number,
  { headers, clientGone }: AnswerChannel,
): Promise<void> {
  response.writeHead(200, { ...headers, ...SSE_HEADERS });
  for (const [index, event] of events.entries()) {
    if (index > 0 && chunkDelayMs > 0 && !(await pause(chunkDelayMs, clientGone))) return;
    if (clientGone.aborted) return;
    response.write(formatSseEvent(event));
  }
  response.end();
}

/** Aborts when the connection closes before the answer is complete: the client gave up. */
function abortWhenClientLeaves(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Waits, unless the client leaves first; says whether to go on answering. */
async function pause(ms: number, clientGone: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal: clientGone });
    return true;
  } catch (error) {
    if (clientGone.aborted) return false;
    throw error;
  }
}

/** Requests that are not model calls (model list, unknown paths) answer in the caller's dialect. */
function protocolOfCaller(request: IncomingMessage): WireProtocol {
  return request.headers['anthropic-version'] === undefined ? openaiProtocol : anthropicProtocol;
}

/** A failure of the fake itself (or a client gone mid-upload): answer 500 if still possible, never crash. */
function abandon(response: ServerResponse, error: unknown): void {
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  sendJson(response, 500, { error: { type: 'api_error', message: `fake-llm internal error: ${message}` } });
}
