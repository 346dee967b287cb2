import {
  ContainerBuildingEvent,
  type LlmDriverClass,
  type ProcessKind,
  type ServiceFactory,
  type ServiceToken,
  type SporaExtension,
  serviceTokenNamePattern,
} from '@spora/sdk';
import type { ExtensionDeclarations } from './extension-declarations.js';
import { deliverEvent } from './lifecycle-dispatch.js';
import { PluginRefusal } from './plugin-refusal.js';
import type { ServiceChange } from './service-container.js';

/** What one extension's `ContainerBuildingEvent` handler asked for, not yet applied. */
export interface ContainerContributionsOf {
  readonly services: readonly ServiceChange[];
  readonly drivers: readonly LlmDriverClass[];
}

/**
 * Sends `ContainerBuildingEvent` to one extension and collects what it contributes, so the
 * platform can check all of it before applying any. A handler that throws refuses the extension
 * (`CONTAINER_BUILDING_FAILED`).
 */
export async function collectContainerContributions(
  extension: SporaExtension,
  declarations: ExtensionDeclarations,
  processKind: ProcessKind,
): Promise<ContainerContributionsOf> {
  const services: ServiceChange[] = [];
  const drivers: LlmDriverClass[] = [];
  const change =
    (kind: ServiceChange['kind']) =>
    <Service>(token: ServiceToken<Service>, factory: ServiceFactory<Service>) => {
      // Plain JavaScript plugins are not type-checked: say what is wrong here, not at resolve time.
      if (typeof token?.name !== 'string' || !serviceTokenNamePattern.test(token.name)) {
        throw new TypeError(`${kind}() needs a ServiceToken from @spora/sdk, got ${String(token)}.`);
      }
      if (typeof factory !== 'function') {
        throw new TypeError(`${kind}(${token.name}) needs a factory function.`);
      }
      services.push({ kind, token, factory });
    };
  const event = new ContainerBuildingEvent(processKind, {
    register: change('register'),
    override: change('override'),
    addLlmDriver: (driverClass) => {
      if (typeof driverClass !== 'function') {
        throw new TypeError('addLlmDriver() needs a driver class.');
      }
      drivers.push(driverClass);
    },
  });
  try {
    await deliverEvent(extension, declarations.subscriptions, ContainerBuildingEvent.eventName, event);
  } catch (error) {
    throw new PluginRefusal(
      'CONTAINER_BUILDING_FAILED',
      `The ContainerBuildingEvent handler threw: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { services, drivers };
}
