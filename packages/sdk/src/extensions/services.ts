import { ExtensionDefinitionError } from './extension-error.js';

/** `core.tool_fetch`, `memories.store`: lowercase words joined by dots. */
export const serviceTokenNamePattern = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)+$/;

/**
 * Names one service in the platform's container and carries its type. Services are found by
 * name, not by token identity, so a plugin that bundles its own copy of the SDK still reaches
 * them. Name a plugin's services after its slug (`memories.store`) so they cannot collide.
 */
export class ServiceToken<Service> {
  /** Never set: it only carries the service's type. */
  declare readonly service?: Service;

  constructor(
    readonly name: string,
    readonly description: string = '',
  ) {
    if (!serviceTokenNamePattern.test(name)) {
      throw new ExtensionDefinitionError(
        'INVALID_SERVICE_TOKEN',
        `Service name "${name}" must be dotted lowercase words, like "my-plugin.store".`,
        { name },
      );
    }
  }

  toString(): string {
    return this.name;
  }
}

/** Builds a service the first time it is resolved; other services come from `services`. */
export type ServiceFactory<Service> = (services: ServiceResolver) => Service;

/** Reads services once the container is built. Each service is built once, on first use. */
export interface ServiceResolver {
  /** The service; throws `SERVICE_NOT_REGISTERED` when nothing is registered under the token. */
  resolve<Service>(token: ServiceToken<Service>): Service;
  has(token: ServiceToken<unknown>): boolean;
}
