import { LifecycleEvent, type ProcessKind } from './lifecycle-event.js';
import type { ServiceResolver } from './services.js';

/**
 * Sent once per process after the database is migrated and every service can be resolved, in
 * every process kind: the server, each worker and each CLI command. The App first, then plugins
 * in load order. A handler that throws is logged and reported; the process goes on.
 */
export class BootingEvent extends LifecycleEvent {
  static readonly eventName = 'booting';

  constructor(
    readonly processKind: ProcessKind,
    private readonly resolver: ServiceResolver,
  ) {
    super();
  }

  /** The built container. */
  get services(): ServiceResolver {
    return this.resolver;
  }
}
