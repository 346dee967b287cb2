import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { LiveEvent } from './schemas.js';

export interface LiveEventOptions {
  /** The server's address, e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  /** A personal API token (`spora_pat_…`). */
  readonly token: string;
  /** Resume after this event (its `id`): what happened since is replayed first. */
  readonly lastEventId?: number;
  /** Ends the stream. */
  readonly signal?: AbortSignal;
  /** Another `fetch`, e.g. one with a proxy. */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * Your live events (`GET /api/v1/events`), typed by the OpenAPI document, until the server ends
 * the stream or `signal` aborts it. Does not reconnect: to resume, call again with the `id` of the
 * last event seen as `lastEventId`.
 */
export async function* readLiveEvents(options: LiveEventOptions): AsyncGenerator<LiveEvent> {
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${options.token}`,
  };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await (options.fetch ?? fetch)(new URL('/api/v1/events', options.baseUrl), {
    headers,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  if (!response.ok || response.body === null) {
    throw new Error(`GET /api/v1/events answered ${response.status}: ${await response.text()}`);
  }
  const messages = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value: message } = await messages.read();
      if (done) return;
      // The server names every event; the stream's own `id` travels beside the JSON payload.
      const event = {
        event: message.event,
        ...(message.id === undefined ? {} : { id: Number(message.id) }),
        data: JSON.parse(message.data) as unknown,
      };
      yield event as LiveEvent;
    }
  } finally {
    // A caller that stops early (break, return) closes the connection too.
    await messages.cancel().catch(() => {});
  }
}
