/**
 * The `fetch` tools get (`ctx.http`). Every hop — the first request and each redirect, followed
 * here rather than by the HTTP client — is checked: http(s) only, and the host's addresses,
 * after DNS resolution, must pass the `AddressPolicy`. The connection then goes to the address
 * that was checked (the URL's host name still travels as `Host` and as the TLS server name), so
 * a DNS answer that changes between the check and the connect (rebinding) cannot redirect it.
 * One deadline covers the whole exchange, body included, and the body is counted as it streams
 * and cut off at the size cap.
 */
import { lookup as systemDnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { ToolFetch } from '@spora/sdk';
import { AddressPolicy, type AddressPolicyOptions } from './address-policy.js';
import { toCappedResponse } from './capped-response.js';
import { SafeFetchError } from './safe-fetch-error.js';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to every address it has. */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface SafeFetchOptions extends AddressPolicyOptions {
  /** DNS resolution; the operating system's resolver by default. Tests inject their own. */
  readonly lookup?: HostLookup;
  /** For the whole exchange, redirects and body included. */
  readonly timeoutMs?: number;
  /** Of the (decoded) body. */
  readonly maxResponseBytes?: number;
  readonly maxRedirects?: number;
  /** Sent when the caller sets no `User-Agent`. */
  readonly userAgent?: string;
}

export const safeFetchDefaults = {
  timeoutMs: 30_000,
  maxResponseBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Spora',
} as const;

export const systemLookup: HostLookup = async (hostname) => {
  const addresses = await systemDnsLookup(hostname, { all: true, verbatim: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

interface FetchSettings {
  readonly policy: AddressPolicy;
  readonly lookup: HostLookup;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  readonly maxRedirects: number;
  readonly userAgent: string;
}

type HeaderRecord = Record<string, string>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const bodyHeaders = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

export function createSafeFetch(options: SafeFetchOptions = {}): ToolFetch {
  const settings: FetchSettings = {
    policy: new AddressPolicy(options),
    lookup: options.lookup ?? systemLookup,
    timeoutMs: options.timeoutMs ?? safeFetchDefaults.timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? safeFetchDefaults.maxResponseBytes,
    maxRedirects: options.maxRedirects ?? safeFetchDefaults.maxRedirects,
    userAgent: options.userAgent ?? safeFetchDefaults.userAgent,
  };
  return (input, init) => fetchSafely(input, init ?? {}, settings);
}

async function fetchSafely(
  input: string | URL,
  init: RequestInit,
  settings: FetchSettings,
): Promise<Response> {
  const url = allowedUrl(String(input));
  // `Request` normalises headers and serialises any body type the way `fetch` would.
  const request = new Request(url, { ...init, signal: null });
  const deadline = new AbortController();
  const timer = setTimeout(
    () =>
      deadline.abort(
        new SafeFetchError(
          'FETCH_TIMEOUT',
          `${url.origin} did not deliver a complete response within ${settings.timeoutMs / 1000} s.`,
          { url: url.href, timeoutMs: settings.timeoutMs },
        ),
      ),
    settings.timeoutMs,
  );
  const finish = () => clearTimeout(timer);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  try {
    if (signal.aborted) throw signal.reason;
    let body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    let method = request.method;
    let headers = withDefaults(Object.fromEntries(request.headers), settings);
    let current = url;
    for (let redirects = 0; ; redirects += 1) {
      const address = await resolveAllowed(current, settings, signal);
      const message = await send(current, address, method, headers, body, signal);
      const location = message.headers.location;
      const status = message.statusCode ?? 0;
      if (!redirectStatuses.has(status) || location === undefined || request.redirect === 'manual') {
        return toCappedResponse(message, {
          url: current,
          redirected: redirects > 0,
          method,
          maxResponseBytes: settings.maxResponseBytes,
          signal,
          onSettled: finish,
        });
      }
      message.destroy();
      if (request.redirect === 'error') {
        throw new SafeFetchError(
          'FETCH_FAILED',
          `${current.href} redirected, and this request allows no redirects.`,
          {
            url: current.href,
          },
        );
      }
      if (redirects >= settings.maxRedirects) {
        throw new SafeFetchError(
          'TOO_MANY_REDIRECTS',
          `${url.href} redirected more than ${settings.maxRedirects} times.`,
          { url: url.href, maxRedirects: settings.maxRedirects },
        );
      }
      const next = allowedUrl(new URL(location, current).href);
      if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
        method = 'GET';
        body = null;
        headers = without(headers, bodyHeaders);
      }
      if (next.origin !== current.origin) headers = without(headers, credentialHeaders);
      current = next;
    }
  } catch (error) {
    finish();
    throw error;
  }
}

function allowedUrl(text: string): URL {
  const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('URL_NOT_ALLOWED', `"${shown}" is not an absolute URL.`, { url: shown });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'URL_NOT_ALLOWED',
      `Only http:// and https:// URLs can be fetched, not ${url.protocol}//.`,
      { url: shown },
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('URL_NOT_ALLOWED', 'URLs with embedded credentials cannot be fetched.', {
      url: `${url.protocol}//${url.host}${url.pathname}`,
    });
  }
  return url;
}

/** The address to connect to: the literal one, or the first a lookup gives when every one passes. */
async function resolveAllowed(
  url: URL,
  settings: FetchSettings,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted(settings.lookup(host), signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new SafeFetchError('FETCH_FAILED', `Cannot resolve host "${host}": ${messageOf(error)}`, {
        url: url.href,
      });
    }
  }
  const [first] = addresses;
  if (!first) throw new SafeFetchError('FETCH_FAILED', `Host "${host}" has no address.`, { url: url.href });
  for (const { address } of addresses) {
    const verdict = settings.policy.check(address);
    if (!verdict.allowed) {
      const subject = literal !== 0 ? url.host : `${url.host} resolves to ${address}, which is`;
      throw new SafeFetchError(
        'ADDRESS_NOT_ALLOWED',
        `${subject} ${verdict.reason}; tools may only reach public internet addresses.`,
        { url: url.href, address },
      );
    }
  }
  return first;
}

function send(
  url: URL,
  target: ResolvedAddress,
  method: string,
  headers: HeaderRecord,
  body: Buffer | null,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    const options: https.RequestOptions = {
      host: target.address,
      family: target.family,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method,
      headers: { ...headers, host: url.host },
      agent: false,
      // The certificate is checked against the name, not the address connected to.
      ...(url.protocol === 'https:' && isIP(host) === 0 ? { servername: host } : {}),
    };
    const request = url.protocol === 'https:' ? https.request(options) : http.request(options);
    const onAbort = () => request.destroy(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('response', (message) => {
      signal.removeEventListener('abort', onAbort);
      resolve(message);
    });
    request.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(
        signal.aborted
          ? signal.reason
          : new SafeFetchError('FETCH_FAILED', `Request to ${url.origin} failed: ${error.message}`, {
              url: url.href,
            }),
      );
    });
    request.end(body ?? undefined);
  });
}

function withDefaults(headers: HeaderRecord, settings: FetchSettings): HeaderRecord {
  return {
    accept: '*/*',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': settings.userAgent,
    ...headers,
  };
}

function without(headers: HeaderRecord, names: readonly string[]): HeaderRecord {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function untilAborted<Value>(work: Promise<Value>, signal: AbortSignal): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
