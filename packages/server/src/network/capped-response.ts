/**
 * Turns Node's `IncomingMessage` into the web `Response` tools expect, with the body decoded
 * (gzip, deflate, br) and counted as it streams: past the size cap, or when the exchange's
 * deadline passes, reading fails with a coded `SafeFetchError` instead of buffering on.
 */
import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, constants as zlib } from 'node:zlib';
import { SafeFetchError } from './safe-fetch-error.js';

export interface CappedExchange {
  /** The URL of this (final) hop. */
  readonly url: URL;
  readonly redirected: boolean;
  readonly method: string;
  readonly maxResponseBytes: number;
  /** Aborted by the caller or the deadline; reading then fails with its reason. */
  readonly signal: AbortSignal;
  /** Called once, when the body has been read, failed or was cancelled. */
  readonly onSettled: () => void;
}

export function toCappedResponse(message: IncomingMessage, exchange: CappedExchange): Response {
  const { url, method } = exchange;
  const status = message.statusCode ?? 0;
  if (status < 200 || status > 599) {
    message.destroy();
    throw new SafeFetchError('FETCH_FAILED', `${url.origin} answered with HTTP status ${status}.`, {
      url: url.href,
    });
  }
  const encoding = (message.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const declaredLength = Number(message.headers['content-length']);
  if (encoding === 'identity' && declaredLength > exchange.maxResponseBytes) {
    message.destroy();
    throw tooLarge(url, exchange.maxResponseBytes);
  }
  const bodyless = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  let body: ReadableStream<Uint8Array> | null = null;
  if (bodyless) {
    message.destroy();
    exchange.onSettled();
  } else {
    body = cappedBody(message, decoded(message, encoding), exchange);
  }
  const response = new Response(body, {
    status,
    statusText: validStatusText(message.statusMessage),
    headers: headersOf(message),
  });
  // `Response` built by hand has no URL; callers (and redirects) need the final one.
  Object.defineProperty(response, 'url', { value: url.href });
  Object.defineProperty(response, 'redirected', { value: exchange.redirected });
  return response;
}

/** The body as a web stream that fails with RESPONSE_TOO_LARGE past the cap, or with the deadline. */
function cappedBody(
  message: IncomingMessage,
  source: Readable,
  { url, maxResponseBytes, signal, onSettled }: CappedExchange,
): ReadableStream<Uint8Array> {
  const destroy = (error?: unknown) => {
    source.destroy(error instanceof Error ? error : undefined);
    message.destroy();
  };
  const onAbort = () => destroy(signal.reason);
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    signal.removeEventListener('abort', onAbort);
    onSettled();
  };
  // Errors reach the reader through the iterator; this keeps an unread body's error from crashing the process.
  source.on('error', () => {});
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks = source[Symbol.asyncIterator]();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          settle();
          controller.close();
          return;
        }
        const chunk = next.value as Buffer;
        received += chunk.length;
        if (received > maxResponseBytes) throw tooLarge(url, maxResponseBytes);
        controller.enqueue(chunk);
      } catch (error) {
        settle();
        destroy();
        controller.error(signal.aborted ? signal.reason : asFetchError(error, url));
      }
    },
    cancel() {
      settle();
      destroy();
    },
  });
}

/** Undoes the content encoding, as `fetch` does; the size cap then applies to the decoded bytes. */
function decoded(message: IncomingMessage, encoding: string): Readable {
  const flush = { flush: zlib.Z_SYNC_FLUSH, finishFlush: zlib.Z_SYNC_FLUSH };
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip(flush)
      : encoding === 'deflate'
        ? createInflate(flush)
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  return decoder ? pipeline(message, decoder, () => {}) : message;
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index] ?? '', raw[index + 1] ?? '');
    } catch {
      // A header `Headers` cannot hold (invalid name or bytes) is dropped rather than failing the response.
    }
  }
  return headers;
}

function validStatusText(text: string | undefined): string {
  return text !== undefined && /^[\t\x20-\x7e\x80-\xff]*$/.test(text) ? text : '';
}

/** A broken connection mid-body becomes FETCH_FAILED, so tools see one set of codes. */
function asFetchError(error: unknown, url: URL): unknown {
  if (SafeFetchError.isInstance(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new SafeFetchError('FETCH_FAILED', `The response from ${url.origin} broke off: ${reason}`, {
    url: url.href,
  });
}

function tooLarge(url: URL, maxResponseBytes: number): SafeFetchError {
  return new SafeFetchError(
    'RESPONSE_TOO_LARGE',
    `The response from ${url.origin} is larger than ${maxResponseBytes} bytes.`,
    { url: url.href, maxResponseBytes },
  );
}
