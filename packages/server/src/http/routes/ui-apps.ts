import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';
import { toUiAppResource, UiAppResource } from '../schemas/ui-app-resource.js';

/** `GET /apps`: the panels the App and the plugins add to the web UI, in load order. */
export function registerUiAppRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/apps',
    {
      schema: {
        tags: ['plugins'],
        summary: 'The panels that the App and the plugins add to the web UI, with their browser module URLs',
        response: {
          200: dataEnvelope(
            Type.Object({ apps: Type.Array(UiAppResource) }, { additionalProperties: false }),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => ({
      data: {
        apps: services.plugins
          .loaded()
          .flatMap(({ slug, declarations }) =>
            declarations.apps.map((uiApp) => toUiAppResource(slug, uiApp, services.plugins.iconFor(slug))),
          ),
      },
    }),
  );
}
