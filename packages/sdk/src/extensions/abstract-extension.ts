import type { SubscribedEvents } from './event-subscriptions.js';
import { extensionMarker } from './markers.js';
import type { ScheduledJob } from './scheduled-job.js';
import type { SporaExtension, ToolClass } from './spora-extension.js';
import type { UiApp } from './ui-app.js';

/** `MemoriesPlugin` → `Memories`; a name that would end up empty stays as it is. */
export function extensionNameFromClass(className: string): string {
  const stripped = className.replace(/(Plugin|Extension)$/, '');
  return stripped === '' ? className || 'Extension' : stripped;
}

/**
 * Empty defaults for every hook, so an extension writes only what it contributes. The name comes
 * from the class. Extend `AbstractPlugin` for a plugin; this class suits the App.
 */
export abstract class AbstractExtension implements SporaExtension {
  get [extensionMarker](): true {
    return true;
  }

  getName(): string {
    return extensionNameFromClass(this.constructor.name);
  }

  tools(): readonly ToolClass[] {
    return [];
  }

  agentTemplatePaths(): readonly string[] {
    return [];
  }

  skillPaths(): readonly string[] {
    return [];
  }

  schemaVersion(): number {
    return 0;
  }

  migrationsPath(): string | null {
    return null;
  }

  apps(): readonly UiApp[] {
    return [];
  }

  publicAssetsPath(): string | null {
    return null;
  }

  emailTemplatePaths(): readonly string[] {
    return [];
  }

  scheduledJobs(): readonly ScheduledJob[] {
    return [];
  }

  getSubscribedEvents(): SubscribedEvents {
    return new Map();
  }
}
