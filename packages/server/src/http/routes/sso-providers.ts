import type { FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { OidcProviderInput, OidcProviderView } from '../../accounts/sso/index.js';
import { type LoggedSetting, SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import {
  dataEnvelope,
  deletedResponse,
  errorResponses,
  IdParams,
  Nullable,
  named,
  Timestamp,
} from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';
import { callbackUrl, externalBase } from '../sso/sso-redirects.js';

const ProviderResource = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    display_name: Type.String(),
    issuer_url: Type.String(),
    client_id: Type.String(),
    has_client_secret: Type.Boolean({ description: 'A client secret is stored; it is never shown' }),
    scopes: Type.String(),
    email_claim: Type.String(),
    groups_claim: Nullable(Type.String()),
    admin_groups: Type.Array(Type.String()),
    sync_teams: Type.Boolean({
      description: 'The groups claim decides membership of the teams named like its groups',
    }),
    allow_account_creation: Type.Boolean(),
    enabled: Type.Boolean(),
    callback_url: Type.String({ description: 'Register this redirect URI at the provider' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { additionalProperties: false, ...named('SsoProvider') },
);

const ProviderBody = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9-]*$' }),
    display_name: Type.String({ minLength: 1, maxLength: 100 }),
    issuer_url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://[^\\s]+$' }),
    client_id: Type.String({ minLength: 1, maxLength: 500 }),
    client_secret: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 2000,
          description:
            'Stored encrypted, never shown. On a change, omit to keep the stored one; null or empty removes it',
        }),
      ),
    ),
    scopes: Type.Optional(Type.String({ maxLength: 1000, description: '`openid email profile` by default' })),
    email_claim: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: '`email` by default' }),
    ),
    groups_claim: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    admin_groups: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 50,
        description: 'Members of these groups become administrators, others members (needs `groups_claim`)',
      }),
    ),
    sync_teams: Type.Optional(
      Type.Boolean({
        description:
          'On each sign-in, make the person a member of every team named like one of their groups, and remove them from the teams it added them to that their groups no longer name (needs `groups_claim`)',
      }),
    ),
    allow_account_creation: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const PasswordPolicy = Type.Object(
  {
    password_sign_in: Type.Union([Type.Literal('everyone'), Type.Literal('break_glass')], {
      description: '`break_glass`: only the break-glass administrator may sign in with a password',
    }),
    break_glass_user_id: Nullable(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false, ...named('PasswordSignInPolicy') },
);

const OneProvider = dataEnvelope(
  Type.Object({ provider: ProviderResource }, { additionalProperties: false }),
);
const OnePolicy = dataEnvelope(Type.Object({ policy: PasswordPolicy }, { additionalProperties: false }));

function toInput(body: Static<typeof ProviderBody>): OidcProviderInput {
  return {
    slug: body.slug,
    displayName: body.display_name,
    issuerUrl: body.issuer_url,
    clientId: body.client_id,
    ...(body.client_secret !== undefined && { clientSecret: body.client_secret }),
    scopes: body.scopes ?? 'openid email profile',
    emailClaim: body.email_claim ?? 'email',
    groupsClaim: body.groups_claim ?? null,
    adminGroups: body.admin_groups ?? [],
    syncTeams: body.sync_teams ?? false,
    allowAccountCreation: body.allow_account_creation ?? false,
    enabled: body.enabled ?? true,
  };
}

/** `/admin/sso-providers` and `/admin/password-sign-in`: what administrators set up for single sign-on. */
export function registerSsoProviderRoutes(app: ApiApp, services: ApiServices): void {
  const securityLog = new SecurityLog(services.database.db);
  const logChange = (request: FastifyRequest, setting: LoggedSetting, change: 'set' | 'removed') =>
    securityLog.record(
      { kind: 'settings.changed', subjectUserId: null, detail: { setting, change } },
      securityOriginOf(request),
    );
  const { providers, passwordPolicy } = services.singleSignOn;
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/sso-providers',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary: 'The OpenID Connect providers, each with the callback URL to register at it',
        response: {
          200: dataEnvelope(
            Type.Object({ providers: Type.Array(ProviderResource) }, { additionalProperties: false }),
          ),
          ...errorResponses('FORBIDDEN'),
        },
      },
    },
    async (request) => {
      const base = externalBase(services.config, request);
      return { data: { providers: (await providers.list()).map((provider) => toResource(provider, base)) } };
    },
  );

  app.post(
    '/admin/sso-providers',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary: 'Adds a provider; its client secret is stored encrypted',
        body: ProviderBody,
        response: { 201: OneProvider, ...errorResponses('FORBIDDEN', 'OIDC_SLUG_TAKEN') },
      },
    },
    async (request, reply) => {
      const provider = await providers.create(toInput(request.body));
      await logChange(request, 'single_sign_on', 'set');
      return reply
        .code(201)
        .send({ data: { provider: toResource(provider, externalBase(services.config, request)) } });
    },
  );

  app.put(
    '/admin/sso-providers/:id',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary: 'Changes a provider; the client secret is kept when left out',
        params: IdParams,
        body: ProviderBody,
        response: { 200: OneProvider, ...errorResponses('FORBIDDEN', 'NOT_FOUND', 'OIDC_SLUG_TAKEN') },
      },
    },
    async (request) => {
      const provider = await providers.update(request.params.id, toInput(request.body));
      await logChange(request, 'single_sign_on', 'set');
      return { data: { provider: toResource(provider, externalBase(services.config, request)) } };
    },
  );

  app.delete(
    '/admin/sso-providers/:id',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary: 'Removes a provider and the links of accounts to it; the accounts stay',
        params: IdParams,
        response: { 200: deletedResponse, ...errorResponses('FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => {
      await providers.remove(request.params.id);
      await logChange(request, 'single_sign_on', 'removed');
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/admin/password-sign-in',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary: 'Whether everyone may sign in with a password, or only the break-glass administrator',
        response: { 200: OnePolicy, ...errorResponses('FORBIDDEN') },
      },
    },
    async () => ({ data: { policy: toPolicyResource(await passwordPolicy.get()) } }),
  );

  app.put(
    '/admin/password-sign-in',
    {
      config: admin,
      schema: {
        tags: ['sso'],
        summary:
          'Turns password sign-in off for everyone but a break-glass administrator (an active administrator with a password), or on again',
        body: PasswordPolicy,
        response: { 200: OnePolicy, ...errorResponses('FORBIDDEN') },
      },
    },
    async (request) => {
      const saved = await passwordPolicy.save({
        passwordSignIn: request.body.password_sign_in,
        breakGlassUserId: request.body.break_glass_user_id,
      });
      await logChange(request, 'password_sign_in', 'set');
      return { data: { policy: toPolicyResource(saved) } };
    },
  );
}

function toResource(provider: OidcProviderView, base: string) {
  return {
    id: provider.id,
    slug: provider.slug,
    display_name: provider.displayName,
    issuer_url: provider.issuerUrl,
    client_id: provider.clientId,
    has_client_secret: provider.hasClientSecret,
    scopes: provider.scopes,
    email_claim: provider.emailClaim,
    groups_claim: provider.groupsClaim,
    admin_groups: [...provider.adminGroups],
    sync_teams: provider.syncTeams,
    allow_account_creation: provider.allowAccountCreation,
    enabled: provider.enabled,
    callback_url: callbackUrl(base, provider.slug),
    created_at: provider.createdAt,
    updated_at: provider.updatedAt,
  };
}

function toPolicyResource(policy: {
  passwordSignIn: 'everyone' | 'break_glass';
  breakGlassUserId: number | null;
}) {
  return { password_sign_in: policy.passwordSignIn, break_glass_user_id: policy.breakGlassUserId };
}
