import Type from 'typebox';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { apiVersion } from '../api-version.js';
import { dataEnvelope, errorResponses } from '../schemas/index.js';

/** `GET /config`: what a UI needs to know before anyone signs in. */
export function registerPublicConfigRoutes(app: ApiApp, services: ApiServices): void {
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Public settings of this server: whether visitors may register, and the API version',
        response: {
          200: dataEnvelope(
            Type.Object(
              { allow_registration: Type.Boolean(), version: Type.String() },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => ({ data: { allow_registration: services.config.allowRegistration, version: apiVersion } }),
  );
}
