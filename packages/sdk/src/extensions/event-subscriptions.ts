import type { LifecycleEvent, LifecycleEventClass } from './lifecycle-event.js';

/** Event class → the name of the extension's method that handles it. */
export type SubscribedEvents = ReadonlyMap<LifecycleEventClass, string>;

/** The names of `Extension`'s methods that take exactly one `Event`. */
export type EventHandlerName<Extension, Event extends LifecycleEvent> = {
  [Key in keyof Extension]-?: Extension[Key] extends (...args: infer Args) => unknown
    ? Args extends [Event]
      ? [Event] extends Args
        ? Key
        : never
      : never
    : never;
}[keyof Extension] &
  string;

/**
 * A typed way to write `getSubscribedEvents()`: each method name is checked against the event
 * it handles.
 *
 * ```ts
 * override getSubscribedEvents() {
 *   return new EventSubscriptions<MemoriesPlugin>()
 *     .on(ContainerBuildingEvent, 'registerServices')
 *     .on(BootingEvent, 'warmUp');
 * }
 * ```
 */
export class EventSubscriptions<Extension> extends Map<LifecycleEventClass, string> {
  on<Event extends LifecycleEvent>(
    eventClass: LifecycleEventClass<Event>,
    method: EventHandlerName<Extension, Event>,
  ): this {
    this.set(eventClass, method);
    return this;
  }
}
