// The fake LLM server: routes each request, consumes one script step per model call, and answers in the
// protocol the caller speaks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdminRequest } from './admin-routes.js';
import { answer, pause, untilClientLeaves } from './answer-writer.js';
import { anthropicProtocol } from './anthropic-protocol.js';
import type { FakeLlm } from './fake-llm.js';
import { flattenHeaders, isJsonObject, parseJson, readBodyText, sendJson } from './http-io.js';
import { generateId } from './ids.js';
import { openaiProtocol } from './openai-protocol.js';
import { parseScript, parseStep } from './parse-script.js';
import { type RecordedRequest, RequestLog } from './request-log.js';
import type { ModelRequest, Responder } from './responder.js';
import type { Step } from './script.js';
import { ScriptQueue } from './script-queue.js';
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
  /** Picks the answer to each request from its content, before the queue is consulted. */
  respond?: Responder;
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
  fake.setResponder(options.respond);
  fake.enqueue(...(options.script ?? []));
  await fake.listen(options.port ?? 0, host);
  return fake;
}

class FakeLlmServer implements FakeLlm {
  private readonly server: Server;
  private readonly log = new RequestLog();
  private address = '';
  private respond: Responder | undefined;

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

  setResponder(respond: Responder | undefined): void {
    this.respond = respond;
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
    const stream = body.stream === true;
    const step = this.stepFor({ protocol: protocol.name, path, headers: received.headers, body, stream });
    const record: RecordedRequest = { ...received, body, stream, step };
    this.log.add(record);
    let hangingUpOnPurpose = false;
    const clientGone = abortWhenClientLeaves(response);
    clientGone.addEventListener('abort', () => {
      record.cancelled = !hangingUpOnPurpose;
    });
    const hangUp = () => {
      hangingUpOnPurpose = true;
      request.socket.destroy();
    };

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
        hangUp();
        return;
      case 'hang':
        return untilClientLeaves(clientGone);
      case 'raw':
        response.writeHead(step.status ?? 200, {
          ...responseHeaders,
          'content-type': step.contentType ?? 'application/json',
          'content-length': Buffer.byteLength(step.body),
        });
        response.end(step.body);
        return;
      default:
        return answer(protocol, step, body, response, { headers: responseHeaders, clientGone, hangUp });
    }
  }

  /** The responder's step when it has one (checked like any scripted step), else the queue's. */
  private stepFor(request: ModelRequest): Step {
    const chosen = this.respond?.(request);
    return chosen === undefined ? this.queue.take() : parseStep(chosen, 'responder step');
  }
}

/** Aborts when the connection closes before the answer is complete: the client gave up. */
function abortWhenClientLeaves(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
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
