import { checkPublishedLiveEvent } from './openapi-contract.js';

/** One server-sent event as a client parses it. */
export interface SseMessage {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/** An open `text/event-stream` response over real HTTP, parsed as it arrives. */
export interface SseClient {
  readonly status: number;
  readonly contentType: string | null;
  /** Every event so far, in order. */
  readonly received: SseMessage[];
  /** Comment lines so far (heartbeats). */
  readonly comments: string[];
  /** The first event (received already or later) after position `from` that matches. */
  waitFor(
    predicate: (message: SseMessage) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<SseMessage>;
  /** Resolves once at least `count` comment lines arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` (the live-event stream) with fetch and reads its body as server-sent events until
 * closed or ended. An event the published schema does not describe fails every later wait.
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const received: SseMessage[] = [];
  const comments: string[] = [];
  let unpublished: Error | null = null;
  const receive = (message: SseMessage) => {
    try {
      checkPublishedLiveEvent(message);
    } catch (error) {
      unpublished ??= error as Error;
    }
    received.push(message);
  };
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    let fields: { id: string | null; event: string; data: string[] } = {
      id: null,
      event: 'message',
      data: [],
    };
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline !== -1) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (fields.data.length > 0)
              receive({ id: fields.id, event: fields.event, data: fields.data.join('\n') });
            fields = { id: null, event: 'message', data: [] };
          } else if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
          } else {
            const colon = line.indexOf(':');
            const name = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') fields.id = value;
            else if (name === 'event') fields.event = value;
            else if (name === 'data') fields.data.push(value);
          }
          newline = buffer.indexOf('\n');
        }
        changed();
      }
    } catch {
      // Closed by the client.
    } finally {
      changed();
    }
  })();
  let done = false;
  void ended.then(() => {
    done = true;
    changed();
  });

  const until = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        if (unpublished !== null) {
          cleanup();
          reject(unpublished);
          return;
        }
        const found = check();
        if (found !== undefined) {
          cleanup();
          resolve(found);
        } else if (done) {
          cleanup();
          reject(new Error(`stream ended before ${what}; received ${JSON.stringify(received)}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(received)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(attempt);
      };
      listeners.add(attempt);
      attempt();
    });

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    comments,
    waitFor: (predicate, { from = 0, timeoutMs = 10_000 } = {}) =>
      until(() => received.slice(from).find(predicate), timeoutMs, 'a matching event'),
    waitForComments: (count, timeoutMs = 10_000) =>
      until(() => (comments.length >= count ? true : undefined), timeoutMs, `${count} comments`).then(
        () => {},
      ),
    ended,
    close: () => abort.abort(),
  };
}
