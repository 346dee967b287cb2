import type { ExtensionRoute } from './extension-route.js';
import { LifecycleEvent } from './lifecycle-event.js';

/**
 * Sent once when the HTTP server is built (only in the server process): the App first, then
 * plugins in load order. Routes are added below `prefix`, `/api/v1/plugins/<slug>`, so two
 * extensions never claim the same path. An invalid route, a path added twice or a handler that
 * throws drops all of the extension's routes, with a log line; the rest of the server runs.
 */
export class RoutesRegisteringEvent extends LifecycleEvent {
  static readonly eventName = 'routes_registering';

  constructor(
    readonly prefix: string,
    private readonly collect: (route: ExtensionRoute) => void,
  ) {
    super();
  }

  addRoute<Params, Query, Body>(route: ExtensionRoute<Params, Query, Body>): void {
    // The platform validates the request against the route's schemas before calling the handler,
    // which is what makes the handler's declared types hold.
    this.collect(route as unknown as ExtensionRoute);
  }
}
