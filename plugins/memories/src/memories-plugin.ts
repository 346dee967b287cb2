import {
  AbstractPlugin,
  ContainerBuildingEvent,
  coreServices,
  EventSubscriptions,
  type SubscribedEvents,
} from '@spora/sdk';
import type { Kysely } from 'kysely';
import { GlobalMemoryTool } from './global-memory-tool.js';
import type { MemoriesTables } from './memories-table.js';
import { MemoryStore, memoryStoreService } from './memory-store.js';
import { MemoryTool } from './memory-tool.js';

/**
 * Agents' long-term memory. The tools reach the `memories` table through a store this plugin
 * registers in the platform's container, so they stay stateless and every platform (and every
 * test) gets a store on its own database.
 */
export class MemoriesPlugin extends AbstractPlugin {
  override tools() {
    return [MemoryTool, GlobalMemoryTool];
  }

  override schemaVersion(): number {
    return 1;
  }

  /** Built migrations sit beside the code; the path is relative to the plugin folder. */
  override migrationsPath(): string {
    return 'dist/migrations';
  }

  override getSubscribedEvents(): SubscribedEvents {
    return new EventSubscriptions<MemoriesPlugin>().on(ContainerBuildingEvent, 'registerServices');
  }

  registerServices(event: ContainerBuildingEvent): void {
    event.register(memoryStoreService, (services) => {
      const { db } = services.resolve(coreServices.database);
      return new MemoryStore(db as Kysely<MemoriesTables>);
    });
  }
}
