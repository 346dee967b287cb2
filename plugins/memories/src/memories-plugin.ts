import {
  AbstractPlugin,
  ContainerBuildingEvent,
  coreServices,
  EventSubscriptions,
  RoutesRegisteringEvent,
  type SubscribedEvents,
  type UiApp,
} from '@spora/sdk';
import type { Kysely } from 'kysely';
import { GlobalMemoryTool } from './global-memory-tool.js';
import type { MemoriesTables } from './memories-table.js';
import { registerMemoryReviewRoute } from './memory-review-route.js';
import { registerMemoryRoutes } from './memory-routes.js';
import { MemoryStore, memoryStoreService } from './memory-store.js';
import { MemoryTool } from './memory-tool.js';

/**
 * Agents' long-term memory. The tools reach the `memories` table through a store this plugin
 * registers in the platform's container, so they stay stateless and every platform (and every
 * test) gets a store on its own database. A panel in the web UI (`public/panel.js`, the worked
 * example of a plugin panel) lets a person browse and delete their memories through the plugin's
 * routes, and a route asks an agent to tidy its memories as a task (the `core.tasks` service).
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
    return new EventSubscriptions<MemoriesPlugin>()
      .on(ContainerBuildingEvent, 'registerServices')
      .on(RoutesRegisteringEvent, 'registerRoutes');
  }

  override apps(): UiApp[] {
    return [
      {
        name: 'browse',
        displayName: 'Memories',
        description: 'Browse and delete what your agents remember.',
        entry: 'panel.js',
      },
    ];
  }

  /** The panel's module and styles; plain browser JavaScript, served as it is. */
  override publicAssetsPath(): string {
    return 'public';
  }

  registerServices(event: ContainerBuildingEvent): void {
    event.register(memoryStoreService, (services) => {
      const { db } = services.resolve(coreServices.database);
      return new MemoryStore(db as Kysely<MemoriesTables>);
    });
  }

  registerRoutes(event: RoutesRegisteringEvent): void {
    registerMemoryRoutes(event);
    registerMemoryReviewRoute(event);
  }
}
