import Type from 'typebox';
import {
  LlmConfigurationError,
  listProviderModels,
  modelListMaxBytes,
  modelListTimeoutMs,
} from '../../llm/index.js';
import { createSafeFetch } from '../../network/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { ProviderModelListBody, ProviderModelListResource } from '../schemas/provider-model-list-resource.js';

const urlExample = 'https://api.openai.com/v1';

function baseUrlOf(given: string | null | undefined, driverDefault: unknown): string {
  const text = (given ?? '').trim() || (typeof driverDefault === 'string' ? driverDefault : '');
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw LlmConfigurationError.invalid({ base_url: `is not a URL such as ${urlExample}` });
  }
  return text.replace(/\/+$/, '');
}

/**
 * `POST /llm-drivers/models`: the models a provider serves, asked with the base URL and key being
 * typed into a new configuration. The request goes through the address-checking fetch: a local
 * server (Ollama, LM Studio, vLLM on this machine or the intranet) may be asked, as the drivers
 * themselves may reach it, but cloud metadata addresses never; with a deadline and a size cap.
 */
export function registerLlmProviderModelRoutes(app: ApiApp, services: ApiServices): void {
  const providerFetch = createSafeFetch({
    allowPrivateNetworks: true,
    timeoutMs: modelListTimeoutMs,
    maxResponseBytes: modelListMaxBytes,
  });
  app.post(
    '/llm-drivers/models',
    {
      schema: {
        tags: ['llm'],
        summary: 'Asks a provider for its model list with the base URL and key given; the key is not stored',
        description:
          'A list the provider refuses or that cannot be had is a 200 with `ok: false` and a code; the person then types the model by hand.',
        body: ProviderModelListBody,
        response: {
          200: dataEnvelope(
            Type.Object({ result: ProviderModelListResource }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const driver = services.drivers.find(request.body.driver_class);
      if (driver === undefined)
        throw LlmConfigurationError.invalid({ driver_class: 'is not an installed driver' });
      const baseUrlSetting = driver.settings.find((setting) => setting.key === 'base_url');
      const apiKey = request.body.api_key?.trim() || null;
      const result = await listProviderModels(
        { driver, baseUrl: baseUrlOf(request.body.base_url, baseUrlSetting?.default), apiKey },
        providerFetch,
      );
      return { data: { result } };
    },
  );
}
