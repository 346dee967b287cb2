import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { isAdministrator } from '../../accounts/index.js';
import type { McpServerService } from '../../mcp/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, emptyBody, errorResponses, IdParams } from '../schemas/index.js';
import {
  McpConnectResource,
  McpServerPatchBody,
  McpServerResource,
  McpServerTestResource,
  NewMcpServerBody,
  toMcpServerResource,
  toMcpServerTestResource,
} from '../schemas/mcp-server-resource.js';

const OneServer = dataEnvelope(Type.Object({ server: McpServerResource }, { additionalProperties: false }));
const ServerList = dataEnvelope(
  Type.Object({ servers: Type.Array(McpServerResource) }, { additionalProperties: false }),
);

function serversOf(services: ApiServices, request: FastifyRequest): McpServerService {
  const principal = principalOf(request);
  return services.mcpServers.of({ id: principal.user.id, isAdmin: isAdministrator(principal) });
}

/**
 * `/mcp-servers`: MCP servers as tool sources. Everyone manages their own HTTP servers; only
 * administrators register stdio servers (a command on this host) and global ones. Another user's
 * server is a 404; a global one a non-administrator tries to change, a 403.
 */
export function registerMcpServerRoutes(app: ApiApp, services: ApiServices): void {
  const view = async (service: McpServerService, serverId: number) => {
    const server = await service.get(serverId);
    return toMcpServerResource(server, await service.tools(serverId), await service.isConnected(server));
  };

  app.get(
    '/mcp-servers',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Your MCP servers and the global ones, each with its tools',
        response: { 200: ServerList, ...errorResponses() },
      },
    },
    async (request) => {
      const service = serversOf(services, request);
      const servers = await service.list();
      return {
        data: {
          servers: await Promise.all(
            servers.map(async (server) =>
              toMcpServerResource(server, await service.tools(server.id), await service.isConnected(server)),
            ),
          ),
        },
      };
    },
  );

  app.post(
    '/mcp-servers',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Registers a server and lists its tools; an unreachable server is saved with `last_error`',
        body: NewMcpServerBody,
        response: { 201: OneServer, ...errorResponses('FORBIDDEN', 'INVALID_STATE') },
      },
    },
    async (request, reply) => {
      const service = serversOf(services, request);
      const created = await service.create(request.body);
      return reply.code(201).send({ data: { server: await view(service, created.id) } });
    },
  );

  app.get(
    '/mcp-servers/:id',
    {
      schema: {
        tags: ['mcp'],
        summary: 'One of your MCP servers, or a global one, with its tools',
        params: IdParams,
        response: { 200: OneServer, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({ data: { server: await view(serversOf(services, request), request.params.id) } }),
  );

  app.put(
    '/mcp-servers/:id',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Changes the fields sent, reconnects and lists the tools again',
        params: IdParams,
        body: McpServerPatchBody,
        response: { 200: OneServer, ...errorResponses('FORBIDDEN', 'NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      const service = serversOf(services, request);
      await service.update(request.params.id, request.body);
      return { data: { server: await view(service, request.params.id) } };
    },
  );

  app.delete(
    '/mcp-servers/:id',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Removes a server; its tools disappear from every agent',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      await serversOf(services, request).delete(request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/mcp-servers/:id/test',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Connects, lists the tools again and registers them; a failure is a 200 with `ok: false`',
        params: IdParams,
        body: emptyBody,
        response: {
          200: dataEnvelope(Type.Object({ result: McpServerTestResource }, { additionalProperties: false })),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: { result: toMcpServerTestResource(await serversOf(services, request).test(request.params.id)) },
    }),
  );

  app.post(
    '/mcp-servers/:id/connect',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Starts connecting your account to an OAuth server: the authorization URL to open',
        description:
          'Discovers the authorization server, registers Spora as a client when needed and builds the authorization URL (PKCE). After the person approves, the authorization server sends them to `GET /mcp-servers/oauth/callback`. With working stored tokens the answer is `connected: true` and no URL.',
        params: IdParams,
        body: emptyBody,
        response: {
          200: dataEnvelope(Type.Object({ connection: McpConnectResource }, { additionalProperties: false })),
          ...errorResponses('NOT_FOUND', 'INVALID_STATE'),
        },
      },
    },
    async (request) => {
      const url = await serversOf(services, request).connect(request.params.id);
      return { data: { connection: { connected: url === null, authorization_url: url?.href ?? null } } };
    },
  );

  app.delete(
    '/mcp-servers/:id/connection',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Forgets your tokens for an OAuth server; its tools ask you to connect again',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await serversOf(services, request).disconnect(request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/mcp-servers/oauth/callback',
    {
      schema: {
        tags: ['mcp'],
        summary: 'Completes connecting your account with the code the authorization server sent back',
        description:
          "The authorization server sends the person to `/settings/mcp-servers/connected?code=…&state=…`; that page posts both here. The code is exchanged for tokens (PKCE), which are stored encrypted for you; the server's tools are listed again with them. A state that is not a connection of yours under way is 404.",
        body: Type.Object(
          {
            state: Type.String({ minLength: 1, maxLength: 200 }),
            code: Type.String({ minLength: 1, maxLength: 2000 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: OneServer, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      const service = serversOf(services, request);
      const server = await service.finishConnect(request.body.state, request.body.code);
      return { data: { server: await view(service, server.id) } };
    },
  );
}
