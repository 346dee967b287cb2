import { type ServiceFactory, type ServiceResolver, type ServiceToken, SporaError } from '@spora/sdk';

export type ServiceContainerErrorCode =
  | 'SERVICE_ALREADY_REGISTERED'
  | 'SERVICE_NOT_REGISTERED'
  | 'SERVICE_NOT_OVERRIDABLE'
  | 'SERVICE_CYCLE'
  | 'CONTAINER_NOT_BUILT'
  | 'CONTAINER_ALREADY_BUILT';

export class ServiceContainerError extends SporaError<ServiceContainerErrorCode> {}

/** One registration or override, as an extension asked for it. */
export interface ServiceChange {
  readonly kind: 'register' | 'override';
  readonly token: ServiceToken<unknown>;
  readonly factory: ServiceFactory<unknown>;
}

interface ServiceEntry {
  readonly factory: ServiceFactory<unknown>;
  /** `core`, `app` or a plugin's slug: who registered (or last overrode) the service. */
  readonly owner: string;
  readonly overridable: boolean;
  built: boolean;
  value: unknown;
}

/**
 * The services of one process, found by the token's name. It has two phases: while it is being
 * built, owners (core, then the App, then plugins in load order) register and override
 * factories, each owner's changes all or none; once built, services are resolved, each built once
 * on first use, and nothing can be registered any more.
 */
export class ServiceContainer implements ServiceResolver {
  private readonly entries = new Map<string, ServiceEntry>();
  private readonly resolving: string[] = [];
  private built = false;

  /** Throws the first change that `apply` would refuse, changing nothing. */
  check(changes: readonly ServiceChange[]): void {
    this.assertBuilding();
    const overridable = new Map([...this.entries].map(([name, entry]) => [name, entry.overridable]));
    for (const { kind, token } of changes) {
      const existing = overridable.get(token.name);
      if (kind === 'register' && existing !== undefined) {
        throw new ServiceContainerError(
          'SERVICE_ALREADY_REGISTERED',
          `Service ${token.name} is already registered by ${this.ownerOf(token) ?? 'this extension'}; override it instead.`,
          { service: token.name },
        );
      }
      if (kind === 'override' && existing === undefined) {
        throw new ServiceContainerError(
          'SERVICE_NOT_REGISTERED',
          `Service ${token.name} cannot be overridden: nothing registered it before.`,
          { service: token.name },
        );
      }
      if (kind === 'override' && existing === false) {
        throw new ServiceContainerError(
          'SERVICE_NOT_OVERRIDABLE',
          `Service ${token.name} cannot be overridden.`,
          { service: token.name },
        );
      }
      overridable.set(token.name, existing ?? true);
    }
  }

  /** Applies one owner's changes in order: all of them, or none when one is refused. */
  apply(owner: string, changes: readonly ServiceChange[], options: { overridable?: boolean } = {}): void {
    this.check(changes);
    for (const { token, factory } of changes) {
      const overridable = this.entries.get(token.name)?.overridable ?? options.overridable ?? true;
      this.entries.set(token.name, { factory, owner, overridable, built: false, value: undefined });
    }
  }

  /** Ends the building phase: from now on services resolve and nothing registers. */
  finishBuilding(): void {
    this.built = true;
  }

  resolve<Service>(token: ServiceToken<Service>): Service {
    if (!this.built) {
      throw new ServiceContainerError(
        'CONTAINER_NOT_BUILT',
        `Service ${token.name} was resolved while the container was still being built.`,
        { service: token.name },
      );
    }
    const entry = this.entries.get(token.name);
    if (!entry) {
      throw new ServiceContainerError('SERVICE_NOT_REGISTERED', `No service ${token.name} is registered.`, {
        service: token.name,
      });
    }
    if (!entry.built) {
      if (this.resolving.includes(token.name)) {
        const cycle = [...this.resolving.slice(this.resolving.indexOf(token.name)), token.name];
        throw new ServiceContainerError(
          'SERVICE_CYCLE',
          `Services depend on each other: ${cycle.join(' → ')}.`,
          {
            cycle,
          },
        );
      }
      this.resolving.push(token.name);
      try {
        entry.value = entry.factory(this);
        entry.built = true;
      } finally {
        this.resolving.pop();
      }
    }
    // The factory was registered under this token, which carries the service's type.
    return entry.value as Service;
  }

  has(token: ServiceToken<unknown>): boolean {
    return this.entries.has(token.name);
  }

  ownerOf(token: ServiceToken<unknown>): string | undefined {
    return this.entries.get(token.name)?.owner;
  }

  /** Names of the services an owner registered or overrode last. */
  servicesOf(owner: string): readonly string[] {
    return [...this.entries].filter(([, entry]) => entry.owner === owner).map(([name]) => name);
  }

  private assertBuilding(): void {
    if (this.built) {
      throw new ServiceContainerError(
        'CONTAINER_ALREADY_BUILT',
        'Services can only be registered while the container is being built.',
      );
    }
  }
}
