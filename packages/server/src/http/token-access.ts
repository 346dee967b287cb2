import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Principal, scopeCovers, type TokenScope } from '../accounts/index.js';
import type { Database } from '../db/index.js';
import { ApiError } from './api-error.js';

/**
 * How a route touches agents, for tokens limited to some agents:
 * - `agent`: its `:id` is an agent; other agents answer 404, as if absent;
 * - `task`: its `:id` is a task; tasks of other agents answer 404;
 * - `rehearsal`, `prompt-set`: its `:id` is a rehearsal or a rehearsal prompt set; those of other
 *   agents answer 404;
 * - `body-agent`: the body's `agent_id` names the agent (starting a task);
 * - `query-agent`: a list that such a token may read only with `?agent_id=` one of its agents
 *   (otherwise TOKEN_AGENT_LIMITED);
 * - `none`: it reads nothing of any agent (the signed-in user, catalogues);
 * - `refused` (the default): it spans agents (lists, the approval inbox, files, live events, MCP)
 *   and filtering it per token is not built, so such a token is refused with TOKEN_AGENT_LIMITED.
 */
export type AgentTarget =
  | 'agent'
  | 'task'
  | 'rehearsal'
  | 'prompt-set'
  | 'body-agent'
  | 'query-agent'
  | 'none'
  | 'refused';

export interface TokenRouteRule {
  /** The narrowest scope that may call the route. */
  readonly scope: TokenScope;
  readonly agents?: AgentTarget;
}

/**
 * Every signed-in route, keyed `METHOD /path` as registered (under `/api/v1`, except `/mcp`); `HEAD`
 * is judged as `GET`. One table, so a reviewer sees every route's need side by side, and a test fails
 * when a registered route is missing here. A route that is missing anyway needs `admin` and is
 * refused to agent-limited tokens: closed, not open. Plugin routes are not listed: a plugin's `GET`
 * needs `read`, anything else `admin`.
 */
