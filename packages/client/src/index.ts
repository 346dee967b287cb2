export { createSporaClient, type SporaClient, type SporaClientOptions } from './client.js';
export { type LiveEventOptions, readLiveEvents } from './live-events.js';
export type { components, operations, paths } from './schema.gen.js';
export type { LiveEvent, Schema } from './schemas.js';
