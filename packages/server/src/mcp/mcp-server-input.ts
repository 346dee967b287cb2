import type { McpAuthKind, McpServerSecrets, McpTransportKind } from './mcp-server-record.js';

/** A registration or change as the API receives it; on a change every field is optional. */
export interface McpServerInput {
  readonly slug?: string;
  readonly name?: string;
  readonly scope?: 'user' | 'global';
  readonly transport?: McpTransportKind;
  readonly command?: string | null;
  readonly args?: readonly string[];
  readonly url?: string | null;
  /** `oauth` (HTTP servers only): each user connects their own account. */
  readonly auth?: McpAuthKind;
  readonly icon?: string | null;
  /** Replaces the stored environment when sent. */
  readonly env?: Readonly<Record<string, string>>;
  /** Replaces the stored headers when sent. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Replaces the stored token when sent; `null` or `""` removes it. */
  readonly bearer_token?: string | null;
}

export interface CheckedMcpServer {
  readonly slug: string;
  readonly name: string;
  readonly scope: 'user' | 'global';
  readonly transport: McpTransportKind;
  readonly command: string | null;
  readonly args: readonly string[];
  readonly url: string | null;
  readonly auth: McpAuthKind;
  readonly icon: string | null;
  readonly secrets: McpServerSecrets;
}

const slugPattern = /^[a-z][a-z0-9-]{0,39}$/;
const headerNamePattern = /^[A-Za-z0-9-]{1,100}$/;
const envNamePattern = /^[A-Za-z_][A-Za-z0-9_]{0,100}$/;

/**
 * Merges a registration or change onto what is stored (`base`) and checks the result, reporting
 * every problem at once, keyed by field. Stdio servers run a command on the Spora host, so only
 * administrators may register one (`mayRunCommands`).
 */
export function checkMcpServer(
  input: McpServerInput,
  base: CheckedMcpServer | null,
  mayRunCommands: boolean,
): { readonly server: CheckedMcpServer } | { readonly fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const slug = input.slug ?? base?.slug ?? '';
  if (!slugPattern.test(slug))
    fields.slug = 'must be 1–40 characters: a–z, 0–9 and "-", starting with a letter';
  const name = (input.name ?? base?.name ?? '').trim();
  if (name === '' || name.length > 255) fields.name = 'must be 1–255 characters';
  const scope = input.scope ?? base?.scope ?? 'user';
  const transport = input.transport ?? base?.transport ?? 'stdio';
  const command = emptyToNull(input.command !== undefined ? input.command : (base?.command ?? null));
  const args = input.args ?? base?.args ?? [];
  const url = emptyToNull(input.url !== undefined ? input.url : (base?.url ?? null));
  if (transport === 'stdio') {
    if (!mayRunCommands)
      fields.transport = 'only administrators register stdio servers (they run a command here)';
    if (command === null) fields.command = 'is required for a stdio server';
  } else if (url === null || !isHttpUrl(url)) {
    fields.url = 'must be an http:// or https:// URL';
  }
  const auth = input.auth ?? base?.auth ?? 'none';
  if (auth === 'oauth' && transport !== 'http') fields.auth = 'OAuth is for HTTP servers only';
  const env = input.env ?? base?.secrets.env ?? {};
  for (const key of Object.keys(env)) {
    if (!envNamePattern.test(key)) fields[`env.${key}`] = 'is not a valid environment variable name';
  }
  const headers = input.headers ?? base?.secrets.headers ?? {};
  for (const key of Object.keys(headers)) {
    if (!headerNamePattern.test(key)) fields[`headers.${key}`] = 'is not a valid header name';
  }
  const bearerToken =
    input.bearer_token !== undefined ? emptyToNull(input.bearer_token) : (base?.secrets.bearerToken ?? null);
  if (Object.keys(fields).length > 0) return { fields };
  return {
    server: {
      slug,
      name,
      scope,
      transport,
      command: transport === 'stdio' ? command : null,
      args: transport === 'stdio' ? [...args] : [],
      url: transport === 'http' ? url : null,
      auth,
      icon: emptyToNull(input.icon !== undefined ? input.icon : (base?.icon ?? null)),
      secrets: {
        env: transport === 'stdio' ? env : {},
        headers: transport === 'http' ? headers : {},
        bearerToken,
      },
    },
  };
}

function emptyToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
