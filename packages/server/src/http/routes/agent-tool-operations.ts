import Type from 'typebox';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import {
  AgentToolOperationParams,
  OperationPatchBody,
  OperationResource,
  toOperationFlagsPatch,
  toOperationResource,
} from '../schemas/agent-tool-resource.js';
import { dataEnvelope, errorResponses, IdParams } from '../schemas/index.js';
import { toolNamed } from '../tool-lookup.js';

const OperationResponse = dataEnvelope(
  Type.Object({ operation: OperationResource }, { additionalProperties: false }),
);

/**
 * `/agents/{id}/tools/…/operations`: per-agent flags of each operation, whether it may run and
 * whether it needs approval. `null` stands for the operation's declared default. Members of a team
 * the agent is shared with read them, and change them when given configure access.
 */
export function registerAgentToolOperationRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/agents/:id/tools/operations',
    {
      schema: {
        tags: ['agent tools'],
        summary: "Every operation of the agent's enabled tools, with stored and effective flags",
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ operations: Type.Array(OperationResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const { service } = await agentInReach(services, request, request.params.id, 'use');
      const statuses = await service.toolStatusForAgent(request.params.id);
      const operations = statuses
        .filter((status) => status.enabled)
        .flatMap((status) =>
          status.operations.map((operation) => toOperationResource(status.tool, operation)),
        );
      return { data: { operations } };
    },
  );

  app.get(
    '/agents/:id/tools/:toolId/operations/:operation',
    {
      schema: {
        tags: ['agent tools'],
        summary: 'One operation of a tool for the agent; an operation the tool does not declare is 404',
        params: AgentToolOperationParams,
        response: { 200: OperationResponse, ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS') },
      },
    },
    async (request) => {
      const { id, toolId, operation } = request.params;
      const { agent, service } = await agentInReach(services, request, id, 'use');
      const tool = toolNamed(services.tools, toolId, agent.user_id);
      const status = await service.operationStatusOf(id, tool.toolClass, operation);
      return { data: { operation: toOperationResource(tool, status) } };
    },
  );

  app.patch(
    '/agents/:id/tools/:toolId/operations/:operation',
    {
      schema: {
        tags: ['agent tools'],
        summary:
          'Change the flags of one operation: true or false override the declared default, null resets to it',
        params: AgentToolOperationParams,
        body: OperationPatchBody,
        response: {
          200: OperationResponse,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request) => {
      const { id, toolId, operation } = request.params;
      const { agent, service } = await agentInReach(services, request, id, 'configure');
      const tool = toolNamed(services.tools, toolId, agent.user_id);
      const status = await service.updateOperationFlags(
        id,
        tool.toolClass,
        operation,
        toOperationFlagsPatch(request.body),
      );
      return { data: { operation: toOperationResource(tool, status) } };
    },
  );
}
