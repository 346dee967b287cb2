import type { ToolFetch, ToolLogger } from '../tools/tool-context.js';
import { ServiceToken } from './services.js';

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
 * override `toolFetch` (the HTTP layer every tool call uses, for a proxy, say). The database and
 * the logger cannot be overridden.
 */
export const coreServices = {
  database: new ServiceToken<ExtensionDatabase>('core.database', 'The platform database.'),
  logger: new ServiceToken<ToolLogger>('core.logger', 'The platform log.'),
  toolFetch: new ServiceToken<ToolFetch>(
    'core.tool_fetch',
    'The fetch tools use: refuses private addresses, enforces timeouts and size caps.',
  ),
} as const;
