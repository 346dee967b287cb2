export { defaultRetention, type RetentionPolicy, type StoredEvent } from './event-log.js';
export type { EventSubscription } from './event-subscription.js';
export type {
  DurableEventPayloads,
  DurableEventType,
  LiveEvent,
  PendingCallView,
  TextDelta,
} from './event-types.js';
export type { FeedSubscription } from './feed-subscription.js';
export type { LiveEventSink, SubscriptionEnd } from './live-event-sink.js';
export { defaultLiveEventsOptions, LiveEvents, type LiveEventsOptions } from './live-events.js';
export { sseHeartbeat } from './sse-format.js';
export { sseResponseSink } from './sse-response-sink.js';
