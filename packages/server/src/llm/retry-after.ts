/**
 * How long a provider asked us to wait, from `retry-after-ms` or `retry-after` (seconds or an
 * HTTP date); `null` when it did not say.
 */
export function retryAfterMs(
  headers: { get(name: string): string | null } | undefined,
  now: number = Date.now(),
): number | null {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The longest a driver sleeps in-process before its SDK retries a request. */
export const maxInProcessRetryWaitMs = 60_000;

/**
 * Wraps a `fetch` so that a response asking for a longer wait than `maxWaitMs` is not retried by
 * the SDKs (which sleep for whatever `Retry-After` says): the error reaches the loop at once, with
 * `retryAfterMs`, and the loop reschedules the task instead of holding a worker.
 */
export function withBoundedRetryWaits(
  fetch: typeof globalThis.fetch,
  maxWaitMs: number = maxInProcessRetryWaitMs,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.ok || (retryAfterMs(response.headers) ?? 0) <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    // Both SDKs obey this header before their own retry rules.
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
