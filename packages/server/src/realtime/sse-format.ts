import type { LiveEvent } from './event-types.js';

/**
 * One event in `text/event-stream` framing, as the bytes a stream writes. `data` is JSON, which
 * never contains a raw line break, so it always fits on one `data:` line.
 */
export function formatSseEvent(event: LiveEvent): Buffer {
  if (event.id === null) return Buffer.from(`event: ${event.type}\ndata: ${event.data}\n\n`);
  // A logged event is one object for all of its user's streams in this process: framed and
  // encoded once, not once per stream.
  let framed = framedEvents.get(event);
  if (framed === undefined) {
    framed = Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`);
    framedEvents.set(event, framed);
  }
  return framed;
}

const framedEvents = new WeakMap<LiveEvent, Buffer>();

/** A comment line: keeps proxies from closing a quiet stream, and is ignored by clients. */
export const sseHeartbeat = ': heartbeat\n\n';
