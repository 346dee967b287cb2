import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
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
 * model-facing name; an unknown tool and another user's agent are both 404.
 */
export function registerAgentToolRoutes(app: ApiApp, services: ApiServices): void {
  const agentsOf = (request: Parameters<typeof principalOf>[0]) =>
    services.agentsOf(principalOf(request).user.id);

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
          ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request, reply) => {
      const tool = toolNamed(services.tools, request.params.toolId, principalOf(request).user.id);
      const agents = agentsOf(request);
      const { changed } = await agents.enableTool(request.params.id, tool.toolClass);
      const status = await agents.toolStatusOf(request.params.id, tool.toolClass);
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
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS') },
      },
    },
    async (request) => {
      const tool = toolNamed(services.tools, request.params.toolId, principalOf(request).user.id);
      await agentsOf(request).disableTool(request.params.id, tool.toolClass);
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
      const statuses = await agentsOf(request).toolStatusForAgent(request.params.id);
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
      const tool = toolNamed(services.tools, request.params.toolId, principalOf(request).user.id);
      const status = await agentsOf(request).toolStatusOf(request.params.id, tool.toolClass);
      return { data: { status: toToolStatusResource(status) } };
    },
  );
}
