/**
 * Telling a lost database connection from a failed statement. A statement that failed (a
 * constraint, a syntax error) fails again when repeated; one whose connection broke — a server
 * restart, a terminated backend, a network blip — may succeed on a new connection. Decided from
 * error codes, and from which connection an error came from, never from message text.
 */

/** Errors a broken connection handed to its queries; pg's carry no code of their own. */
const lostConnectionErrors = new WeakSet<object>();

/** Node's codes for a connection that could not be made or broke. */
const socketErrorCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's: the class `08` (connection exception) and `57P01`–`57P03` (the server shut the
 * session down, or cannot take connections yet).
 */
function isPostgresConnectionCode(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';
}

/** Records that `error` came from a connection that broke or could not be made. */
export function markConnectionLoss(error: unknown): void {
  if (typeof error === 'object' && error !== null) lostConnectionErrors.add(error);
}

/** Whether the statement failed because its connection was lost, so it may succeed if tried again. */
export function isConnectionLoss(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (lostConnectionErrors.has(error)) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (socketErrorCodes.has(code) || isPostgresConnectionCode(code));
}
