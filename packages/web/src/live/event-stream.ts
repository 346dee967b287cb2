import type { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent, type LiveEvent, liveEventTypes } from './apply-live-event';
import { setLiveMode } from './live-mode';

/** How long the stream may stay unopened before the tab falls back to polling. */
const fallBackAfterMs = 4_000;
/** Reconnection backoff while the stream is down: 1 s doubling up to 30 s. */
const maximumBackoffMs = 30_000;

/**
 * The tab's one connection to `GET /api/v1/events`. Events patch the query cache as they come;
 * when the stream cannot be opened the tab polls (queries refetch on an interval) and keeps
 * trying to reconnect with backoff, resuming after the last event it saw so nothing is lost.
 * Returns a function that closes it.
 */
export function openEventStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let fallBackTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let backoffMs = 1_000;
  let wasPolling = false;
  let closed = false;

  const clearTimers = () => {
    if (fallBackTimer !== null) clearTimeout(fallBackTimer);
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    fallBackTimer = reconnectTimer = null;
  };

  const fallBack = () => {
    wasPolling = true;
    setLiveMode('polling');
  };

  const connect = () => {
    if (closed) return;
    const url = lastEventId === null ? '/api/v1/events' : `/api/v1/events?last_event_id=${lastEventId}`;
    const stream = new EventSource(url, { withCredentials: true });
    source = stream;
    fallBackTimer ??= setTimeout(fallBack, fallBackAfterMs);

    stream.onopen = () => {
      clearTimers();
      backoffMs = 1_000;
      setLiveMode('live');
      // Without a last event id the server replays nothing, so whatever changed between the page's
      // first fetches (or the last poll) and this moment would be missed: refetch once to catch it.
      if (wasPolling || lastEventId === null)
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      wasPolling = false;
    };
    stream.onerror = () => {
      if (closed) return;
      fallBackTimer ??= setTimeout(fallBack, fallBackAfterMs);
      // The browser retries by itself unless the server refused the stream; then we do, with backoff.
      if (stream.readyState === EventSource.CLOSED) {
        stream.close();
        reconnectTimer = setTimeout(connect, backoffMs);
        backoffMs = Math.min(backoffMs * 2, maximumBackoffMs);
      }
    };
    for (const type of liveEventTypes) {
      stream.addEventListener(type, (message) => {
        const event = message as MessageEvent<string>;
        if (event.lastEventId !== '') lastEventId = event.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        // The server's events match the published schema (its tests check every one it sends).
        applyLiveEvent(queryClient, { event: type, data } as LiveEvent);
      });
    }
  };

  connect();
  return () => {
    closed = true;
    clearTimers();
    source?.close();
    setLiveMode('connecting');
  };
}
