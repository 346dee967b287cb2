import { fail, ok, type Result, type ToolArguments } from '@spora/sdk';
import { parseHttpUrl } from '../web-request.js';

export const readMethods = ['get', 'head'] as const;
export const writeMethods = ['post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof readMethods)[number] | (typeof writeMethods)[number];

/** The request the model asked for, checked: nothing here has been sent. */
export interface RequestPlan {
  readonly method: HttpMethod;
  readonly url: URL;
  /** Names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

// Framing and routing are the platform's to set; a model that sets them could smuggle requests.
const reservedHeaders = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

type Scalar = string | number | boolean;

export function planRequest(method: HttpMethod, args: ToolArguments): Result<RequestPlan, string> {
  const url = parseHttpUrl(args.url);
  if (!url.ok) return url;
  const target = new URL(url.value);
  const query = scalarRecord(args.query, 'query');
  if (!query.ok) return query;
  for (const [name, value] of Object.entries(query.value)) target.searchParams.append(name, String(value));
  const headers = headerRecord(args.headers);
  if (!headers.ok) return headers;
  const body = bodyOf(method, args);
  if (!body.ok) return body;
  const withType =
    body.value?.json && headers.value['content-type'] === undefined
      ? { ...headers.value, 'content-type': 'application/json' }
      : headers.value;
  return ok({ method, url: target, headers: withType, body: body.value?.text ?? null });
}

function bodyOf(
  method: HttpMethod,
  args: ToolArguments,
): Result<{ text: string; json: boolean } | null, string> {
  const hasJson = args.json !== undefined && args.json !== null;
  const hasBody = args.body !== undefined && args.body !== null;
  if (!hasJson && !hasBody) return ok(null);
  if (method === 'get' || method === 'head') {
    return fail(
      `A ${method.toUpperCase()} request has no body: leave out "json" and "body", or use "query".`,
    );
  }
  if (hasJson && hasBody) return fail('Send either "json" or "body", not both.');
  if (hasJson) return ok({ text: JSON.stringify(args.json), json: true });
  if (typeof args.body !== 'string') return fail('"body" must be text; send structured data as "json".');
  return ok({ text: args.body, json: false });
}

function scalarRecord(value: unknown, name: string): Result<Record<string, Scalar>, string> {
  if (value === undefined || value === null) return ok({});
  if (typeof value !== 'object' || Array.isArray(value)) {
    return fail(`"${name}" must be an object of names to text, numbers or booleans.`);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    if (!['string', 'number', 'boolean'].includes(typeof item)) {
      return fail(`"${name}.${key}" must be text, a number or a boolean.`);
    }
  }
  return ok(Object.fromEntries(entries) as Record<string, Scalar>);
}

function headerRecord(value: unknown): Result<Record<string, string>, string> {
  const record = scalarRecord(value, 'headers');
  if (!record.ok) return record;
  const headers: Record<string, string> = {};
  for (const [name, item] of Object.entries(record.value)) {
    const lower = name.toLowerCase();
    if (!headerName.test(name)) return fail(`"${name}" is not a valid header name.`);
    if (reservedHeaders.has(lower) || lower.startsWith('proxy-')) {
      return fail(`The header "${name}" is set by the platform, not by the request.`);
    }
    const text = String(item);
    if (/[\r\n\0]/.test(text)) return fail(`The header "${name}" must be one line of text.`);
    headers[lower] = text;
  }
  return ok(headers);
}
