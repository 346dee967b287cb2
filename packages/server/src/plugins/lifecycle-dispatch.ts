import type { LifecycleEvent, LifecycleEventName, SporaExtension } from '@spora/sdk';

/**
 * Calls the extension's handler for the event, if it subscribed, and waits for it. Returns
 * whether a handler ran; whatever the handler throws reaches the caller.
 */
export async function deliverEvent(
  extension: SporaExtension,
  subscriptions: ReadonlyMap<LifecycleEventName, string>,
  eventName: LifecycleEventName,
  event: LifecycleEvent,
): Promise<boolean> {
  const method = subscriptions.get(eventName);
  if (method === undefined) return false;
  // The method was checked to be a function when the extension loaded.
  const handler = Reflect.get(extension, method) as (event: LifecycleEvent) => unknown;
  await handler.call(extension, event);
  return true;
}
