import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { apiVersion } from '../api-version.js';
import { dataEnvelope, errorResponses, named } from '../schemas/index.js';

/** `GET /config`: what a UI needs to know before anyone signs in. */
export function registerPublicConfigRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary:
          'Public settings of this server: whether visitors may register, whether the first administrator is still to be created, who drives tasks, and the API version',
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                allow_registration: Type.Boolean(),
                setup_needed: Type.Boolean({
                  description: 'No administrator exists yet: create one with the setup code (POST /setup)',
                }),
                runtime_mode: Type.Union([Type.Literal('server'), Type.Literal('client')], {
                  description:
                    '`client`: the server runs no worker; the signed-in browser drives each queued task it shows with POST /tasks/{id}/tick',
                }),
                version: Type.String(),
              },
              { additionalProperties: false, ...named('PublicConfig') },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => ({
      data: {
        allow_registration: services.config.allowRegistration,
        setup_needed: await services.setup.isNeeded(),
        runtime_mode: services.config.runtimeMode,
        version: apiVersion,
      },
    }),
  );
}
