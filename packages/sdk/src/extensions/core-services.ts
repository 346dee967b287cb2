import type { ToolFetch, ToolLogger } from '../tools/tool-context.js';
import { ServiceToken } from './services.js';
import type { TaskControl } from './task-control.js';
import type { ToolSettingsReader } from './tool-settings-reader.js';

export type DatabaseEngineName = 'sqlite' | 'postgres';

/** The platform's database as extensions reach it. */
export interface ExtensionDatabase {
  readonly engine: DatabaseEngineName;
  /**
   * The platform's Kysely instance. The SDK does not depend on Kysely, so give it your tables'
   * type where you use it: `database.db as Kysely<MyTables>`.
   */
  readonly db: unknown;
}

/**
 * Services the platform registers before any extension: extensions resolve them, and may
 * override `toolFetch` (the HTTP layer every tool call uses, for a proxy, say). The database, the
 * logger, `tasks` and `toolSettings` cannot be overridden: the last two check every call against
 * the acting user's access, and no extension may replace that check for the others.
 */
export const coreServices = {
  database: new ServiceToken<ExtensionDatabase>('core.database', 'The platform database.'),
  logger: new ServiceToken<ToolLogger>('core.logger', 'The platform log.'),
  toolFetch: new ServiceToken<ToolFetch>(
    'core.tool_fetch',
    'The fetch tools use: refuses private addresses, enforces timeouts and size caps.',
  ),
  tasks: new ServiceToken<TaskControl>(
    'core.tasks',
    "Starts, continues, aborts, reads and appends to tasks for one user, checked against that user's access.",
  ),
  toolSettings: new ServiceToken<ToolSettingsReader>(
    'core.tool_settings',
    "A tool's effective settings for an agent, secrets masked, checked against the acting user's access.",
  ),
} as const;
