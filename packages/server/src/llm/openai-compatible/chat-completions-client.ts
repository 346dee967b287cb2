import { LlmError } from '@spora/sdk';
import { abortablePause, abortedError } from '../abort.js';
import { isJsonObject } from '../answer-body.js';
import { type HttpAnswer, keepAliveFetch, keepAliveRequest } from '../keep-alive-fetch.js';
import { maxInProcessRetryWaitMs, retryAfterMs } from '../retry-after.js';
import { errorCodeForStatus } from '../status-error-codes.js';

export interface ChatCompletionsClientOptions {
  /** `https://api.openai.com/v1`, or any server speaking the protocol. */
  readonly baseUrl: string;
  /** `null` sends no Authorization header at all (local servers without authentication). */
  readonly apiKey: string | null;
  /** How long one attempt may wait for the answer to start. */
  readonly timeoutMs: number;
  /** How often a request that failed before its answer started is sent again. */
  readonly maxRetries: number;
  /** `keepAliveFetch` (the default) is used without its Web `Response` wrapping. */
  readonly fetch: typeof globalThis.fetch;
}

type Transport = (
  url: URL,
  request: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<HttpAnswer>;

/** Waits between attempts without a `Retry-After`: doubled per retry, with jitter, up to the last. */
const backoffMs = { first: 500, last: 8_000 } as const;

/**
 * `POST {base_url}/chat/completions`, straight over `fetch`: a model call is on every step of the
 * loop, and a general-purpose SDK spends more CPU per request on options, logging and stream
 * plumbing than the request itself costs.
 *
 * Resolves with a 2xx answer whose body is still to be read. Everything else is an `LlmError`
 * once the retries are spent: connection failures and timeouts, and statuses the server marks as
 * worth another try (`x-should-retry`, or 408, 409, 429 and 5xx), are sent again after the wait
 * the server asked for or a backoff; a wait longer than the in-process limit goes to the loop
 * instead, as `retryAfterMs`.
 */
export class ChatCompletionsClient {
  private readonly url: URL;
  private readonly headers: Record<string, string>;
  private readonly transport: Transport;

  constructor(private readonly options: ChatCompletionsClientOptions) {
    this.url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    const { fetch } = options;
    this.transport = fetch === keepAliveFetch ? keepAliveRequest : (url, request) => fetch(url, request);
    this.headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(options.apiKey === null ? {} : { authorization: `Bearer ${options.apiKey}` }),
    };
  }

  async post(body: string, signal: AbortSignal): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const retriesLeft = attempt < this.options.maxRetries;
      const outcome = await this.attempt(body, signal);
      if (outcome.kind === 'answer') return outcome.response;
      if (!retriesLeft || !outcome.retry) throw outcome.error;
      const waitMs = outcome.waitMs ?? backoffFor(attempt);
      if (!(await abortablePause(waitMs, signal))) throw abortedError();
    }
  }

  private async attempt(body: string, signal: AbortSignal): Promise<AttemptOutcome> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.options.timeoutMs);
    let response: HttpAnswer;
    try {
      response = await this.transport(this.url, {
        method: 'POST',
        headers: this.headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) throw abortedError();
      return { kind: 'failure', retry: true, waitMs: null, error: connectionError(error, timedOut) };
    } finally {
      clearTimeout(timer);
    }
    // The run's signal keeps watching a 2xx body while it is read; `untilAborted` lets it go.
    if (response.ok) return { kind: 'answer', response };
    signal.removeEventListener('abort', onAbort);
    return this.statusFailure(response);
  }

  private async statusFailure(response: HttpAnswer): Promise<AttemptOutcome> {
    const text = await response.text().catch(() => '');
    const providerError = providerErrorIn(parsedJson(text));
    const waitMs = retryAfterMs(response.headers);
    const error = providerFailure(response.status, providerError, text, waitMs);
    const told = response.headers.get('x-should-retry');
    const retry =
      (told === null ? isRetriedStatus(response.status) : told === 'true') &&
      (waitMs ?? 0) <= maxInProcessRetryWaitMs;
    return { kind: 'failure', retry, waitMs, error };
  }
}

type AttemptOutcome =
  | { readonly kind: 'answer'; readonly response: HttpAnswer }
  | {
      readonly kind: 'failure';
      readonly retry: boolean;
      /** What the server asked for; `null` waits a backoff. */
      readonly waitMs: number | null;
      readonly error: LlmError;
    };

/** The `error` object OpenAI-compatible servers answer with, when the body holds one. */
interface ProviderError {
  readonly message: string | null;
  /** `code`, else `type`: `context_length_exceeded`, `rate_limit_exceeded` … */
  readonly type: string | null;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The `error` object of a parsed body or stream event, when it holds one. */
function providerErrorIn(value: unknown): ProviderError | null {
  const error = isJsonObject(value) ? value.error : undefined;
  if (!isJsonObject(error)) return null;
  const message = typeof error.message === 'string' ? error.message : null;
  const type = [error.code, error.type].find((field) => typeof field === 'string') as string | undefined;
  return { message, type: type ?? null };
}

/** An error the server reported, with a status or inside a stream; classified by status and type. */
function providerFailure(
  status: number | null,
  error: ProviderError | null,
  detail: string,
  waitMs: number | null,
): LlmError {
  const contextWindow = error?.type === 'context_length_exceeded';
  const code = contextWindow
    ? 'CONTEXT_WINDOW_EXCEEDED'
    : status === null
      ? 'UNKNOWN'
      : errorCodeForStatus(status);
  const said = error?.message ?? (detail.trim() === '' ? '(no body)' : detail.trim().slice(0, 500));
  const prefix = status === null ? '' : `${status} `;
  return new LlmError(code, `OpenAI-compatible API error: ${prefix}${said}`, {
    status,
    providerType: error?.type ?? null,
    retryAfterMs: waitMs,
    contextLimit: contextWindow ? reportedContextLimit(said) : null,
  });
}

/** An error event inside a stream (`data: {"error": {…}}`). */
export function streamedProviderFailure(value: unknown): LlmError | null {
  const error = isJsonObject(value) ? value.error : undefined;
  if (error === undefined || error === null) return null;
  return providerFailure(null, providerErrorIn(value), JSON.stringify(error), null);
}

function connectionError(error: unknown, timedOut: boolean): LlmError {
  if (timedOut) return new LlmError('LLM_TIMEOUT', 'The OpenAI-compatible server did not answer in time.');
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return new LlmError(
    'NETWORK_ERROR',
    `Could not talk to the OpenAI-compatible server (${message}${cause}).`,
  );
}

function isRetriedStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

function backoffFor(attempt: number): number {
  const ms = Math.min(backoffMs.first * 2 ** attempt, backoffMs.last);
  return ms * (1 - Math.random() * 0.25);
}

/** "This model's maximum context length is 128000 tokens. …" */
function reportedContextLimit(message: string): number | null {
  const match = /maximum context length is (\d+)/i.exec(message);
  return match ? Number(match[1]) : null;
}
