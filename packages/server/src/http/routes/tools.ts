import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { ToolResource, toToolResource } from '../schemas/tool-resource.js';

/** `/tools`: every registered tool, with its parameter and settings schemas and its operations. */
export function registerToolRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/tools',
    {
      schema: {
        tags: ['tools'],
        summary:
          "Every registered tool you may use (other users' MCP servers' tools left out): identity, parameter schema, settings schema and operations with their defaults and parameter schemas",
        response: {
          200: dataEnvelope(
            Type.Object({ tools: Type.Array(ToolResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({
      data: { tools: services.tools.listFor(principalOf(request).user.id).map(toToolResource) },
    }),
  );
}
