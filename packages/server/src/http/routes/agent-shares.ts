import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AgentSharing, type TeamActor } from '../../teams/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, errorResponses, Id, IdParams } from '../schemas/index.js';
import { AgentShareBody, AgentShareResource } from '../schemas/team-resource.js';
import { securityOriginOf } from '../security-origin.js';

const ShareParams = Type.Object({ id: Id, teamId: Id }, { additionalProperties: false });
const SharesResponse = dataEnvelope(
  Type.Object({ shares: Type.Array(AgentShareResource) }, { additionalProperties: false }),
);

/**
 * `/agents/{id}/shares`: the teams an agent is shared with. Its owner shares it with their own
 * teams, administrators with any; to anyone else the agent's shares do not exist.
 */
export function registerAgentShareRoutes(app: ApiApp, services: ApiServices): void {
  const sharing = new AgentSharing(services.database.db);
  const actorOf = (request: FastifyRequest): TeamActor => {
    const { user } = principalOf(request);
    return { id: user.id, role: user.role, origin: securityOriginOf(request) };
  };

  app.get(
    '/agents/:id/shares',
    {
      schema: {
        tags: ['teams'],
        summary: 'The teams the agent is shared with, and for what (its owner and administrators)',
        params: IdParams,
        response: { 200: SharesResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({ data: { shares: [...(await sharing.list(actorOf(request), request.params.id))] } }),
  );

  app.put(
    '/agents/:id/shares/:teamId',
    {
      schema: {
        tags: ['teams'],
        summary:
          "Share the agent with a team of yours for use, or for use and configuration; its members' tasks on it are theirs",
        params: ShareParams,
        body: AgentShareBody,
        response: { 200: SharesResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const { id, teamId } = request.params;
      return {
        data: { shares: [...(await sharing.share(actorOf(request), id, teamId, request.body.access))] },
      };
    },
  );

  app.delete(
    '/agents/:id/shares/:teamId',
    {
      schema: {
        tags: ['teams'],
        summary: "Stop sharing the agent with a team (its owner, the team's managers, administrators)",
        params: ShareParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      await sharing.unshare(actorOf(request), request.params.id, request.params.teamId);
      return { data: { deleted: true as const } };
    },
  );
}
