import type { ServerResponse } from 'node:http';
import type { FeedSubscription } from './feed-subscription.js';
import type { LiveEventSink, SubscriptionEnd } from './live-event-sink.js';

/**
 * Writes a subscription to a client's `text/event-stream` response. Back-pressure: once the
 * response holds more than its high-water mark unsent (a client that does not read), the
 * subscription stops writing to it and keeps only its cursor; on `drain` it catches up from what
 * its feed keeps or from the log. So a slow client holds at most one batch beyond the mark, and
 * never delays the others, which are written by the same loop without waiting for it.
 */
export function sseResponseSink(
  response: ServerResponse,
  subscription: FeedSubscription,
  onEnd: (reason: SubscriptionEnd) => void,
): LiveEventSink {
  let waitingForDrain = false;
  const drained = () => {
    waitingForDrain = false;
    subscription.resume();
  };
  return {
    send(batch) {
      if (response.destroyed || response.writableEnded) return false;
      if (response.write(batch.bytes)) return true;
      if (!waitingForDrain) {
        waitingForDrain = true;
        response.once('drain', drained);
      }
      return false;
    },
    end: onEnd,
  };
}
