import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Logger } from '../logging/logger.js';
import type { McpServerRecord } from './mcp-server-record.js';

/**
 * The transport to one server: a child process speaking over stdio (its stderr goes to the log,
 * not to Spora's own), or streamable HTTP with the stored headers and bearer token, and for an
 * OAuth server the user's tokens (`authProvider`), which the SDK refreshes on a 401.
 */
export function createMcpTransport(
  server: McpServerRecord,
  logger: Logger,
  authProvider?: OAuthClientProvider,
): Transport {
  if (server.transport === 'stdio') {
    const transport = new StdioClientTransport({
      command: server.command ?? '',
      args: [...server.args],
      env: { ...inheritedEnvironment(), ...server.secrets.env },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) =>
      logger.debug({ mcpServer: server.slug, stderr: chunk.toString('utf8').trimEnd() }, 'MCP server stderr'),
    );
    return transport;
  }
  const headers: Record<string, string> = { ...server.secrets.headers };
  if (server.secrets.bearerToken) headers.Authorization = `Bearer ${server.secrets.bearerToken}`;
  return new StreamableHTTPClientTransport(new URL(server.url ?? ''), {
    requestInit: { headers },
    ...(authProvider ? { authProvider } : {}),
  });
}

// The SDK's default keeps only a few variables; PATH-like ones are what a command needs to start.
function inheritedEnvironment(): Record<string, string> {
  const kept = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'NODE_OPTIONS'];
  const environment: Record<string, string> = {};
  for (const key of kept) {
    const value = process.env[key];
    if (value !== undefined) environment[key] = value;
  }
  return environment;
}
