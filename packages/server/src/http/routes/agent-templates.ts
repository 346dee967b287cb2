import Type from 'typebox';
import { AgentTemplateSchema, agentTemplateJsonSchema } from '../../agents/templates/index.js';
import { presentAgent } from '../agent-presentation.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { AgentResource } from '../schemas/agent-resource.js';
import {
  TemplateDetailResource,
  TemplateIdParams,
  TemplateIssueResource,
  TemplateRequestBody,
  TemplateSummaryResource,
  TemplateValidationResource,
  toTemplateDetail,
  toTemplateRequest,
  toTemplateSummary,
  toValidationResource,
} from '../schemas/agent-template-resource.js';
import { dataEnvelope, errorResponses, IdParams, named } from '../schemas/index.js';

// The template format belongs to the agents module; it is named here, for the document only.
const AgentTemplateFile = { ...AgentTemplateSchema, ...named('AgentTemplateFile') };

const ImportedTool = Type.Object(
  {
    tool_class: Type.String(),
    tool_name: Type.String(),
    operations_applied: Type.Array(Type.String()),
    settings_applied: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

/**
 * `/agent-templates`: the catalogue (core's templates and the plugins'), validation, import as a
 * new agent of the caller, and `/agents/{id}/export`. Templates are visible to every signed-in
 * user; the schema is public, so editors and CI can fetch it without an account.
 */
export function registerAgentTemplateRoutes(app: ApiApp, services: ApiServices): void {
  const templates = services.agentTemplates;
  const userOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;

  app.get(
    '/agent-templates/schema.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['agent templates'],
        summary: 'The agent template format as a JSON Schema (2020-12) document, without the {data} envelope',
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses() },
      },
    },
    async () => agentTemplateJsonSchema,
  );

  app.get(
    '/agent-templates',
    {
      schema: {
        tags: ['agent templates'],
        summary: 'Every catalogue template (core first, then plugins), validated for you',
        response: {
          200: dataEnvelope(
            Type.Object({ templates: Type.Array(TemplateSummaryResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async (request) => ({
      data: { templates: (await templates.list(userOf(request))).map(toTemplateSummary) },
    }),
  );

  app.get(
    '/agent-templates/:id',
    {
      schema: {
        tags: ['agent templates'],
        summary: 'One catalogue template as its file holds it, with its validation for you',
        params: TemplateIdParams,
        response: {
          200: dataEnvelope(
            Type.Object({ template: TemplateDetailResource }, { additionalProperties: false }),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => ({
      data: { template: toTemplateDetail(await templates.get(request.params.id, userOf(request))) },
    }),
  );

  app.post(
    '/agent-templates/validate',
    {
      schema: {
        tags: ['agent templates'],
        summary:
          'Check {template} or {template_id} against this server; always 200, with errors and warnings',
        body: TemplateRequestBody,
        response: { 200: dataEnvelope(TemplateValidationResource), ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => ({
      data: toValidationResource(await templates.validate(toTemplateRequest(request.body), userOf(request))),
    }),
  );

  app.post(
    '/agent-templates/import',
    {
      schema: {
        tags: ['agent templates'],
        summary:
          'Create a new agent of yours from {template} or {template_id}, all in one transaction; 422 with the validation report when invalid',
        body: TemplateRequestBody,
        response: {
          201: dataEnvelope(
            Type.Object(
              {
                agent: AgentResource,
                warnings: Type.Array(TemplateIssueResource),
                tools_enabled: Type.Array(ImportedTool),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const owner = userOf(request);
      const imported = await templates.importTemplate(toTemplateRequest(request.body), owner);
      return reply.code(201).send({
        data: {
          agent: await presentAgent(services, owner, imported.agent),
          warnings: [...imported.warnings],
          tools_enabled: imported.toolsEnabled.map((tool) => ({
            tool_class: tool.toolClass,
            tool_name: tool.toolName,
            operations_applied: [...tool.operationsApplied],
            settings_applied: [...tool.settingsApplied],
          })),
        },
      });
    },
  );

  app.get(
    '/agents/:id/export',
    {
      schema: {
        tags: ['agent templates'],
        summary:
          'One of your agents as a template: fields, tools, operation flags and its own settings; secrets are never exported, info names them',
        params: IdParams,
        response: {
          200: dataEnvelope(
            Type.Object(
              { template: AgentTemplateFile, info: Type.Array(TemplateIssueResource) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const exported = await templates.exportAgent(services.agentsOf(userOf(request)), request.params.id);
      return { data: { template: exported.template, info: [...exported.info] } };
    },
  );
}
