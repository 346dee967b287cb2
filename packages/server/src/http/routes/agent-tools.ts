import Type from 'typebox';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { AgentToolParams, ToolStatusResource, toToolStatusResource } from '../schemas/agent-tool-resource.js';
import { dataEnvelope, deletedResponse, emptyBody, errorResponses, IdParams } from '../schemas/index.js';
import { ToolReference, toToolReference } from '../schemas/tool-resource.js';
import { toolNamed } from '../tool-lookup.js';

const EnabledResponse = dataEnvelope(
  Type.Object(
    { tool: ToolReference, missing_required: Type.Array(Type.String()) },
    { additionalProperties: false },
  ),
);

/**
 * `/agents/{id}/tools`: which tools one of your agents may use. `{toolId}` is the tool's
 * model-facing name among the tools the agent's owner sees; an unknown tool and an agent that does
 * not reach you are both 404. Members of a team the agent is shared with read them, and change them
 * when given configure access.
 */
export function registerAgentToolRoutes(app: ApiApp, services: ApiServices): void {
  app.post(
    '/agents/:id/tools/:toolId/enable',
    {
      schema: {
        tags: ['agent tools'],
        summary:
          'Enable a tool for the agent: 201 when newly enabled, 200 when it already was; lists required settings still missing',
        params: AgentToolParams,
        body: emptyBody,
        response: {
          200: EnabledResponse,
          201: EnabledResponse,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request, reply) => {
      const { agent, service } = await agentInReach(services, request, request.params.id, 'configure');
      const tool = toolNamed(services.tools, request.params.toolId, agent.user_id);
      const { changed } = await service.enableTool(request.params.id, tool.toolClass);
      const status = await service.toolStatusOf(request.params.id, tool.toolClass);
      return reply.code(changed ? 201 : 200).send({
        data: { tool: toToolReference(tool), missing_required: [...status.missingRequired] },
      });
    },
  );

  app.delete(
    '/agents/:id/tools/:toolId/enable',
    {
      schema: {
        tags: ['agent tools'],
        summary: 'Disable a tool for the agent (its operation flags and settings are kept)',
        params: AgentToolParams,
        response: {
          200: deletedResponse,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request) => {
      const { agent, service } = await agentInReach(services, request, request.params.id, 'configure');
      const tool = toolNamed(services.tools, request.params.toolId, agent.user_id);
      await service.disableTool(request.params.id, tool.toolClass);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/agents/:id/tools/status',
    {
      schema: {
        tags: ['agent tools'],
        summary: 'Every registered tool as the agent has it: enabled or not, and missing required settings',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ statuses: Type.Array(ToolStatusResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const { service } = await agentInReach(services, request, request.params.id, 'use');
      const statuses = await service.toolStatusForAgent(request.params.id);
      return { data: { statuses: statuses.map(toToolStatusResource) } };
    },
  );

  app.get(
    '/agents/:id/tools/:toolId/status',
    {
      schema: {
        tags: ['agent tools'],
        summary: 'One tool as the agent has it',
        params: AgentToolParams,
        response: {
          200: dataEnvelope(Type.Object({ status: ToolStatusResource }, { additionalProperties: false })),
          ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request) => {
      const { agent, service } = await agentInReach(services, request, request.params.id, 'use');
      const tool = toolNamed(services.tools, request.params.toolId, agent.user_id);
      const status = await service.toolStatusOf(request.params.id, tool.toolClass);
      return { data: { status: toToolStatusResource(status) } };
    },
  );
}
