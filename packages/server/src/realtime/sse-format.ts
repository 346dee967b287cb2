import type { LiveEvent } from './event-types.js';

/**
 * One event in `text/event-stream` framing, as the bytes a stream writes. `data` is JSON, which
 * never contains a raw line break, so it always fits on one `data:` line. Each event is framed
 * once per process, by its user's feed, for all of the user's streams.
 */
export function formatSseEvent(event: LiveEvent): Buffer {
  return Buffer.from(
    event.id === null
      ? `event: ${event.type}\ndata: ${event.data}\n\n`
      : `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`,
  );
}

/** A comment line: keeps proxies from closing a quiet stream, and is ignored by clients. */
export const sseHeartbeat = ': heartbeat\n\n';
