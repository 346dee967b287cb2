import type { SporaConfig } from '../config/index.js';
import {
  type DatabaseConnection,
  type MigrationSummary,
  migrateToLatest,
  openDatabase,
} from '../db/index.js';
import type { Logger } from '../logging/logger.js';
import { createCoreToolRegistry, type ToolRegistry } from '../tools/index.js';

/**
 * The services every process kind (server, worker, CLI) shares: configuration, the database with
 * its migrations applied, and the tool registry. Opened once, closed once.
 */
export interface Platform {
  readonly config: SporaConfig;
  readonly logger: Logger;
  readonly database: DatabaseConnection;
  readonly tools: ToolRegistry;
  readonly migrations: MigrationSummary;
  close(): Promise<void>;
}

export interface OpenPlatformOptions {
  /** Apply pending migrations while opening (the default; `spora migrate` does it explicitly). */
  migrate?: boolean;
}

export async function openPlatform(
  config: SporaConfig,
  logger: Logger,
  options: OpenPlatformOptions = {},
): Promise<Platform> {
  const database = openDatabase(config.database);
  try {
    const migrations =
      options.migrate === false ? { applied: [] } : await migrateToLatest(database.db, database.engine);
    if (migrations.applied.length > 0) logger.info({ applied: migrations.applied }, 'database migrated');
    const tools = createCoreToolRegistry();
    let closing: Promise<void> | null = null;
    return {
      config,
      logger,
      database,
      tools,
      migrations,
      close() {
        closing ??= database.close();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
