import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import {
  displayNameFromToolName,
  type JsonSchema,
  type ParametersSchema,
  type ToolArguments,
  type ToolContext,
  type ToolInterface,
  type ToolMetadata,
  ToolResult,
} from '@spora/sdk';
import { markAwaitingConnection } from '../orchestrator/awaited-connection.js';
import type { RegisteredTool } from '../tools/index.js';
import { toToolResult } from './mcp-call-result.js';
import type { McpConnectionPool } from './mcp-connection-pool.js';
import { McpConnectionNeededError, type McpOauth } from './mcp-oauth.js';
import { type McpListedTool, type McpServerRecord, mcpToolPrefix } from './mcp-server-record.js';

/** The one operation of an MCP tool: MCP tools have no operations of their own. */
export const mcpOperationName = 'call';

export interface McpToolDependencies {
  readonly pool: McpConnectionPool;
  /** The server as it is stored now (it may have changed since the tool was registered). */
  readonly serverFor: (serverId: number) => Promise<McpServerRecord | null>;
  /** How long one call may take when the orchestrator's own limit is longer. */
  readonly callTimeoutMs: number;
  readonly oauth: McpOauth;
  /**
   * A call of an OAuth server's tool found the user not connected (or no longer): tell them,
   * with the link that connects them. Answers that link.
   */
  readonly connectionNeeded: (
    server: McpServerRecord,
    userId: number,
    taskId: number | null,
  ) => Promise<string>;
}

/** A name the model and the registry accept: lower case, `[a-z0-9_]`, starting with a letter. */
export function sporaToolName(remoteName: string): string {
  const cleaned = remoteName
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z]/.test(cleaned) ? cleaned : `t_${cleaned || 'tool'}`;
}

/**
 * An MCP server's tool as the registry holds it: `mcp-<server>:<tool>`, one operation (`call`)
 * that requires approval by default, the server's input schema as its parameters.
 */
export function describeMcpTool(
  server: McpServerRecord,
  listed: McpListedTool,
  dependencies: McpToolDependencies,
): RegisteredTool {
  const prefix = mcpToolPrefix(server.slug);
  const name = sporaToolName(listed.name);
  const description = listed.description || listed.title || listed.name;
  const metadata: ToolMetadata = {
    name,
    description,
    displayName: listed.title ?? displayNameFromToolName(name),
    // Upper case as the UI shows it; one word, since the UI builds element ids from it.
    category: 'MCP',
    icon: server.icon,
    operations: [
      {
        name: mcpOperationName,
        description,
        enabledByDefault: true,
        requiresApprovalByDefault: true,
        // A server's own read-only hint is not trusted to make a call safe to run twice.
        readOnly: false,
        discriminatorKey: 'action',
      },
    ],
    parameters: [],
    settings: [],
    discriminatorKey: null,
  };
  return {
    toolClass: `${prefix}/${name}`,
    llmName: `${prefix}:${name}`,
    origin: {
      kind: 'mcp',
      slug: prefix,
      icon: server.icon,
      serverId: server.id,
      ownerUserId: server.ownerUserId,
    },
    pluginSlug: prefix,
    metadata,
    instance: new McpTool(server.id, server.ownerUserId, listed, dependencies),
  };
}

class McpTool implements ToolInterface {
  private readonly schema: ParametersSchema;

  constructor(
    private readonly serverId: number,
    private readonly serverOwner: number | null,
    private readonly listed: McpListedTool,
    private readonly dependencies: McpToolDependencies,
  ) {
    this.schema = toParametersSchema(listed.inputSchema);
  }

  async execute(args: ToolArguments, ctx: ToolContext): Promise<ToolResult> {
    const owner = ctx.principal.ownerUserId;
    // A user's server acts with that user's credentials: no one else's agent may call it.
    if (this.serverOwner !== null && owner !== this.serverOwner) {
      return ToolResult.error('This MCP server belongs to another user; its tools are not available here.');
    }
    const server = await this.dependencies.serverFor(this.serverId);
    if (!server) return ToolResult.error('This MCP server has been removed.');
    try {
      const client = await this.clientFor(server, owner);
      const answer = await client.callTool({ name: this.listed.name, arguments: { ...args } }, undefined, {
        signal: ctx.signal,
        timeout: this.dependencies.callTimeoutMs,
      });
      return toToolResult(answer);
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      if (
        owner !== null &&
        (error instanceof McpConnectionNeededError || error instanceof UnauthorizedError)
      ) {
        const link = await this.dependencies.connectionNeeded(server, owner, ctx.taskId);
        // The run waits for the connection and makes the call again once the owner has connected.
        return markAwaitingConnection(
          ToolResult.error(
            `MCP server "${server.name}" needs the agent's owner to connect their account first: ${link} ` +
              'Once they have connected, the call is made again.',
            { connect_url: link, mcp_server_id: server.id },
          ),
          server.id,
        );
      }
      const message = error instanceof Error ? error.message : String(error);
      return ToolResult.error(`MCP server "${server.name}" could not run ${this.listed.name}: ${message}`);
    }
  }

  /** The pooled session: the server's own credentials, or for an OAuth server the user's. */
  private async clientFor(server: McpServerRecord, owner: number | null) {
    if (server.auth !== 'oauth') return this.dependencies.pool.client(server, server.ownerUserId);
    if (owner === null) throw new Error('the call has no user whose account could be used');
    const provider = await this.dependencies.oauth.readyProvider(server, owner);
    return this.dependencies.pool.client(server, owner, provider);
  }

  describeAction(args: ToolArguments): string {
    return `Call \`${this.listed.name}\` with ${'`'}${JSON.stringify(args)}${'`'}`;
  }

  getParametersSchema(): ParametersSchema {
    return structuredClone(this.schema);
  }

  getOperationName(): string {
    return mcpOperationName;
  }
}

/** An MCP input schema as an object schema with the `properties` and `required` Spora expects. */
function toParametersSchema(schema: JsonSchema): ParametersSchema {
  const copy = structuredClone(schema) as JsonSchema;
  return {
    ...copy,
    type: 'object',
    properties: (copy.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: Array.isArray(copy.required) ? copy.required : [],
  };
}
