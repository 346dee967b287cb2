import type { LiveEvent, LiveEvents } from '../realtime/index.js';

/** A durable event of the user's log, its payload parsed. */
export interface WatchedEvent {
  readonly type: Exclude<LiveEvent['type'], 'text_delta' | 'reset'>;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface UserEventWatch {
  /** Stops watching; no callback runs after it. */
  close(): void;
}

/**
 * Calls `onEvent` for each durable event of the user's log from now on (streamed text is left
 * out: it says nothing about state). A `reset` (events were missed) or the end of the stream
 * calls `onGap`, after which readers should look again at what they care about.
 */
export async function watchUserEvents(
  liveEvents: Pick<LiveEvents, 'subscribe'>,
  userId: number,
  onEvent: (event: WatchedEvent) => void,
  onGap: () => void,
): Promise<UserEventWatch> {
  const subscription = await liveEvents.subscribe(userId, null);
  let closed = false;
  void (async () => {
    try {
      for await (const event of subscription) {
        if (closed) return;
        if (event.type === 'text_delta') continue;
        if (event.type === 'reset') onGap();
        else onEvent({ type: event.type, data: JSON.parse(event.data) as Record<string, unknown> });
      }
    } catch {
      // A failed read of the log: whoever watches falls back on looking again.
    }
    if (!closed) onGap();
  })();
  return {
    close() {
      closed = true;
      subscription.close();
    },
  };
}
