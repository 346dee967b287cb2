import Type, { type Static } from 'typebox';
import type { McpListingOutcome, McpServerRecord } from '../../mcp/index.js';
import { mcpToolPrefix } from '../../mcp/index.js';
import type { RegisteredTool } from '../../tools/index.js';
import { Nullable, Timestamp } from './common.js';
import { named } from './named.js';
import { iconOf } from './tool-resource.js';

const masked = '***';

/** One tool of a server as the registry holds it. */
export const McpServerToolResource = Type.Object(
  {
    tool_class: Type.String(),
    tool_name: Type.String({ description: 'The model-facing name, `mcp-<server>:<tool>`' }),
    display_name: Type.String(),
    description: Type.String(),
    icon: Nullable(Type.String()),
    input_schema: Type.Record(Type.String(), Type.Unknown(), {
      description: "The tool's JSON Schema as the server lists it",
    }),
  },
  { additionalProperties: false, ...named('McpServerTool') },
);

/** A registered MCP server; environment and header values and the bearer token are never shown. */
export const McpServerResource = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    scope: Type.Enum(['user', 'global']),
    transport: Type.Enum(['stdio', 'http']),
    command: Nullable(Type.String()),
    args: Type.Array(Type.String()),
    url: Nullable(Type.String()),
    auth: Type.Enum(['none', 'oauth'], { description: '`oauth`: each user connects their own account' }),
    connected: Type.Boolean({ description: 'An OAuth server: whether you have connected your account' }),
    icon: Nullable(Type.String()),
    env: Type.Record(Type.String(), Type.Literal(masked), {
      description: 'Variable names; values are `***`',
    }),
    headers: Type.Record(Type.String(), Type.Literal(masked), {
      description: 'Header names; values are `***`',
    }),
    has_bearer_token: Type.Boolean(),
    plugin_slug: Type.String({ description: 'The `plugin_slug` of its tools: `mcp-<slug>`' }),
    tools: Type.Array(McpServerToolResource),
    tools_refreshed_at: Nullable(Timestamp),
    last_error: Nullable(Type.String({ description: 'Why the last listing failed; null after a good one' })),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('McpServer') },
);

const Slug = Type.String({
  pattern: '^[a-z][a-z0-9-]{0,39}$',
  description: 'Lower case, digits and "-"; names the tools `mcp-<slug>:…`',
});
const StringMap = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 8000 }));

const serverFields = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  scope: Type.Enum(['user', 'global'], { description: '`global` (administrators only): every user sees it' }),
  transport: Type.Enum(['stdio', 'http'], {
    description: '`stdio` (administrators only): a command Spora starts',
  }),
  command: Nullable(Type.String({ maxLength: 2000 })),
  args: Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 }),
  url: Nullable(Type.String({ maxLength: 2000 })),
  auth: Type.Enum(['none', 'oauth'], {
    description: '`oauth` (HTTP servers): each user connects their own account; default `none`',
  }),
  icon: Nullable(Type.String({ maxLength: 255 })),
  env: StringMap,
  headers: StringMap,
  bearer_token: Nullable(Type.String({ maxLength: 8000 })),
};

export const NewMcpServerBody = Type.Object(
  {
    slug: Slug,
    name: serverFields.name,
    transport: serverFields.transport,
    scope: Type.Optional(serverFields.scope),
    command: Type.Optional(serverFields.command),
    args: Type.Optional(serverFields.args),
    url: Type.Optional(serverFields.url),
    auth: Type.Optional(serverFields.auth),
    icon: Type.Optional(serverFields.icon),
    env: Type.Optional(serverFields.env),
    headers: Type.Optional(serverFields.headers),
    bearer_token: Type.Optional(serverFields.bearer_token),
  },
  { additionalProperties: false, ...named('NewMcpServer') },
);

/** Only the fields sent change; `env` and `headers` replace the stored ones when sent. */
export const McpServerPatchBody = Type.Object(
  {
    slug: Type.Optional(Slug),
    name: Type.Optional(serverFields.name),
    transport: Type.Optional(serverFields.transport),
    scope: Type.Optional(serverFields.scope),
    command: Type.Optional(serverFields.command),
    args: Type.Optional(serverFields.args),
    url: Type.Optional(serverFields.url),
    auth: Type.Optional(serverFields.auth),
    icon: Type.Optional(serverFields.icon),
    env: Type.Optional(serverFields.env),
    headers: Type.Optional(serverFields.headers),
    bearer_token: Type.Optional(serverFields.bearer_token),
  },
  { additionalProperties: false, minProperties: 1, ...named('McpServerPatch') },
);

export const McpServerTestResource = Type.Object(
  {
    ok: Type.Boolean(),
    error: Nullable(Type.String()),
    tool_count: Type.Integer(),
    changed_schemas: Type.Array(Type.String(), {
      description: 'Tool classes whose input schema changed; their auto-approval was revoked',
    }),
  },
  { additionalProperties: false, ...named('McpServerTest') },
);

export type McpServerView = Static<typeof McpServerResource>;

export const McpConnectResource = Type.Object(
  {
    connected: Type.Boolean({ description: 'true: your stored tokens work; nothing to open' }),
    authorization_url: Nullable(
      Type.String({ description: 'Open this in the browser; the server sends you back to Spora' }),
    ),
  },
  { additionalProperties: false, ...named('McpConnect') },
);

export function toMcpServerResource(
  server: McpServerRecord,
  tools: readonly RegisteredTool[],
  connected: boolean,
): McpServerView {
  const maskAll = (values: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.keys(values).map((key) => [key, masked as typeof masked]));
  return {
    id: server.id,
    slug: server.slug,
    name: server.name,
    scope: server.ownerUserId === null ? 'global' : 'user',
    transport: server.transport,
    command: server.command,
    args: [...server.args],
    url: server.url,
    auth: server.auth,
    connected,
    icon: server.icon,
    env: maskAll(server.secrets.env),
    headers: maskAll(server.secrets.headers),
    has_bearer_token: server.secrets.bearerToken !== null,
    plugin_slug: mcpToolPrefix(server.slug),
    tools: tools.map((tool) => ({
      tool_class: tool.toolClass,
      tool_name: tool.llmName,
      display_name: tool.metadata.displayName,
      description: tool.metadata.description,
      icon: iconOf(tool),
      input_schema: tool.instance.getParametersSchema() as Record<string, unknown>,
    })),
    tools_refreshed_at: server.toolsRefreshedAt,
    last_error: server.lastError,
    created_at: server.createdAt,
    updated_at: server.updatedAt,
  };
}

export function toMcpServerTestResource(outcome: McpListingOutcome): Static<typeof McpServerTestResource> {
  return outcome.ok
    ? {
        ok: true,
        error: null,
        tool_count: outcome.tools.length,
        changed_schemas: [...outcome.changedSchemas],
      }
    : { ok: false, error: outcome.error, tool_count: 0, changed_schemas: [] };
}
