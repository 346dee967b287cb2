import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses, Id, Nullable } from '../schemas/index.js';
import { LlmConfigResource } from '../schemas/llm-config-resource.js';
import { llmConfigurationsOf } from './llm-configs.js';

const Preference = dataEnvelope(
  Type.Object({ config: Nullable(LlmConfigResource) }, { additionalProperties: false }),
);

/** `/user-preferences`: the signed-in user's choices; for now the LLM configuration they prefer. */
export function registerUserPreferenceRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/user-preferences/llm',
    {
      schema: {
        tags: ['llm'],
        summary: 'The configuration your agents use when they name none (null: the global default)',
        response: { 200: Preference, ...errorResponses() },
      },
    },
    async (request) => ({ data: { config: await llmConfigurationsOf(services, request).getPreference() } }),
  );

  app.put(
    '/user-preferences/llm',
    {
      schema: {
        tags: ['llm'],
        summary: 'Prefers one of your configurations or a global one; null removes the preference',
        body: Type.Object({ config_id: Nullable(Id) }, { additionalProperties: false }),
        response: { 200: Preference, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const configurations = llmConfigurationsOf(services, request);
      const { config_id: configId } = request.body;
      // A configuration the user cannot see is a 404 here as everywhere, not a field error.
      if (configId !== null) await configurations.get(configId);
      return { data: { config: await configurations.setPreference(configId) } };
    },
  );
}
