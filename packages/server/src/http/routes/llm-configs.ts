import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { isAdministrator } from '../../accounts/index.js';
import type { LlmConfigurationService } from '../../llm/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, emptyBody, errorResponses, IdParams } from '../schemas/index.js';
import {
  LlmConfigPatchBody,
  LlmConfigResource,
  LlmConnectionTestResource,
  NewLlmConfigBody,
} from '../schemas/llm-config-resource.js';

const OneConfig = dataEnvelope(Type.Object({ config: LlmConfigResource }, { additionalProperties: false }));
const ConfigList = dataEnvelope(
  Type.Object({ configs: Type.Array(LlmConfigResource) }, { additionalProperties: false }),
);

/** The configurations the signed-in user sees: their own and the global ones. */
export function llmConfigurationsOf(services: ApiServices, request: FastifyRequest): LlmConfigurationService {
  const principal = principalOf(request);
  return services.llmConfigurationsOf({ id: principal.user.id, isAdmin: isAdministrator(principal) });
}

/**
 * `/llm-configs`: LLM configurations. Everyone manages their own; administrators manage the
 * global ones and the global default. Another user's configuration is a 404, a global one a
 * non-administrator tries to change a 403. Passwords are shown as `***`; sending `***` keeps one.
 */
export function registerLlmConfigRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/llm-configs',
    {
      schema: {
        tags: ['llm'],
        summary: 'Your configurations, then the global ones',
        response: { 200: ConfigList, ...errorResponses() },
      },
    },
    async (request) => ({ data: { configs: await llmConfigurationsOf(services, request).list() } }),
  );

  app.post(
    '/llm-configs',
    {
      schema: {
        tags: ['llm'],
        summary: 'Creates a configuration; only administrators create global ones or the global default',
        body: NewLlmConfigBody,
        response: { 201: OneConfig, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request, reply) => {
      const config = await llmConfigurationsOf(services, request).create(request.body);
      return reply.code(201).send({ data: { config } });
    },
  );

  app.get(
    '/llm-configs/global',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['llm'],
        summary: 'The global configurations',
        response: { 200: ConfigList, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request) => {
      const configs = await llmConfigurationsOf(services, request).list();
      return { data: { configs: configs.filter((config) => config.is_global) } };
    },
  );

  app.get(
    '/llm-configs/:id',
    {
      schema: {
        tags: ['llm'],
        summary: 'One of your configurations, or a global one',
        params: IdParams,
        response: { 200: OneConfig, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({
      data: { config: await llmConfigurationsOf(services, request).get(request.params.id) },
    }),
  );

  app.put(
    '/llm-configs/:id',
    {
      schema: {
        tags: ['llm'],
        summary: 'Changes the fields sent; settings are merged into the stored ones',
        params: IdParams,
        body: LlmConfigPatchBody,
        response: { 200: OneConfig, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: {
        config: await llmConfigurationsOf(services, request).update(request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/llm-configs/:id',
    {
      schema: {
        tags: ['llm'],
        summary: 'Deletes a configuration; agents using it fall back to the next choice',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      await llmConfigurationsOf(services, request).delete(request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/llm-configs/:id/test',
    {
      schema: {
        tags: ['llm'],
        summary:
          'Sends one small request through the configuration (no retries, at most 30 s) and reports the answer and latency, or the error with its code',
        description:
          'A refused or failed request is a 200 with `ok: false` and the LLM error code (`AUTH_ERROR`, `NETWORK_ERROR`, `LLM_TIMEOUT`, `BAD_REQUEST` for unusable settings …); the status codes below are about the request itself.',
        params: IdParams,
        body: emptyBody,
        response: {
          200: dataEnvelope(
            Type.Object({ result: LlmConnectionTestResource }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: { result: await llmConfigurationsOf(services, request).testConnection(request.params.id) },
    }),
  );

  app.post(
    '/llm-configs/:id/set-default',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['llm'],
        summary: 'Makes a global configuration the global default, replacing the previous one',
        params: IdParams,
        body: emptyBody,
        response: { 200: OneConfig, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => ({
      data: { config: await llmConfigurationsOf(services, request).setGlobalDefault(request.params.id) },
    }),
  );
}