export const tokenRouteRules: Readonly<Record<string, TokenRouteRule>> = {
  'GET /auth/me': { scope: 'read', agents: 'none' },
  'PATCH /auth/password': { scope: 'admin' },
  'PATCH /auth/account': { scope: 'admin' },
  'POST /auth/logout': { scope: 'admin' },
  'POST /auth/verification': { scope: 'admin' },
  'POST /auth/two-factor/totp': { scope: 'admin' },
  'POST /auth/two-factor/totp/confirm': { scope: 'admin' },
  'POST /auth/two-factor/recovery-codes': { scope: 'admin' },
  'DELETE /auth/two-factor': { scope: 'admin' },
  // Minting and revoking need `admin`, the widest scope, so no token mints one wider than itself.
  'GET /auth/tokens': { scope: 'read', agents: 'none' },
  'POST /auth/tokens': { scope: 'admin' },
  'DELETE /auth/tokens/:id': { scope: 'admin' },

  'GET /agents': { scope: 'read' },
  'POST /agents': { scope: 'agents' },
  'GET /agents/:id': { scope: 'read', agents: 'agent' },
  'PATCH /agents/:id': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/tools/status': { scope: 'read', agents: 'agent' },
  'GET /agents/:id/tools/operations': { scope: 'read', agents: 'agent' },
  'POST /agents/:id/tools/:toolId/enable': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/tools/:toolId/enable': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/tools/:toolId/status': { scope: 'read', agents: 'agent' },
  'GET /agents/:id/tools/:toolId/settings': { scope: 'read', agents: 'agent' },
  'PUT /agents/:id/tools/:toolId/settings': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/tools/:toolId/settings': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/tools/:toolId/operations/:operation': { scope: 'read', agents: 'agent' },
  'PATCH /agents/:id/tools/:toolId/operations/:operation': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/tools/:toolId/description': { scope: 'read', agents: 'agent' },
  'GET /agents/:id/approval-policy': { scope: 'read', agents: 'agent' },
  'PUT /agents/:id/approval-policy': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/approver-candidates': { scope: 'read', agents: 'agent' },
  'GET /agents/:id/shares': { scope: 'read', agents: 'agent' },
  'PUT /agents/:id/shares/:teamId': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/shares/:teamId': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/webhooks': { scope: 'read', agents: 'agent' },
  'POST /agents/:id/webhooks': { scope: 'agents', agents: 'agent' },
  'PATCH /agents/:id/webhooks/:webhookId': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/webhooks/:webhookId': { scope: 'agents', agents: 'agent' },
  'POST /agents/:id/webhooks/:webhookId/rotate-secret': { scope: 'agents', agents: 'agent' },
  'POST /agents/:id/webhooks/:webhookId/rotate-url': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/webhooks/:webhookId/deliveries': { scope: 'read', agents: 'agent' },
  // Rehearsing runs tasks (their tokens are real spend); prompt sets are the agent's configuration.
  'POST /agents/:id/rehearsals': { scope: 'tasks', agents: 'agent' },
  'GET /agents/:id/rehearsals': { scope: 'read', agents: 'agent' },
  'GET /rehearsals/:id': { scope: 'read', agents: 'rehearsal' },
  'POST /rehearsals/:id/cancel': { scope: 'tasks', agents: 'rehearsal' },
  'DELETE /rehearsals/:id': { scope: 'tasks', agents: 'rehearsal' },
  'GET /agents/:id/rehearsal-prompt-sets': { scope: 'read', agents: 'agent' },
  'POST /agents/:id/rehearsal-prompt-sets': { scope: 'agents', agents: 'agent' },
  'PATCH /rehearsal-prompt-sets/:id': { scope: 'agents', agents: 'prompt-set' },
  'DELETE /rehearsal-prompt-sets/:id': { scope: 'agents', agents: 'prompt-set' },
  'GET /teams': { scope: 'read', agents: 'none' },
  'GET /teams/:id': { scope: 'read' },
  'POST /teams': { scope: 'admin' },
  'PATCH /teams/:id': { scope: 'admin' },
  'DELETE /teams/:id': { scope: 'admin' },
  'POST /teams/:id/members': { scope: 'admin' },
  'PATCH /teams/:id/members/:userId': { scope: 'admin' },
  'DELETE /teams/:id/members/:userId': { scope: 'admin' },
  'GET /agents/:id/export': { scope: 'read', agents: 'agent' },
  'GET /agents/:id/prompt-templates': { scope: 'read', agents: 'agent' },
  'POST /agents/:id/prompt-templates': { scope: 'agents', agents: 'agent' },
  // Previews and renders change nothing, but are not GETs; they serve starting a task.
  'POST /agents/:id/prompt-templates/preview': { scope: 'tasks', agents: 'agent' },
  'GET /agents/:id/prompt-templates/:templateId': { scope: 'read', agents: 'agent' },
  'PATCH /agents/:id/prompt-templates/:templateId': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/prompt-templates/:templateId': { scope: 'agents', agents: 'agent' },
  'POST /agents/:id/prompt-templates/:templateId/render': { scope: 'tasks', agents: 'agent' },
  'GET /agents/:id/schedules': { scope: 'read', agents: 'agent' },
  'POST /agents/:id/schedules': { scope: 'agents', agents: 'agent' },
  'POST /agents/:id/schedules/preview': { scope: 'agents', agents: 'agent' },
  'GET /agents/:id/schedules/:scheduleId': { scope: 'read', agents: 'agent' },
  'PATCH /agents/:id/schedules/:scheduleId': { scope: 'agents', agents: 'agent' },
  'DELETE /agents/:id/schedules/:scheduleId': { scope: 'agents', agents: 'agent' },
  // Running a schedule now starts a task; it changes nothing about the agent.
  'POST /agents/:id/schedules/:scheduleId/run-now': { scope: 'tasks', agents: 'agent' },
  'GET /agents/:id/schedules/:scheduleId/occurrences': { scope: 'read', agents: 'agent' },
  'GET /schedules/today': { scope: 'read' },
  'GET /scheduled-jobs': { scope: 'read' },

  'GET /agent-templates': { scope: 'read', agents: 'none' },
  'GET /agent-templates/:id': { scope: 'read', agents: 'none' },
  'POST /agent-templates/validate': { scope: 'agents', agents: 'none' },
  'POST /agent-templates/import': { scope: 'agents' },

  'GET /tasks': { scope: 'read', agents: 'query-agent' },
  'POST /tasks': { scope: 'tasks', agents: 'body-agent' },
  'GET /tasks/:id': { scope: 'read', agents: 'task' },
  'PATCH /tasks/:id': { scope: 'tasks', agents: 'task' },
  'DELETE /tasks/:id': { scope: 'tasks', agents: 'task' },
  'GET /tasks/:id/approvals': { scope: 'read', agents: 'task' },
  'GET /tasks/:id/export': { scope: 'read', agents: 'task' },
  'POST /tasks/:id/approve': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/reject': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/abort': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/abort-sub-agent': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/retry': { scope: 'tasks', agents: 'task' },
  'DELETE /tasks/:id/retry-chain': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/regenerate': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/reconcile': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/continue': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/extend': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/tick': { scope: 'tasks', agents: 'task' },
  'POST /tasks/:id/branch': { scope: 'tasks', agents: 'task' },

  'GET /approvals': { scope: 'read' },
  'POST /approvals/decisions': { scope: 'tasks' },
  'GET /approval-rules': { scope: 'read' },
  'POST /approval-rules': { scope: 'admin' },
  'POST /approval-rules/replay': { scope: 'admin' },
  'GET /approval-rules/:id': { scope: 'read' },
  'PUT /approval-rules/:id': { scope: 'admin' },
  'DELETE /approval-rules/:id': { scope: 'admin' },
  'GET /audit/decisions': { scope: 'read' },
  'GET /audit/retention': { scope: 'read' },
  'PUT /audit/retention': { scope: 'admin' },

  'GET /files': { scope: 'read' },
  'POST /files': { scope: 'tasks' },
  'GET /files/:id': { scope: 'read' },
  'DELETE /files/:id': { scope: 'tasks' },
  'GET /files/:id/content': { scope: 'read' },
  'GET /events': { scope: 'read' },
  'GET /notifications': { scope: 'read' },
  'DELETE /notifications': { scope: 'tasks' },
  'POST /notifications/read-all': { scope: 'tasks' },
  'DELETE /notifications/:id': { scope: 'tasks' },
  'POST /notifications/:id/read': { scope: 'tasks' },
  'GET /notification-preferences': { scope: 'read' },
  'PUT /notification-preferences': { scope: 'admin' },
  'GET /usage': { scope: 'read' },
  'GET /budgets': { scope: 'read' },
  'POST /budgets': { scope: 'admin' },
  'GET /budgets/:id': { scope: 'read' },
  'PATCH /budgets/:id': { scope: 'admin' },
  'DELETE /budgets/:id': { scope: 'admin' },

  'GET /tools': { scope: 'read', agents: 'none' },
  'GET /tools/:toolId/settings': { scope: 'read', agents: 'none' },
  'PUT /tools/:toolId/settings': { scope: 'admin' },
  'DELETE /tools/:toolId/settings': { scope: 'admin' },
  'GET /tools/:toolId/user-settings': { scope: 'read', agents: 'none' },
  'PUT /tools/:toolId/user-settings': { scope: 'admin' },
  'DELETE /tools/:toolId/user-settings': { scope: 'admin' },
  'GET /skills': { scope: 'read', agents: 'none' },
  'GET /skills/:name': { scope: 'read', agents: 'none' },
  'GET /apps': { scope: 'read', agents: 'none' },
  'GET /plugins': { scope: 'read', agents: 'none' },
  // Installing plugins runs code on the server: only an `admin` token, even to read what is installed.
  'GET /plugin-packages': { scope: 'admin' },
  'POST /plugin-packages': { scope: 'admin' },
  'POST /plugin-packages/:slug/update': { scope: 'admin' },
  'DELETE /plugin-packages/:slug': { scope: 'admin' },
  'POST /server/restart': { scope: 'admin' },
  'GET /llm-drivers': { scope: 'read', agents: 'none' },
  'POST /llm-drivers/models': { scope: 'admin' },
  'GET /llm-configs': { scope: 'read', agents: 'none' },
  'POST /llm-configs': { scope: 'admin' },
  'GET /llm-configs/global': { scope: 'read', agents: 'none' },
  'GET /llm-configs/:id': { scope: 'read', agents: 'none' },
  'PUT /llm-configs/:id': { scope: 'admin' },
  'DELETE /llm-configs/:id': { scope: 'admin' },
  'POST /llm-configs/:id/test': { scope: 'admin' },
  'POST /llm-configs/:id/set-default': { scope: 'admin' },
  'GET /llm-configs/:id/prices': { scope: 'read', agents: 'none' },
  'PUT /llm-configs/:id/prices': { scope: 'admin' },
  'GET /model-prices': { scope: 'read', agents: 'none' },
  'POST /model-prices': { scope: 'admin' },
  'PUT /model-prices/:id': { scope: 'admin' },
  'DELETE /model-prices/:id': { scope: 'admin' },
  'GET /mcp-servers': { scope: 'read' },
  'POST /mcp-servers': { scope: 'admin' },
  'POST /mcp-servers/oauth/callback': { scope: 'admin' },
  'GET /mcp-servers/:id': { scope: 'read' },
  'PUT /mcp-servers/:id': { scope: 'admin' },
  'DELETE /mcp-servers/:id': { scope: 'admin' },
  'POST /mcp-servers/:id/test': { scope: 'admin' },
  'POST /mcp-servers/:id/connect': { scope: 'admin' },
  'DELETE /mcp-servers/:id/connection': { scope: 'admin' },
  'GET /user-preferences/llm': { scope: 'read', agents: 'none' },
  'PUT /user-preferences/llm': { scope: 'admin' },

  'GET /users': { scope: 'read' },
  'POST /users': { scope: 'admin' },
  'GET /users/:id': { scope: 'read' },
  'PATCH /users/:id': { scope: 'admin' },
  'DELETE /users/:id': { scope: 'admin' },
  'DELETE /users/:id/two-factor': { scope: 'admin' },
  // The security log and policy are for administrators; even reading them needs an `admin` token.
  'GET /admin/security-log': { scope: 'admin' },
  'GET /admin/security-policy': { scope: 'admin' },
  'PUT /admin/security-policy': { scope: 'admin' },
  'GET /email/settings': { scope: 'read' },
  'PUT /email/settings': { scope: 'admin' },
  'DELETE /email/settings': { scope: 'admin' },
  'POST /email/test': { scope: 'admin' },
  'GET /email/outbox': { scope: 'read' },
  'POST /email/outbox/:id/retry': { scope: 'admin' },
  'GET /admin/sso-providers': { scope: 'read' },
  'POST /admin/sso-providers': { scope: 'admin' },
  'PUT /admin/sso-providers/:id': { scope: 'admin' },
  'DELETE /admin/sso-providers/:id': { scope: 'admin' },
  'GET /admin/password-sign-in': { scope: 'read' },
  'PUT /admin/password-sign-in': { scope: 'admin' },

  // The user's agents as MCP tools: calling one starts a task. The MCP server lists every agent.
  'POST /mcp': { scope: 'tasks' },
  'GET /mcp': { scope: 'read' },
  'DELETE /mcp': { scope: 'tasks' },
};

