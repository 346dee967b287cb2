import type { paths } from '@spora/client';
import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFrom } from './api-error';

/**
 * The one client the UI talks to the API through. Its types come from the served OpenAPI
 * document; it sends the session's CSRF token on every request that changes something and tells
 * the session layer when the server no longer knows this session.
 */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });

let csrfToken: string | null = null;
let onSessionLost: (() => void) | null = null;
let onTwoFactorRequired: (() => void) | null = null;

/** The CSRF token from the last sign-in or `GET /auth/me`. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called once per lost session (a 401 from any route but sign-in itself). */
export function setSessionLostHandler(handler: (() => void) | null): void {
  onSessionLost = handler;
}

/** Called when the server's policy refuses this session until it enrols a second factor. */
export function setTwoFactorRequiredHandler(handler: (() => void) | null): void {
  onTwoFactorRequired = handler;
}

/** Whether a 403 is the policy's TWO_FACTOR_REQUIRED (read from a copy, so callers still get the body). */
async function isTwoFactorRequired(response: Response): Promise<boolean> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'TWO_FACTOR_REQUIRED'
  );
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sessionRoutes = [
  '/api/v1/auth/login',
  '/api/v1/auth/login/two-factor',
  '/api/v1/auth/me',
  '/api/v1/setup',
];

const session: Middleware = {
  onRequest({ request }) {
    if (csrfToken !== null && unsafeMethods.has(request.method))
      request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
  async onResponse({ request, response }) {
    const path = new URL(request.url, window.location.origin).pathname;
    if (response.status === 401 && !sessionRoutes.includes(path)) onSessionLost?.();
    // The policy changed while this session was open: the page that sets up a factor takes over.
    if (response.status === 403 && onTwoFactorRequired !== null && (await isTwoFactorRequired(response))) {
      onTwoFactorRequired();
    }
    return response;
  },
};
api.use(session);

interface FetchOutcome<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a client call and returns its `data`, or throws an {@link ApiError} with the API's code.
 * Query functions and mutations use it, so every failure reaches the UI in one shape.
 */
export async function unwrap<Body extends { data: unknown }>(
  call: Promise<FetchOutcome<Body>>,
): Promise<Body['data']> {
  let outcome: FetchOutcome<Body>;
  try {
    outcome = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw ApiError.unreachable(cause);
  }
  if (!outcome.response.ok || outcome.data === undefined) {
    throw apiErrorFrom(outcome.response.status, outcome.error);
  }
  return outcome.data.data;
}

/** Awaits a client call whose success has no body (204), or throws an {@link ApiError}. */
export async function expectNoContent(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  let outcome: { error?: unknown; response: Response };
  try {
    outcome = await call;
  } catch (cause) {
    throw ApiError.unreachable(cause);
  }
  if (!outcome.response.ok) throw apiErrorFrom(outcome.response.status, outcome.error);
}
