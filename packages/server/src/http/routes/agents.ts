import Type from 'typebox';
import { listSharedAgents } from '../../agents/index.js';
import { agentInReach } from '../agent-access-scope.js';
import { presentAgent, presentAgents } from '../agent-presentation.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  AgentListQuery,
  AgentResource,
  CreateAgentBody,
  UpdateAgentBody,
} from '../schemas/agent-resource.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams } from '../schemas/index.js';

const AgentResponse = dataEnvelope(Type.Object({ agent: AgentResource }, { additionalProperties: false }));

/**
 * `/agents`: the signed-in user's agents and those shared with their teams. An agent that reaches
 * them neither way is a 404, for reads and writes alike; a shared one they may not change is a 403.
 */
export function registerAgentRoutes(app: ApiApp, services: ApiServices): void {
  const agentsOf = (request: Parameters<typeof principalOf>[0]) =>
    services.agentsOf(principalOf(request).user.id);

  app.get(
    '/agents',
    {
      schema: {
        tags: ['agents'],
        summary:
          'Your agents, then those shared with your teams, newest first, each with its activity and whether it can reach a model; archived, pinned and favorite narrow the list',
        querystring: AgentListQuery,
        response: {
          200: dataEnvelope(
            Type.Object({ agents: Type.Array(AgentResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const viewer = principalOf(request).user.id;
      const [own, shared] = await Promise.all([
        services.agentsOf(viewer).listAgents(request.query),
        listSharedAgents(services.database.db, viewer, request.query),
      ]);
      return { data: { agents: await presentAgents(services, viewer, [...own, ...shared]) } };
    },
  );

  app.post(
    '/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'Create an agent; llm_driver_config_id must be your own configuration or a global one',
        body: CreateAgentBody,
        response: { 201: AgentResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const agent = await agentsOf(request).createAgent(request.body, 'operator');
      return reply.code(201).send({ data: { agent: await presentAgent(services, agent.user_id, agent) } });
    },
  );

  app.get(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'One of your agents, or one shared with a team of yours, with its enabled tools',
        params: IdParams,
        response: { 200: AgentResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const { agent } = await agentInReach(services, request, request.params.id, 'use');
      return { data: { agent: await presentAgent(services, principalOf(request).user.id, agent) } };
    },
  );

  app.patch(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Change the given fields of one of your agents, or of one shared with you for configuration',
        params: IdParams,
        body: UpdateAgentBody,
        response: { 200: AgentResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { service } = await agentInReach(services, request, request.params.id, 'configure');
      const agent = await service.updateAgent(request.params.id, request.body, 'operator');
      return { data: { agent: await presentAgent(services, principalOf(request).user.id, agent) } };
    },
  );

  app.delete(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary:
          'Delete one of your agents with its tools, settings and tasks; refused while one of its tasks runs',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await agentInReach(services, request, request.params.id, 'owner');
      await agentsOf(request).deleteAgent(request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}
