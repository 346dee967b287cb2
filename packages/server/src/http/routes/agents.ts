import Type from 'typebox';
import type { AgentService } from '../../agents/index.js';
import type { Agent } from '../../db/index.js';
import type { ToolRegistry } from '../../tools/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import {
  AgentListQuery,
  AgentResource,
  type AgentResourceView,
  CreateAgentBody,
  toAgentResource,
  UpdateAgentBody,
} from '../schemas/agent-resource.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams } from '../schemas/index.js';

const AgentResponse = dataEnvelope(Type.Object({ agent: AgentResource }, { additionalProperties: false }));

/** `/agents`: the signed-in user's agents. Another user's agent is a 404, for reads and writes alike. */
export function registerAgentRoutes(app: ApiApp, services: ApiServices): void {
  const agentsOf = (request: Parameters<typeof principalOf>[0]) =>
    services.agentsOf(principalOf(request).user.id);

  app.get(
    '/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'Your agents, oldest first; archived, pinned and favorite narrow the list',
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
      const agents = agentsOf(request);
      return {
        data: { agents: await present(agents, await agents.listAgents(request.query), services.tools) },
      };
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
      const agents = agentsOf(request);
      const agent = await agents.createAgent(request.body, 'operator');
      return reply.code(201).send({ data: { agent: await presentOne(agents, agent, services.tools) } });
    },
  );

  app.get(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'One of your agents, with its enabled tools',
        params: IdParams,
        response: { 200: AgentResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const agents = agentsOf(request);
      const agent = await agents.getAgent(request.params.id);
      return { data: { agent: await presentOne(agents, agent, services.tools) } };
    },
  );

  app.patch(
    '/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Change the given fields of one of your agents',
        params: IdParams,
        body: UpdateAgentBody,
        response: { 200: AgentResponse, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const agents = agentsOf(request);
      const agent = await agents.updateAgent(request.params.id, request.body, 'operator');
      return { data: { agent: await presentOne(agents, agent, services.tools) } };
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
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await agentsOf(request).deleteAgent(request.params.id);
      return { data: { deleted: true as const } };
    },
  );
}

/** Agents with their enabled tools, read in one query for the whole list. */
async function present(
  agents: AgentService,
  rows: readonly Agent[],
  tools: ToolRegistry,
): Promise<AgentResourceView[]> {
  const enabled = await agents.enabledToolsOf(rows.map((agent) => agent.id));
  return rows.map((agent) => toAgentResource(agent, enabled.get(agent.id) ?? [], tools));
}

async function presentOne(
  agents: AgentService,
  agent: Agent,
  tools: ToolRegistry,
): Promise<AgentResourceView> {
  const enabled = await agents.enabledToolsOf([agent.id]);
  return toAgentResource(agent, enabled.get(agent.id) ?? [], tools);
}
