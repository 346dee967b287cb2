import type { EventSubscription, LiveEvent } from '../../src/realtime/index.js';
import { checkPublishedLiveEvent } from './openapi-contract.js';

/**
 * Reads a subscription in the background, so a test can wait for what it expects. An event the
 * published schema does not describe fails the wait.
 */
export interface LiveEventReader {
  readonly received: LiveEvent[];
  /** Resolves once `count` events arrived; fails after `timeoutMs` with what did. */
  take(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  /** Waits a while and returns everything received, for asserting that nothing else came. */
  settle(quietMs?: number): Promise<LiveEvent[]>;
  close(): void;
}

export function readLiveEvents(subscription: EventSubscription): LiveEventReader {
  const received: LiveEvent[] = [];
  let unpublished: Error | null = null;
  let changed = () => {};
  void (async () => {
    for await (const event of subscription) {
      try {
        checkPublishedLiveEvent({ id: event.id, event: event.type, data: event.data });
      } catch (error) {
        unpublished ??= error as Error;
      }
      received.push(event);
      changed();
    }
  })();
  return {
    received,
    take: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} events, got ${JSON.stringify(received)}`)),
          timeoutMs,
        );
        changed = () => {
          if (unpublished !== null) {
            clearTimeout(timer);
            reject(unpublished);
            return;
          }
          if (received.length < count) return;
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        changed();
      }),
    settle: async (quietMs = 200) => {
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      if (unpublished !== null) throw unpublished;
      return [...received];
    },
    close: () => subscription.close(),
  };
}

/** The parsed payload of an event. */
export function payloadOf(event: LiveEvent): Record<string, unknown> & { task_id?: number } {
  return JSON.parse(event.data) as Record<string, unknown> & { task_id?: number };
}
