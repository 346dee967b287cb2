export { defaultRetention, type RetentionPolicy, type StoredEvent } from './event-log.js';
export type { EventSubscription } from './event-subscription.js';
export type {
  DurableEventPayloads,
  DurableEventType,
  LiveEvent,
  PendingCallView,
  TextDelta,
} from './event-types.js';
export { defaultLiveEventsOptions, LiveEvents, type LiveEventsOptions } from './live-events.js';
export { formatSseEvent, sseHeartbeat } from './sse-format.js';
