import Type from 'typebox';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import type { principalOf } from '../route-access.js';
import { dataEnvelope, deletedResponse, errorResponses, IdParams } from '../schemas/index.js';
import {
  PromptTemplateBody,
  PromptTemplateParams,
  PromptTemplatePatch,
  PromptTemplateResource,
  RenderedPrompt,
  RenderFields,
  TemplateVariableSchema,
  toPromptTemplateResource,
} from '../schemas/prompt-template-resource.js';

const OneTemplate = dataEnvelope(
  Type.Object({ template: PromptTemplateResource }, { additionalProperties: false }),
);
const Rendered = dataEnvelope(RenderedPrompt);

/**
 * `/agents/{id}/prompt-templates`: prompts with `{{variable}}` and `{{variable:default}}`
 * placeholders for one of your agents, and their rendering with values in a time zone. Another
 * user's agent or template is 404; a malformed template or unknown variable is 422 with
 * `details.fields` and coded `details.issues`.
 */
export function registerPromptTemplateRoutes(app: ApiApp, services: ApiServices): void {
  // Members of a team the agent is shared with use its templates, and change them with configure access.
  const templatesOf = async (
    request: Parameters<typeof principalOf>[0] & { params: { id: number } },
    needed: 'use' | 'configure',
  ) => {
    const { agent } = await agentInReach(services, request, request.params.id, needed);
    return services.promptTemplatesOf(agent.user_id);
  };

  app.get(
    '/agents/:id/prompt-templates',
    {
      schema: {
        tags: ['prompt templates'],
        summary: "The agent's prompt templates, by name",
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ templates: Type.Array(PromptTemplateResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const templates = await (await templatesOf(request, 'use')).list(request.params.id);
      return { data: { templates: templates.map(toPromptTemplateResource) } };
    },
  );

  app.post(
    '/agents/:id/prompt-templates',
    {
      schema: {
        tags: ['prompt templates'],
        summary:
          'Create a prompt template; every placeholder must be built in, declared, or have an inline default',
        params: IdParams,
        body: PromptTemplateBody,
        response: { 201: OneTemplate, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request, reply) => {
      const template = await (await templatesOf(request, 'configure')).create(
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: { template: toPromptTemplateResource(template) } });
    },
  );

  app.post(
    '/agents/:id/prompt-templates/preview',
    {
      schema: {
        tags: ['prompt templates'],
        summary: 'Render an unsaved template, as an editor shows it while you type',
        params: IdParams,
        body: Type.Object(
          {
            body: PromptTemplateBody.properties.body,
            variables: Type.Optional(Type.Array(TemplateVariableSchema, { maxItems: 50 })),
            ...RenderFields,
          },
          { additionalProperties: false },
        ),
        response: { 200: Rendered, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { body, variables, values, timezone } = request.body;
      const prompt = await (await templatesOf(request, 'configure')).preview(
        request.params.id,
        { body, variables },
        { values, timezone },
      );
      return { data: { prompt } };
    },
  );

  app.get(
    '/agents/:id/prompt-templates/:templateId',
    {
      schema: {
        tags: ['prompt templates'],
        summary: 'One prompt template',
        params: PromptTemplateParams,
        response: { 200: OneTemplate, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const template = await (await templatesOf(request, 'use')).get(
        request.params.id,
        request.params.templateId,
      );
      return { data: { template: toPromptTemplateResource(template) } };
    },
  );

  app.patch(
    '/agents/:id/prompt-templates/:templateId',
    {
      schema: {
        tags: ['prompt templates'],
        summary: 'Change a prompt template (the fields given)',
        params: PromptTemplateParams,
        body: PromptTemplatePatch,
        response: { 200: OneTemplate, ...errorResponses('NOT_FOUND', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const template = await (await templatesOf(request, 'configure')).update(
        request.params.id,
        request.params.templateId,
        request.body,
      );
      return { data: { template: toPromptTemplateResource(template) } };
    },
  );

  app.delete(
    '/agents/:id/prompt-templates/:templateId',
    {
      schema: {
        tags: ['prompt templates'],
        summary: 'Delete a prompt template; 409 INVALID_STATE while a schedule uses it',
        params: PromptTemplateParams,
        response: { 200: deletedResponse, ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'INVALID_STATE') },
      },
    },
    async (request) => {
      await (await templatesOf(request, 'configure')).remove(request.params.id, request.params.templateId);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/agents/:id/prompt-templates/:templateId/render',
    {
      schema: {
        tags: ['prompt templates'],
        summary:
          'The prompt a template gives with these values, built-in dates and times read in the time zone',
        params: PromptTemplateParams,
        body: Type.Object(RenderFields, { additionalProperties: false }),
        response: { 200: Rendered, ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => {
      const prompt = await (await templatesOf(request, 'use')).render(
        request.params.id,
        request.params.templateId,
        request.body,
      );
      return { data: { prompt } };
    },
  );
}
