import Type from 'typebox';
import {
  type NotificationKind,
  type NotificationPreference,
  notificationKindInfo,
  notificationKinds,
} from '../../notifications/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { principalOf } from '../route-access.js';
import { dataEnvelope, errorResponses, named } from '../schemas/index.js';

const Kind = Type.Enum(notificationKinds.map(({ kind }) => kind) as NotificationKind[]);

const Preference = Type.Object(
  {
    kind: Kind,
    label: Type.String(),
    description: Type.String(),
    in_app: Type.Boolean({ description: 'Stored, shown by the bell and sent to live clients' }),
    email: Type.Boolean({ description: 'Sent to your e-mail address (when e-mail is set up)' }),
  },
  { additionalProperties: false, ...named('NotificationPreference') },
);

const Preferences = dataEnvelope(
  Type.Object(
    {
      preferences: Type.Array(Preference),
      email_available: Type.Boolean({ description: 'Whether an administrator has set up e-mail' }),
    },
    { additionalProperties: false },
  ),
);

/** `/notification-preferences`: which kinds of notification reach you, in the app and by e-mail. */
export function registerNotificationPreferenceRoutes(app: ApiApp, services: ApiServices): void {
  const answer = async (preferences: readonly NotificationPreference[]) => ({
    data: {
      preferences: preferences.map((preference) => {
        const info = notificationKindInfo(preference.kind);
        return {
          kind: preference.kind,
          label: info.label,
          description: info.description,
          in_app: preference.inApp,
          email: preference.email,
        };
      }),
      email_available: await services.email.mailer.configured(),
    },
  });

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Every kind of notification, and whether it reaches you in the app and by e-mail',
        response: { 200: Preferences, ...errorResponses() },
      },
    },
    async (request) => answer(await services.notificationPreferences.list(principalOf(request).user.id)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Changes the channels of the kinds named; a channel left out keeps its value',
        body: Type.Object(
          {
            preferences: Type.Array(
              Type.Object(
                {
                  kind: Kind,
                  in_app: Type.Optional(Type.Boolean()),
                  email: Type.Optional(Type.Boolean()),
                },
                { additionalProperties: false },
              ),
              { maxItems: 50 },
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Preferences, ...errorResponses('VALIDATION_ERROR') },
      },
    },
    async (request) =>
      answer(
        await services.notificationPreferences.update(
          principalOf(request).user.id,
          request.body.preferences.map((entry) => ({
            kind: entry.kind,
            inApp: entry.in_app,
            email: entry.email,
          })),
        ),
      ),
  );
}