const apiPrefix = '/api/v1';
const pluginRoutePrefix = `${apiPrefix}/plugins/`;

/** The rule for a registered route (`url` as Fastify holds it, prefix included). */
export function tokenRouteRuleOf(method: string, url: string): TokenRouteRule {
  const judgedMethod = method === 'HEAD' ? 'GET' : method;
  const path = url.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : url;
  const listed = tokenRouteRules[`${judgedMethod} ${path}`];
  if (listed) return listed;
  if (url.startsWith(pluginRoutePrefix) && judgedMethod === 'GET') return { scope: 'read' };
  return { scope: 'admin' };
}

type TokenCredential = Extract<Principal['credential'], { kind: 'api_token' }>;

function tokenOf(request: FastifyRequest): TokenCredential | null {
  const credential = request.principal?.credential;
  return credential?.kind === 'api_token' ? credential : null;
}

/**
 * Refuses a token request the token's scope does not cover. Runs right after authentication, before
 * the body is read; sessions pass unchanged. The user's own role still applies on top: a member's
 * `admin` token is a member.
 */
export function refuseBeyondTokenScope(request: FastifyRequest): void {
  const token = tokenOf(request);
  if (token === null) return;
  const { scope } = tokenRouteRuleOf(request.method, request.routeOptions.url ?? '');
  if (!scopeCovers(token.scope, scope)) {
    throw new ApiError(
      'TOKEN_SCOPE_INSUFFICIENT',
      `This API token has the scope "${token.scope}"; this request needs "${scope}".`,
      { required_scope: scope, token_scope: token.scope },
    );
  }
}

