import type { SporaConfig } from '../config/index.js';
import type { DatabaseConnection } from '../db/index.js';
import { EmailLinks } from '../email/index.js';
import type { Logger } from '../logging/logger.js';
import { McpServers, type McpServersOptions, mcpConnectNotification, mcpToolPrefix } from '../mcp/index.js';
import { type NotificationDelivery, NotificationStore } from '../notifications/index.js';
import type { LiveEvents } from '../realtime/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import type { ToolRegistry } from '../tools/index.js';

/** What the platform's MCP servers are built from. */
export interface PlatformMcpDeps {
  readonly config: SporaConfig;
  readonly logger: Logger;
  readonly database: DatabaseConnection;
  readonly encryption: FieldEncryption;
  readonly tools: ToolRegistry;
  readonly liveEvents: LiveEvents;
  readonly notificationDelivery: NotificationDelivery;
  /** A user connected their account to a server: the tasks waiting for it run on. */
  readonly connected: NonNullable<McpServersOptions['connected']>;
}

/**
 * The MCP servers registered as tool sources, started: their tools join the registry, and a task
 * that needs a user's connection notifies the user (bell and e-mail) with the link to connect.
 */
export async function startMcpServers(deps: PlatformMcpDeps): Promise<McpServers> {
  const { database } = deps;
  const mcpNotifications = new NotificationStore(
    database.db,
    deps.liveEvents.notificationRecorder,
    deps.notificationDelivery,
  );
  const mcpServers = new McpServers({
    db: database.db,
    encryption: deps.encryption,
    registry: deps.tools,
    logger: deps.logger,
    publicBase: new EmailLinks(deps.config).base,
    notifyConnectionNeeded: (notice) =>
      database.db.transaction().execute(async (trx) => {
        await mcpNotifications.notify(trx, mcpConnectNotification(notice));
      }),
    connected: deps.connected,
    changesKey: deps.config.database.kind === 'sqlite' ? deps.config.database.path : deps.config.database.url,
  });
  await mcpServers.start();
  return mcpServers;
}

/**
 * The orchestrator's `catchUpTools` for MCP tools: a tool class of a server this process has not
 * registered yet (registered a moment ago through another process's or thread's API) makes it
 * read the stored servers again, rather than wait for the next periodic read.
 */
export function catchUpMcpTools(servers: McpServers): (toolClasses: readonly string[]) => Promise<void> {
  return async (toolClasses) => {
    if (toolClasses.some((toolClass) => toolClass.startsWith(mcpToolPrefix(''))))
      await servers.source.registerStored();
  };
}
