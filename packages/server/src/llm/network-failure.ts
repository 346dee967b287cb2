/**
 * Error codes that mean the connection to a server could not be made or broke: Node's system
 * errors (raised by `node:http`, and by the keep-alive fetch when a response body is cut) and
 * undici's (raised by the global `fetch`).
 */
const networkErrorCodes: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** How deep `cause` chains are followed: the SDKs and undici wrap an error once or twice. */
const maxCauseDepth = 5;

/**
 * Whether an error, or an error it was caused by, is a failed or broken connection. Decided from
 * the error's `code`, never from its message.
 */
export function isNetworkFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= maxCauseDepth && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && networkErrorCodes.has(code)) return true;
    current = current.cause;
  }
  return false;
}
