import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { PluginResource, toPluginResource } from '../schemas/plugin-resource.js';
import { registerPluginPackageRoutes } from './plugin-packages.js';

/**
 * `GET /plugins`: the App and every plugin this server found, loaded or refused with the reason,
 * with their migrations. Administrators only: it shows paths and error messages. Installing,
 * updating and removing plugins from a registry: `plugin-packages.ts`.
 */
export function registerPluginRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/plugins',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plugins'],
        summary: 'Plugins and the App: loaded or refused (with the reason), tools, events and migrations',
        response: {
          200: dataEnvelope(
            Type.Object({ plugins: Type.Array(PluginResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async () => ({ data: { plugins: services.plugins.reports().map(toPluginResource) } }),
  );
  registerPluginPackageRoutes(app, services);
}
