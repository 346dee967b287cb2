import Type from 'typebox';
import { AgentToolSettings } from '../../agents/index.js';
import { agentInReach } from '../agent-access-scope.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { savedSettings } from '../saved-settings.js';
import { AgentToolParams } from '../schemas/agent-tool-resource.js';
import { dataEnvelope, deletedResponse, errorResponses } from '../schemas/index.js';
import { ResolvedSettingsResource, SettingsBody, SettingValues } from '../schemas/tool-settings-resource.js';
import { toolNamed } from '../tool-lookup.js';

interface AgentToolRequest {
  readonly principal: Parameters<typeof agentInReach>[1]['principal'];
  readonly params: { readonly id: number; readonly toolId: string };
}

const EffectiveSettingsResponse = dataEnvelope(
  Type.Object({ settings: ResolvedSettingsResource }, { additionalProperties: false }),
);

/**
 * `/agents/{id}/tools/{toolId}/settings`: the agent's own layer of a tool's settings, on top of
 * the defaults, the global and its owner's settings. Passwords are always masked as `***`. Its
 * owner and members of a team it is shared with for configuration read and change them.
 */
export function registerAgentToolSettingsRoutes(app: ApiApp, services: ApiServices): void {
  const settingsOf = async (request: AgentToolRequest) => {
    const { agent, service } = await agentInReach(services, request, request.params.id, 'configure');
    return {
      tool: toolNamed(services.tools, request.params.toolId, agent.user_id),
      settings: new AgentToolSettings(service, services.toolSettings),
    };
  };

  app.get(
    '/agents/:id/tools/:toolId/settings',
    {
      schema: {
        tags: ['agent tools'],
        summary:
          'Effective settings with the layer each value comes from (default, global, user, agent); with layer=agent only what the agent overrides',
        params: AgentToolParams,
        querystring: Type.Object({ layer: Type.Optional(Type.Literal('agent')) }),
        response: {
          200: dataEnvelope(
            Type.Object(
              { settings: Type.Union([ResolvedSettingsResource, SettingValues]) },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS', 'SETTINGS_UNREADABLE'),
        },
      },
    },
    async (request) => {
      const { tool, settings } = await settingsOf(request);
      return {
        data: {
          settings:
            request.query.layer === 'agent'
              ? await settings.override(request.params.id, tool)
              : await settings.effective(request.params.id, tool),
        },
      };
    },
  );

  app.get(
    '/agents/:id/tools/:toolId/description',
    {
      schema: {
        tags: ['agent tools'],
        summary:
          "The tool's description as the agent's model receives it, with its [Effective Configuration] block (secrets never shown)",
        params: AgentToolParams,
        response: {
          200: dataEnvelope(Type.Object({ description: Type.String() }, { additionalProperties: false })),
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS', 'SETTINGS_UNREADABLE'),
        },
      },
    },
    async (request) => {
      const { tool, settings } = await settingsOf(request);
      return { data: { description: await settings.modelDescription(request.params.id, tool) } };
    },
  );

  app.put(
    '/agents/:id/tools/:toolId/settings',
    {
      schema: {
        tags: ['agent tools'],
        summary:
          "Merge into the agent's settings: null or '' removes a key, *** keeps a stored password; answers the effective settings",
        params: AgentToolParams,
        body: SettingsBody,
        response: {
          200: EffectiveSettingsResponse,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS', 'SETTINGS_UNREADABLE'),
        },
      },
    },
    async (request) => {
      const { tool, settings } = await settingsOf(request);
      const written = await settings.write(request.params.id, tool, request.body.settings);
      return { data: { settings: savedSettings(written) } };
    },
  );

  app.delete(
    '/agents/:id/tools/:toolId/settings',
    {
      schema: {
        tags: ['agent tools'],
        summary: "Remove the agent's own settings of the tool, so every key inherits again",
        params: AgentToolParams,
        response: {
          200: deletedResponse,
          ...errorResponses('NOT_FOUND', 'FORBIDDEN', 'TOOL_NAME_AMBIGUOUS'),
        },
      },
    },
    async (request) => {
      const { tool, settings } = await settingsOf(request);
      await settings.clear(request.params.id, tool);
      return { data: { deleted: true as const } };
    },
  );
}
