export { mcpConnectNotification } from './mcp-connect-notification.js';
export { McpConnectionPool, McpUnavailableError } from './mcp-connection-pool.js';
export { McpConnectionNeededError, McpOauth } from './mcp-oauth.js';
export { McpServerError, type McpServerErrorCode } from './mcp-server-error.js';
export type { McpServerInput } from './mcp-server-input.js';
export {
  type McpListedTool,
  type McpServerRecord,
  type McpServerSecrets,
  type McpTransportKind,
  mcpToolPrefix,
} from './mcp-server-record.js';
export type { McpServerActor, McpServerService } from './mcp-server-service.js';
export type { McpConnectionNotice } from './mcp-servers.js';
export { McpServers, type McpServersOptions } from './mcp-servers.js';
export { mcpOperationName, sporaToolName } from './mcp-tool.js';
export { type McpListingOutcome, schemaHash } from './mcp-tool-source.js';
