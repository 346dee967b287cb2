import { LlmError } from '@spora/sdk';
import type { HttpAnswer } from './keep-alive-fetch.js';

/**
 * A successful (2xx) answer to a model request, judged by what it is rather than by what was
 * asked for: servers behind proxies answer a streaming request with plain JSON, or a request of
 * either kind with an HTML page.
 */
export type AnswerBody =
  | { readonly kind: 'event-stream' }
  | { readonly kind: 'json'; readonly value: unknown };

/** How much of an unexpected body an error quotes. */
const quotedLength = 200;

/**
 * Reads the body as JSON, or hands it on as an event stream; anything else is `INVALID_RESPONSE`,
 * and so is JSON that does not parse (a body cut short). Without a media type the body is taken
 * to be what was asked for.
 */
export async function readAnswerBody(
  response: Pick<HttpAnswer, 'status' | 'headers' | 'text'>,
  streamRequested: boolean,
  server: string,
): Promise<AnswerBody> {
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'text/event-stream' || (mediaType === '' && streamRequested)) {
    return { kind: 'event-stream' };
  }
  const text = await response.text();
  if (mediaType !== '' && !mediaType.includes('json')) {
    throw invalidAnswer(
      `The ${server} server answered ${response.status} with ${mediaType} instead of JSON or an event stream: ${quote(text)}`,
      response.status,
    );
  }
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    throw invalidAnswer(
      `The ${server} server answered ${response.status} with JSON that does not parse (cut short?): ${quote(text)}`,
      response.status,
    );
  }
}

export function invalidAnswer(message: string, status: number | null = null): LlmError {
  return new LlmError('INVALID_RESPONSE', message, { status });
}

/** An answer whose stream ended before the server said it was complete. */
export function incompleteAnswer(message: string): LlmError {
  return new LlmError('INCOMPLETE_RESPONSE', message);
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short, one-line excerpt of a body, for error messages. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return '(empty body)';
  return JSON.stringify(line.length > quotedLength ? `${line.slice(0, quotedLength)}…` : line);
}

/** A broken answer to a request that may well succeed when sent again. */
export function isBrokenAnswer(error: unknown): boolean {
  return (
    error instanceof LlmError && (error.code === 'INCOMPLETE_RESPONSE' || error.code === 'INVALID_RESPONSE')
  );
}
