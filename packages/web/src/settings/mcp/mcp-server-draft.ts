import { i18n } from '../../i18n/i18n';
import type { McpServer, McpServerPatch, NewMcpServerBody } from './mcp-server-queries';

/** The form's state: text as typed; secrets start empty and are sent only when typed. */
export interface McpServerDraft {
  readonly name: string;
  readonly slug: string;
  readonly transport: 'stdio' | 'http';
  readonly shared: boolean;
  readonly command: string;
  /** One argument per line. */
  readonly args: string;
  readonly url: string;
  /** `Name: value` per line; empty on an edit keeps the stored headers. */
  readonly headers: string;
  /** `NAME=value` per line; empty on an edit keeps the stored environment. */
  readonly env: string;
  readonly bearerToken: string;
  readonly removeBearerToken: boolean;
  /** Each user connects their own account (OAuth 2.1). */
  readonly oauth: boolean;
}

export const emptyMcpServerDraft: McpServerDraft = {
  name: '',
  slug: '',
  transport: 'http',
  shared: false,
  command: '',
  args: '',
  url: '',
  headers: '',
  env: '',
  bearerToken: '',
  removeBearerToken: false,
  oauth: false,
};

export function draftOfServer(server: McpServer): McpServerDraft {
  return {
    ...emptyMcpServerDraft,
    name: server.name,
    slug: server.slug,
    transport: server.transport,
    shared: server.scope === 'global',
    command: server.command ?? '',
    args: server.args.join('\n'),
    url: server.url ?? '',
    oauth: server.auth === 'oauth',
  };
}

/** A slug suggested from the name while the person has not typed one. */
export function slugFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(slug) ? slug : slug === '' ? '' : `s-${slug}`.slice(0, 40);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Parses `Name: value` (or `NAME=value`) lines; a line without the separator is a problem. */
function pairs(text: string, separator: ':' | '='): { values: Record<string, string>; bad: string | null } {
  const values: Record<string, string> = {};
  for (const line of lines(text)) {
    const at = line.indexOf(separator);
    if (at <= 0) return { values, bad: line };
    values[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { values, bad: null };
}

/** What the form can tell before sending, keyed by the API's field names. */
export function draftProblems(draft: McpServerDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.name.trim() === '') problems.name = i18n.t('settings:mcp.problems.name');
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(draft.slug)) problems.slug = i18n.t('settings:mcp.problems.slug');
  if (draft.transport === 'stdio' && draft.command.trim() === '')
    problems.command = i18n.t('settings:mcp.problems.command');
  if (draft.transport === 'http' && !/^https?:\/\/\S+$/.test(draft.url.trim()))
    problems.url = i18n.t('settings:mcp.problems.url');
  const headers = pairs(draft.headers, ':');
  if (headers.bad !== null) problems.headers = i18n.t('settings:mcp.problems.header', { line: headers.bad });
  const env = pairs(draft.env, '=');
  if (env.bad !== null) problems.env = i18n.t('settings:mcp.problems.env', { line: env.bad });
  return problems;
}

function connectionOf(draft: McpServerDraft, editing: boolean) {
  const stdio = draft.transport === 'stdio';
  const headers = pairs(draft.headers, ':').values;
  const env = pairs(draft.env, '=').values;
  return {
    transport: draft.transport,
    command: stdio ? draft.command.trim() : null,
    args: stdio ? lines(draft.args) : [],
    url: stdio ? null : draft.url.trim(),
    auth: !stdio && draft.oauth ? ('oauth' as const) : ('none' as const),
    ...(!stdio && (!editing || draft.headers.trim() !== '') ? { headers } : {}),
    ...(stdio && (!editing || draft.env.trim() !== '') ? { env } : {}),
    ...(draft.removeBearerToken
      ? { bearer_token: null }
      : !stdio && draft.bearerToken !== ''
        ? { bearer_token: draft.bearerToken }
        : {}),
  };
}

export function createBodyOf(draft: McpServerDraft): NewMcpServerBody {
  return {
    name: draft.name.trim(),
    slug: draft.slug,
    scope: draft.shared ? 'global' : 'user',
    ...connectionOf(draft, false),
  };
}

export function patchOf(draft: McpServerDraft): McpServerPatch {
  return { name: draft.name.trim(), slug: draft.slug, ...connectionOf(draft, true) };
}
