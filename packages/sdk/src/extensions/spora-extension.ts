import type { ToolInterface } from '../tools/tool-interface.js';
import type { SubscribedEvents } from './event-subscriptions.js';
import type { ScheduledJob } from './scheduled-job.js';
import type { UiApp } from './ui-app.js';

/** A tool class as an extension lists it: tools are stateless singletons built without arguments. */
export type ToolClass = new () => ToolInterface;

/**
 * What a plugin or the operator's App declares. The ten data hooks are plain getters the platform
 * reads once per process; relative paths are resolved against the extension's folder (the folder
 * of `plugin.json`, or the App's folder). Behaviour at the lifecycle moments comes from the events
 * named by `getSubscribedEvents()`.
 */
export interface SporaExtension {
  /** Display name for people and logs. */
  getName(): string;
  /** Tool classes; a plugin's reach the model as `<slug>:<name>` and are identified as `<slug>/<ClassName>`. */
  tools(): readonly ToolClass[];
  /** Folders or files of agent templates. */
  agentTemplatePaths(): readonly string[];
  /** Folders holding skill folders (each with a `SKILL.md`). */
  skillPaths(): readonly string[];
  /** The number of the newest migration the code expects applied; 0 when it has no tables. */
  schemaVersion(): number;
  /** The folder of migration files (`0001-create-notes.js`, …), or `null`. */
  migrationsPath(): string | null;
  /** Panels for the web UI. */
  apps(): readonly UiApp[];
  /** A folder served as static files under `/plugins/<slug>/`, or `null`. */
  publicAssetsPath(): string | null;
  /** Folders of e-mail templates. */
  emailTemplatePaths(): readonly string[];
  /** Periodic jobs the workers run. */
  scheduledJobs(): readonly ScheduledJob[];
  /** The lifecycle events this extension handles, and the method that handles each. */
  getSubscribedEvents(): SubscribedEvents;
}
