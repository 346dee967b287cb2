import { SporaError } from '@spora/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { TwoFactor } from '../../accounts/index.js';
import { SsoError, safeReturnPath } from '../../accounts/sso/index.js';
import { SecurityLog } from '../../security-log/index.js';
import type { ApiApp } from '../api-app.js';
import type { ApiServices } from '../api-services.js';
import { signIn } from '../auth/sign-in.js';
import { openTwoFactorChallenge } from '../auth/two-factor-challenge.js';
import { dataEnvelope, errorResponses, named } from '../schemas/index.js';
import { securityOriginOf } from '../security-origin.js';
import { callbackUrl, externalBase, signInPage } from '../sso/sso-redirects.js';
import { clearSsoStateCookie, setSsoStateCookie, ssoStateOf } from '../sso/sso-state-cookie.js';

const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

const Redirect = Type.Null({
  description: 'A redirect (`Location`); errors arrive as `?sso_error=CODE` on `/sign-in`',
});

/** What providers add to the callback; anything else is refused, as on every route. */
const callbackParameter = Type.Optional(Type.String({ maxLength: 4096 }));
const CallbackQuery = Type.Object(
  {
    code: callbackParameter,
    state: callbackParameter,
    iss: callbackParameter,
    session_state: callbackParameter,
    scope: callbackParameter,
    authuser: callbackParameter,
    prompt: callbackParameter,
    hd: callbackParameter,
    error: callbackParameter,
    error_description: callbackParameter,
    error_uri: callbackParameter,
  },
  // Providers add parameters of their own; refusing them would strand the browser on a JSON error.
  { additionalProperties: true },
);

/**
 * `/auth/sso`: signing in through an OpenID Connect provider. Both steps are browser navigations,
 * so they answer with redirects: a failure lands on the sign-in page with its code and never opens
 * a session; an account with two factors lands there with a challenge for the second step.
 */
export function registerSingleSignOnRoutes(app: ApiApp, services: ApiServices): void {
  const { singleSignOn } = services;
  const twoFactor = new TwoFactor(services.database.db, services.encryption);

  const securityLog = new SecurityLog(services.database.db);

  const failed = async (request: FastifyRequest, reply: FastifyReply, slug: string, error: unknown) => {
    if (!SporaError.isInstance(error)) throw error;
    request.log.info({ code: error.code, reason: error.message }, 'single sign-on refused');
    await securityLog.record(
      {
        kind: 'sign_in.single_sign_on_failed',
        subjectUserId: null,
        detail: { provider: slug, code: error.code },
      },
      securityOriginOf(request, null),
    );
    return reply.redirect(signInPage(externalBase(services.config, request), { sso_error: error.code }), 302);
  };

  app.get(
    '/auth/sso/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The providers the sign-in page offers: enabled ones, by slug and name',
        response: {
          200: dataEnvelope(
            Type.Object(
              {
                providers: Type.Array(
                  Type.Object(
                    { slug: Type.String(), display_name: Type.String() },
                    { additionalProperties: false, ...named('SsoProviderButton') },
                  ),
                ),
                password_sign_in: Type.Union([Type.Literal('everyone'), Type.Literal('break_glass')]),
              },
              { additionalProperties: false },
            ),
          ),
          ...errorResponses(),
        },
      },
    },
    async () => {
      const providers = (await singleSignOn.providers.list()).filter((provider) => provider.enabled);
      const policy = await singleSignOn.passwordPolicy.get();
      return {
        data: {
          providers: providers.map((provider) => ({
            slug: provider.slug,
            display_name: provider.displayName,
          })),
          password_sign_in: policy.passwordSignIn,
        },
      };
    },
  );

  app.get(
    '/auth/sso/:slug/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Sends the browser to the provider's sign-in (authorization code with PKCE, state and nonce)",
        params: SlugParams,
        querystring: Type.Object(
          {
            return_to: Type.Optional(
              Type.String({
                maxLength: 2000,
                description: 'A path in the app to land on afterwards; `/` by default',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 302: Redirect, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const base = externalBase(services.config, request);
      try {
        const returnTo = safeReturnPath(request.query.return_to);
        const { url, state } = await singleSignOn.signIn.start(slug, callbackUrl(base, slug), returnTo);
        setSsoStateCookie(request, reply, state);
        return reply.redirect(url.href, 302);
      } catch (error) {
        return failed(request, reply, request.params.slug, error);
      }
    },
  );

  app.get(
    '/auth/sso/:slug/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Where the provider sends the browser back: checks the answer, then signs in and returns to the app',
        description:
          'The `state` must name a sign-in this server started in this browser (each works once, for 10 minutes); the code is exchanged with the PKCE verifier and the ID token validated. The account is the one linked to the subject, else the one with the verified e-mail address, else a new one when the provider may create accounts.',
        params: SlugParams,
        querystring: CallbackQuery,
        response: { 302: Redirect, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const base = externalBase(services.config, request);
      // The callback as the provider was told it, with the query the browser brought.
      const current = new URL(callbackUrl(base, request.params.slug));
      current.search = new URL(request.url, 'http://callback.invalid').search;
      const browserState = ssoStateOf(request);
      clearSsoStateCookie(request, reply);
      try {
        // Checked before the attempt is taken, so a foreign link leaves the real sign-in intact.
        if (browserState === undefined || browserState !== request.query.state) {
          throw new SsoError('OIDC_STATE_INVALID', 'This sign-in was not started in this browser.');
        }
        const { user, returnTo } = await singleSignOn.signIn.finish(
          request.params.slug,
          current,
          securityOriginOf(request, null),
        );
        if (await twoFactor.isEnabled(user.id)) {
          const { data } = await openTwoFactorChallenge(services, user.id);
          return reply.redirect(signInPage(base, { challenge: data.challenge, redirect: returnTo }), 302);
        }
        await signIn(services, request, reply, user, 'single_sign_on');
        return reply.redirect(`${base}${returnTo}`, 302);
      } catch (error) {
        return failed(request, reply, request.params.slug, error);
      }
    },
  );
}
