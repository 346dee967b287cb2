import { ToolResult } from '@spora/sdk';
import { contentKind, decodeText, renderText } from '../web-text.js';

const maxShownCharacters = 40_000;
const shownHeaders = [
  'content-type',
  'content-length',
  'location',
  'etag',
  'last-modified',
  'retry-after',
  'www-authenticate',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

export interface ResponseFacts {
  readonly method: string;
  readonly url: string;
  /** Names of the secret headers sent on the last hop; their values are never told. */
  readonly secretHeaders: readonly string[];
  readonly maxBytes: number;
}

/**
 * The response as the model reads it: the status line, the headers that matter to a client, and
 * the body as text (JSON pretty-printed, HTML as Markdown), cut at the size limit. A status of
 * 400 or more is an error result carrying the same, so the model can see what the server said.
 */
export async function summariseResponse(response: Response, facts: ResponseFacts): Promise<ToolResult> {
  const contentType = response.headers.get('content-type') ?? '';
  const { bytes, cut } = await readUpTo(response, facts.maxBytes);
  const headers = Object.fromEntries(
    shownHeaders.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const data = {
    method: facts.method.toUpperCase(),
    url: facts.url,
    final_url: response.url || facts.url,
    status: response.status,
    headers,
    content_type: contentType,
    bytes_read: bytes.byteLength,
    truncated: cut,
    secret_headers_sent: [...facts.secretHeaders],
  };
  const statusLine = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const text = [
    statusLine,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    bodyText(bytes, contentType, cut),
  ]
    .join('\n')
    .trimEnd();
  return response.status >= 400 ? ToolResult.error(text, data) : ToolResult.ok(text, data);
}

function bodyText(bytes: Uint8Array, contentType: string, cut: boolean): string {
  if (bytes.byteLength === 0) return '(no body)';
  const text = decodeText(bytes, contentType);
  const kind = contentKind(contentType, text);
  if (kind === 'binary') return `(${bytes.byteLength} bytes of ${contentType}, not shown as text)`;
  // A cut JSON document no longer parses: shown as the text it is.
  const rendered = (cut && kind === 'json' ? text : renderText(kind, text)).trim();
  const shown = rendered.length > maxShownCharacters ? `${rendered.slice(0, maxShownCharacters)}` : rendered;
  const note =
    cut || shown.length < rendered.length
      ? '\n\n[Response cut at the size limit; ask for less, e.g. with query parameters]'
      : '';
  return `${shown}${note}`;
}

/** At most `maxBytes` of the body; the rest is not downloaded. */
async function readUpTo(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; cut: boolean }> {
  if (!response.body) return { bytes: new Uint8Array(0), cut: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: joined(chunks, total), cut: false };
    chunks.push(value);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return { bytes: joined(chunks, total).subarray(0, maxBytes), cut: true };
    }
  }
}

function joined(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
