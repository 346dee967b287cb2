/** The process the platform runs in: `spora serve`, `spora worker`, or any other `spora` command. */
export type ProcessKind = 'server' | 'worker' | 'cli';

/**
 * Events are matched by name, not by class identity, so a plugin that bundles its own copy of
 * the SDK still receives them.
 */
export type LifecycleEventName = 'container_building' | 'routes_registering' | 'booting';

/** The base of the three lifecycle events. */
export abstract class LifecycleEvent {}

/** One of the event classes, as `getSubscribedEvents()` names it. */
export interface LifecycleEventClass<Event extends LifecycleEvent = LifecycleEvent> {
  readonly eventName: LifecycleEventName;
  readonly prototype: Event;
}