function idIn(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
}

/**
 * A `preHandler` hook (params, query and body are validated by then) that keeps a token limited to
 * some agents to those agents and their tasks. Another agent or its task answers 404 as if absent,
 * so such a token learns nothing about what else exists.
 */
export function createTokenAgentLimitHook(db: Kysely<Database>) {
  return async function limitToTokenAgents(request: FastifyRequest): Promise<void> {
    const allowed = tokenOf(request)?.agentIds ?? null;
    if (allowed === null) return;
    const { agents = 'refused' } = tokenRouteRuleOf(request.method, request.routeOptions.url ?? '');
    const params = request.params as Record<string, unknown>;
    const body = (request.body ?? {}) as {
      agent_id?: unknown;
      parent_task_id?: unknown;
      attachments?: unknown;
    };
    // Files belong to their user, not to an agent: attaching one could carry another agent's file
    // into this agent's task, so an agent-limited token attaches none.
    if (Array.isArray(body.attachments) && body.attachments.length > 0) {
      throw agentLimited('it may not attach files');
    }
    switch (agents) {
      case 'none':
        return;
      case 'agent':
        if (!allowed.includes(idIn(params.id) ?? -1)) throw ApiError.notFound('Agent');
        return;
      case 'body-agent': {
        if (!allowed.includes(idIn(body.agent_id) ?? -1)) throw ApiError.notFound('Agent');
        // A sub-task hangs off its parent: the parent must be a task of the token's agents too.
        const parent = body.parent_task_id;
        if (
          parent !== undefined &&
          parent !== null &&
          !(await taskOfAllowedAgent(db, idIn(parent), allowed))
        ) {
          throw ApiError.notFound('Task');
        }
        return;
      }
      case 'query-agent': {
        const query = request.query as { agent_id?: unknown };
        // Refused alike for another agent and for none at all: the answer tells nothing of what exists.
        if (!allowed.includes(idIn(query.agent_id) ?? -1)) {
          throw agentLimited('add ?agent_id= with one of its agents');
        }
        return;
      }
      case 'task':
        if (!(await taskOfAllowedAgent(db, idIn(params.id), allowed))) throw ApiError.notFound('Task');
        return;
      case 'rehearsal':
      case 'prompt-set':
        if (!allowed.includes((await agentOfRecord(db, agents, idIn(params.id))) ?? -1)) {
          throw ApiError.notFound(agents === 'rehearsal' ? 'Rehearsal' : 'Prompt set');
        }
        return;
      case 'refused':
        throw agentLimited('it spans agents');
    }
  };
}

async function taskOfAllowedAgent(
  db: Kysely<Database>,
  taskId: number | null,
  allowed: readonly number[],
): Promise<boolean> {
  if (taskId === null) return false;
  const task = await db.selectFrom('tasks').select('agent_id').where('id', '=', taskId).executeTakeFirst();
  return task !== undefined && allowed.includes(task.agent_id);
}

async function agentOfRecord(
  db: Kysely<Database>,
  target: 'rehearsal' | 'prompt-set',
  id: number | null,
): Promise<number | null> {
  if (id === null) return null;
  const table = target === 'rehearsal' ? 'rehearsals' : 'rehearsal_prompt_sets';
  const row = await db.selectFrom(table).select('agent_id').where('id', '=', id).executeTakeFirst();
  return row?.agent_id ?? null;
}

function agentLimited(why: string): ApiError {
  return new ApiError(
    'TOKEN_AGENT_LIMITED',
    `This API token is limited to some agents and may not call this route: ${why}.`,
  );
}
