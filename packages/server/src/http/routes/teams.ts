import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type TeamActor, TeamMembership, Teams } from '../../teams/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, errorResponses, Id, IdParams } from '../schemas/index.js';
import {
  AddTeamMemberBody,
  CreateTeamBody,
  TeamAgentResource,
  TeamMemberResource,
  TeamMemberRoleBody,
  TeamResource,
  UpdateTeamBody,
} from '../schemas/team-resource.js';
import { securityOriginOf } from '../security-origin.js';

const MemberParams = Type.Object({ id: Id, userId: Id }, { additionalProperties: false });
const TeamResponse = dataEnvelope(Type.Object({ team: TeamResource }, { additionalProperties: false }));
const MemberResponse = dataEnvelope(
  Type.Object({ member: TeamMemberResource }, { additionalProperties: false }),
);

/**
 * `/teams`: people grouped with a role each, and the agents shared with them. Administrators create
 * and delete teams and see them all; members see their own teams; managers change their members.
 * A team the caller may not see is 404.
 */
export function registerTeamRoutes(app: ApiApp, services: ApiServices): void {
  const teams = new Teams(services.database.db);
  const membership = new TeamMembership(services.database.db);
  const actorOf = (request: FastifyRequest): TeamActor => {
    const { user } = principalOf(request);
    return { id: user.id, role: user.role, origin: securityOriginOf(request) };
  };

  app.get(
    '/teams',
    {
      schema: {
        tags: ['teams'],
        summary: 'The teams you belong to (administrators: every team), by name, with your role in each',
        response: {
          200: dataEnvelope(
            Type.Object({ teams: Type.Array(TeamResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({ data: { teams: [...(await teams.list(actorOf(request)))] } }),
  );

  app.post(
    '/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['teams'],
        summary: 'Create a team (administrators); add its members next',
        body: CreateTeamBody,
        response: { 201: TeamResponse, ...errorResponses('TEAM_NAME_TAKEN') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await teams.create(actor, request.body);
      return reply.code(201).send({ data: { team: (await teams.get(actor, created.id)).team } });
    },
  );

  app.get(
    '/teams/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'One team with its members and the agents shared with it',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                team: TeamResource,
                members: Type.Array(TeamMemberResource),
                agents: Type.Array(TeamAgentResource),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const detail = await teams.get(actorOf(request), request.params.id);
      return { data: { team: detail.team, members: [...detail.members], agents: [...detail.agents] } };
    },
  );

  app.patch(
    '/teams/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'Rename a team or change its description (its managers and administrators)',
        params: IdParams,
        body: UpdateTeamBody,
        response: { 200: TeamResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TEAM_NAME_TAKEN') },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await teams.update(actor, request.params.id, request.body);
      return { data: { team: (await teams.get(actor, request.params.id)).team } };
    },
  );

  app.delete(
    '/teams/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['teams'],
        summary: 'Delete a team (administrators): its shares end; agents and tasks stay with their owners',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      await teams.remove(actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/teams/:id/members',
    {
      schema: {
        tags: ['teams'],
        summary:
          'Add the person with this e-mail address to the team with a role, or give a member that role (managers and administrators)',
        params: IdParams,
        body: AddTeamMemberBody,
        response: { 200: MemberResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { email, role } = request.body;
      return {
        data: { member: await membership.addMemberByEmail(actorOf(request), request.params.id, email, role) },
      };
    },
  );

  app.patch(
    '/teams/:id/members/:userId',
    {
      schema: {
        tags: ['teams'],
        summary: "Change a member's role (managers and administrators)",
        params: MemberParams,
        body: TeamMemberRoleBody,
        response: { 200: MemberResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return {
        data: { member: await membership.changeRole(actorOf(request), id, userId, request.body.role) },
      };
    },
  );

  app.delete(
    '/teams/:id/members/:userId',
    {
      schema: {
        tags: ['teams'],
        summary: 'Remove a member (managers and administrators), or leave a team yourself',
        params: MemberParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await membership.removeMember(actorOf(request), request.params.id, request.params.userId);
      return { data: { deleted: true as const } };
    },
  );
}
