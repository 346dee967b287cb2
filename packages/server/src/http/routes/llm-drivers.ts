import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { LlmDriverResource, toLlmDriverResource } from '../schemas/llm-driver-resource.js';

/** `/llm-drivers`: the installed drivers an LLM configuration can use, with the settings each takes. */
export function registerLlmDriverRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/llm-drivers',
    {
      schema: {
        tags: ['llm'],
        summary: 'The installed LLM drivers and their settings schemas',
        response: {
          200: dataEnvelope(
            Type.Object({ drivers: Type.Array(LlmDriverResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => ({ data: { drivers: services.drivers.list().map(toLlmDriverResource) } }),
  );
}
