/**
 * What a UI panel may ask the API for through the bridge (docs/plugins.md, "UI panels"). The
 * panel runs sandboxed and never holds the session; the web UI makes each call for it as the
 * signed-in person, but only these: any method on its own plugin's routes
 * (`/api/v1/plugins/<slug>/…`), and reading the person's agents and tasks. Everything else —
 * the session itself, tokens, users, settings, other plugins' routes — is refused.
 */

export type BridgeMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BridgeCall {
  readonly id: number;
  readonly method: BridgeMethod;
  readonly path: string;
  readonly body: unknown;
}

export type BridgeCheck =
  | { readonly ok: true; readonly call: BridgeCall }
  | {
      readonly ok: false;
      readonly id: number | null;
      readonly code: BridgeRefusalCode;
      readonly message: string;
    };

/** `BRIDGE_INVALID`: not a well-formed request; `BRIDGE_FORBIDDEN`: a route panels may not call. */
export type BridgeRefusalCode = 'BRIDGE_INVALID' | 'BRIDGE_FORBIDDEN';

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const withBody = new Set<string>(['POST', 'PUT', 'PATCH']);
export const maximumBodyBytes = 256 * 1024;
const maximumPathLength = 2000;
// Letters, digits and the URL characters a route and its query need; no `\`, `#`, `{` or spaces.
const pathCharacters = /^[A-Za-z0-9\-._~/?=&%:,+@!$'()*;]+$/;
// Encoded dots, slashes and backslashes could walk out of the allowed prefix on the server.
const encodedSeparators = /%(2e|2f|5c)/i;
const coreReads = [
  /^\/api\/v1\/agents$/,
  /^\/api\/v1\/agents\/\d+$/,
  /^\/api\/v1\/tasks$/,
  /^\/api\/v1\/tasks\/\d+$/,
];

function refuse(id: number | null, code: BridgeRefusalCode, message: string): BridgeCheck {
  return { ok: false, id, code, message };
}

// i18n-exempt: bridge protocol errors for the panel's code, in English like the API's error messages.
/** Whether the path (no `..`, no empty segment, nothing encoded that would change it) is allowed. */
function pathProblem(path: string, method: string, slug: string): string | null {
  if (path.length > maximumPathLength || !pathCharacters.test(path) || encodedSeparators.test(path))
    return 'The path has characters a route cannot have.';
  const [pathname = '', ...rest] = path.split('?');
  if (rest.length > 1) return 'The path has more than one "?".';
  const segments = pathname.split('/').slice(1);
  if (
    !pathname.startsWith('/') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    return 'The path must be absolute, without empty, "." or ".." segments.';
  const ownPrefix = `/api/v1/plugins/${slug}/`;
  if (pathname.startsWith(ownPrefix) && pathname.length > ownPrefix.length) return null;
  if (method === 'GET' && coreReads.some((pattern) => pattern.test(pathname))) return null;
  return `Panels may call their own plugin's routes (${ownPrefix}…) and read agents and tasks; not ${method} ${pathname}.`;
}

// i18n-exempt: bridge protocol errors for the panel's code, in English like the API's error messages.
/** Checks one `spora:request` message from the panel of plugin `slug`. */
export function checkBridgeRequest(message: unknown, slug: string): BridgeCheck {
  if (typeof message !== 'object' || message === null)
    return refuse(null, 'BRIDGE_INVALID', 'Not a request.');
  const { id, method, path, body } = message as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return refuse(null, 'BRIDGE_INVALID', 'A request needs a numeric id.');
  if (typeof method !== 'string' || !methods.has(method))
    return refuse(id, 'BRIDGE_INVALID', 'The method must be GET, POST, PUT, PATCH or DELETE.');
  if (typeof path !== 'string') return refuse(id, 'BRIDGE_INVALID', 'The path must be a string.');
  const problem = pathProblem(path, method, slug);
  if (problem !== null) return refuse(id, 'BRIDGE_FORBIDDEN', problem);
  if (!withBody.has(method)) {
    if (body !== undefined) return refuse(id, 'BRIDGE_INVALID', `A ${method} request has no body.`);
    return { ok: true, call: { id, method: method as BridgeMethod, path, body: undefined } };
  }
  if (typeof body !== 'object' || body === null)
    return refuse(id, 'BRIDGE_INVALID', `A ${method} request needs a JSON object or array as its body.`);
  let serialized: string;
  try {
    serialized = JSON.stringify(body);
  } catch {
    return refuse(id, 'BRIDGE_INVALID', 'The body is not JSON.');
  }
  if (new TextEncoder().encode(serialized).length > maximumBodyBytes)
    return refuse(id, 'BRIDGE_INVALID', `The body is larger than ${maximumBodyBytes / 1024} KiB.`);
  return { ok: true, call: { id, method: method as BridgeMethod, path, body: JSON.parse(serialized) } };
}
