import Type from 'typebox';
import { type SettingsScope, settingsSubjectOf } from '../../settings/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import type { RouteAccess } from '../route-access.js';
import { principalOf } from '../route-access.js';
import { savedSettings } from '../saved-settings.js';
import { dataEnvelope, deletedResponse, errorResponses } from '../schemas/index.js';
import { ToolId } from '../schemas/tool-resource.js';
import { SettingsBody, settingsLayerResponse } from '../schemas/tool-settings-resource.js';
import { toolNamed } from '../tool-lookup.js';

const ToolParams = Type.Object({ toolId: ToolId }, { additionalProperties: false });
const LayerResponse = dataEnvelope(settingsLayerResponse);

interface LayerRoutes {
  readonly path: string;
  readonly access: RouteAccess;
  readonly what: string;
  readonly scopeOf: (request: Parameters<typeof principalOf>[0]) => SettingsScope;
}

/**
 * `/tools/{toolId}/settings` (global, administrators only) and `/tools/{toolId}/user-settings`
 * (your own, for all your agents): one stored layer each, same body `{settings: {…}}`, passwords
 * masked as `***` and kept when `***` is sent back.
 */
export function registerToolSettingsRoutes(app: ApiApp, services: ApiServices): void {
  const layers: readonly LayerRoutes[] = [
    {
      path: '/tools/:toolId/settings',
      access: 'admin',
      what: 'the global settings of a tool (administrators only)',
      scopeOf: () => ({ layer: 'global' }),
    },
    {
      path: '/tools/:toolId/user-settings',
      access: 'user',
      what: 'your own settings of a tool, for all your agents',
      scopeOf: (request) => ({ layer: 'user', userId: principalOf(request).user.id }),
    },
  ];
  for (const { path, access, what, scopeOf } of layers) {
    app.get(
      path,
      {
        config: { access },
        schema: {
          tags: ['tools'],
          summary: `Read ${what}`,
          params: ToolParams,
          response: {
            200: LayerResponse,
            ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS', 'FORBIDDEN', 'SETTINGS_UNREADABLE'),
          },
        },
      },
      async (request) => {
        const subject = settingsSubjectOf(
          toolNamed(services.tools, request.params.toolId, principalOf(request).user.id),
        );
        return { data: { settings: await services.toolSettings.readLayer(scopeOf(request), subject) } };
      },
    );

    app.put(
      path,
      {
        config: { access },
        schema: {
          tags: ['tools'],
          summary: `Merge into ${what}: null or '' removes a key, *** keeps a stored password`,
          params: ToolParams,
          body: SettingsBody,
          response: {
            200: LayerResponse,
            ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS', 'FORBIDDEN', 'SETTINGS_UNREADABLE'),
          },
        },
      },
      async (request) => {
        const subject = settingsSubjectOf(
          toolNamed(services.tools, request.params.toolId, principalOf(request).user.id),
        );
        const written = await services.toolSettings.writeLayer(
          scopeOf(request),
          subject,
          request.body.settings,
        );
        return { data: { settings: savedSettings(written) } };
      },
    );

    app.delete(
      path,
      {
        config: { access },
        schema: {
          tags: ['tools'],
          summary: `Remove ${what}, so every key inherits again`,
          params: ToolParams,
          response: {
            200: deletedResponse,
            ...errorResponses('NOT_FOUND', 'TOOL_NAME_AMBIGUOUS', 'FORBIDDEN'),
          },
        },
      },
      async (request) => {
        const subject = settingsSubjectOf(
          toolNamed(services.tools, request.params.toolId, principalOf(request).user.id),
        );
        await services.toolSettings.clearLayer(scopeOf(request), subject);
        return { data: { deleted: true as const } };
      },
    );
  }
}
