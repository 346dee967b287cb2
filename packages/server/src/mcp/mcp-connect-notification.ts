import type { NewNotification } from '../notifications/index.js';
import type { McpConnectionNotice } from './mcp-servers.js';

/** The `mcp_connect` notification: which server, for which task, and the link that connects. */
export function mcpConnectNotification(notice: McpConnectionNotice): NewNotification {
  return {
    userId: notice.userId,
    type: 'mcp_connect',
    title: `Connect your account to ${notice.server.name}`,
    body:
      `A task needs the tools of the MCP server “${notice.server.name}”, which acts with your own account. ` +
      `Connect it here: ${notice.connectUrl}`,
    taskId: notice.taskId,
    data: {
      mcp_server_id: notice.server.id,
      server_name: notice.server.name,
      connect_url: notice.connectUrl,
      ...(notice.taskId === null ? {} : { task_id: notice.taskId }),
    },
  };
}
