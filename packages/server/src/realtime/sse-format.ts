import type { LiveEvent } from './event-types.js';

/**
 * One event in `text/event-stream` framing. `data` is JSON, which never contains a raw line
 * break, so it always fits on one `data:` line.
 */
export function formatSseEvent(event: LiveEvent): string {
  const id = event.id === null ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.type}\ndata: ${event.data}\n\n`;
}

/** A comment line: keeps proxies from closing a quiet stream, and is ignored by clients. */
export const sseHeartbeat = ': heartbeat\n\n';
