import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openAgentMcpServer } from '../agents-over-mcp/index.js';
import type { ApiApp } from './api-app.js';
import { ApiError } from './api-error.js';
import type { ApiServices } from './api-services.js';
import { apiVersion } from './api-version.js';
import { createAuthenticationHook } from './auth/authentication.js';
import { CredentialWatch } from './auth/credential-watch.js';
import { type McpSession, McpSessions } from './mcp-sessions.js';
import { principalOf } from './route-access.js';
import { createTokenAgentLimitHook } from './token-access.js';

export const mcpPath = '/mcp';
const sessionHeader = 'mcp-session-id';

/**
 * A browser sends `Origin`; the only pages that may talk to this endpoint from a browser are this
 * server's own (as the request reached it, or at its public address). Other clients (desktop assistants, IDEs, `spora mcp`) send none. The MCP spec asks
 * HTTP servers to refuse foreign origins (DNS rebinding); credentials are required besides.
 */
function refuseForeignOrigin(request: FastifyRequest, publicUrl: string | null): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = [
    `${request.protocol}://${request.host}`,
    ...(publicUrl === null ? [] : [new URL(publicUrl).origin]),
  ];
  if (!own.includes(origin)) {
    throw new ApiError(
      'FORBIDDEN',
      `Requests from ${origin} may not use ${mcpPath}; only this server's own pages may.`,
    );
  }
}

function sessionIdOf(request: FastifyRequest): string | null {
  const value = request.headers[sessionHeader];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * `/mcp`: the user's agents as MCP tools over the streamable HTTP transport. Authenticated like the
 * API: a bearer API token, or the session cookie with its CSRF header on POST and DELETE (so a
 * foreign page cannot make a signed-in browser call tools). Each session belongs to the user who
 * opened it.
 */
export async function registerMcpEndpoint(app: ApiApp, services: ApiServices): Promise<void> {
  const sessions = new McpSessions();
  const deps = {
    db: services.database.db,
    orchestrator: services.orchestrator,
    liveEvents: services.liveEvents,
    runsTasksItself: services.config.runtimeMode === 'client',
    logger: services.logger,
    agentsOf: (ownerUserId: number) => services.agentsOf(ownerUserId),
  };
  // A response that stays open (the GET stream of notifications, a streamed call) ends with the
  // token or session it was opened with.
  const credentials = new CredentialWatch(services, services.liveEvents.heartbeatMs);
  // Open streams would hold a stopping server up; their clients reconnect to a new one.
  app.addHook('preClose', () => {
    credentials.stop();
    return sessions.closeAll();
  });

  async function existingSession(request: FastifyRequest): Promise<McpSession> {
    const sessionId = sessionIdOf(request);
    if (sessionId === null) {
      throw new ApiError(
        'VALIDATION_ERROR',
        `Send the ${sessionHeader} header that initialize answered with.`,
        {
          in: 'header',
          fields: { [sessionHeader]: 'is required after initialize' },
        },
      );
    }
    const session = sessions.find(sessionId, principalOf(request).user.id);
    if (!session)
      throw new ApiError('NOT_FOUND', 'This MCP session does not exist (any more); initialize a new one.');
    return session;
  }

  async function handOver(session: McpSession, request: FastifyRequest, reply: FastifyReply, body?: unknown) {
    sessions.track(session, reply.raw);
    const unwatch = credentials.watch(principalOf(request).credential, () => reply.raw.destroy());
    reply.raw.once('close', unwatch);
    reply.hijack();
    await session.transport.handleRequest(request.raw, reply.raw, body);
  }

  await app.register(async (scope: ApiApp) => {
    scope.addHook('onRequest', async (request) => refuseForeignOrigin(request, services.config.publicUrl));
    scope.addHook('onRequest', createAuthenticationHook(services));
    scope.addHook('preHandler', createTokenAgentLimitHook(services.database.db));
    scope.addHook('onSend', async (_request, reply, payload) => {
      // What a client needs to know when it is refused: it must send a bearer token.
      if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="spora"');
      return payload;
    });

    scope.post(mcpPath, { schema: { hide: true, body: {} } }, async (request, reply) => {
      if (sessionIdOf(request) !== null)
        return handOver(await existingSession(request), request, reply, request.body);
      if (!isInitializeRequest(request.body)) {
        throw new ApiError(
          'VALIDATION_ERROR',
          `Start with an initialize request; later requests carry ${sessionHeader}.`,
          {
            in: 'body',
            fields: { body: 'must be an initialize request when no session is named' },
          },
        );
      }
      const userId = principalOf(request).user.id;
      // The address people open Spora at when it is configured; else the one this client used.
      const base = (services.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      const session = await sessions.open(userId, () =>
        openAgentMcpServer(deps, userId, (taskId) => `${base}/tasks/${taskId}`, apiVersion),
      );
      await handOver(session, request, reply, request.body);
      // An initialize the transport refused opened no session: nothing will use this one again.
      if (session.transport.sessionId === undefined) await session.transport.close();
    });
    scope.get(mcpPath, { schema: { hide: true } }, async (request, reply) =>
      handOver(await existingSession(request), request, reply),
    );
    scope.delete(mcpPath, { schema: { hide: true } }, async (request, reply) =>
      handOver(await existingSession(request), request, reply),
    );
  });
}
