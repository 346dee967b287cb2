import type { JsonSchema } from '@spora/sdk';

export type McpTransportKind = 'stdio' | 'http';

/** `oauth`: each user connects their own account (OAuth 2.1); `none`: headers and bearer token only. */
export type McpAuthKind = 'none' | 'oauth';

/** One tool as the server last listed it. `schemaHash` tells a changed input schema apart. */
export interface McpListedTool {
  readonly name: string;
  readonly title: string | null;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly schemaHash: string;
}

/** What never leaves the server unencrypted: the stdio environment and the HTTP headers. */
export interface McpServerSecrets {
  readonly env: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** Sent as `Authorization: Bearer …` on HTTP servers. */
  readonly bearerToken: string | null;
}

export const noSecrets: McpServerSecrets = { env: {}, headers: {}, bearerToken: null };

/** A registered MCP server as the platform reads it, secrets decrypted. */
export interface McpServerRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** `null`: a global server. */
  readonly ownerUserId: number | null;
  readonly transport: McpTransportKind;
  readonly command: string | null;
  readonly args: readonly string[];
  readonly url: string | null;
  readonly auth: McpAuthKind;
  readonly icon: string | null;
  readonly secrets: McpServerSecrets;
  readonly tools: readonly McpListedTool[];
  readonly toolsRefreshedAt: string | null;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The prefix of an MCP server's tools: `mcp-<slug>` (their `plugin_slug`). */
export function mcpToolPrefix(serverSlug: string): string {
  return `mcp-${serverSlug}`;
}
