import type { LlmDriverClass } from '../drivers/llm-driver.js';
import { LifecycleEvent, type ProcessKind } from './lifecycle-event.js';
import type { ServiceFactory, ServiceToken } from './services.js';

/** Where the platform collects what one extension contributes while the container is built. */
export interface ContainerContributions {
  register<Service>(token: ServiceToken<Service>, factory: ServiceFactory<Service>): void;
  override<Service>(token: ServiceToken<Service>, factory: ServiceFactory<Service>): void;
  addLlmDriver(driverClass: LlmDriverClass): void;
}

/**
 * Sent once per process, before any service is resolved: the App first, then plugins in load
 * order. A handler registers services, overrides services registered before it (core, the App,
 * or an earlier plugin) and contributes LLM driver classes. Nothing can be resolved yet.
 *
 * What one extension contributes takes effect together or not at all: a conflict (a name
 * registered twice, an override of an unknown or fixed service, a driver refused by the driver
 * registry) refuses the extension.
 */
export class ContainerBuildingEvent extends LifecycleEvent {
  static readonly eventName = 'container_building';

  constructor(
    readonly processKind: ProcessKind,
    private readonly contributions: ContainerContributions,
  ) {
    super();
  }

  /** Adds a service under a name no one has registered. */
  register<Service>(token: ServiceToken<Service>, factory: ServiceFactory<Service>): void {
    this.contributions.register(token, factory);
  }

  /** Replaces the factory of a service registered earlier. */
  override<Service>(token: ServiceToken<Service>, factory: ServiceFactory<Service>): void {
    this.contributions.override(token, factory);
  }

  /** Adds an LLM driver; it is registered as `<slug>/<ClassName>`. */
  addLlmDriver(driverClass: LlmDriverClass): void {
    this.contributions.addLlmDriver(driverClass);
  }
}
