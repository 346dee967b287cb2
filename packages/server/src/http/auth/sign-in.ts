import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { AccountView } from '../../accounts/index.js';
import { SecurityLog, type SignInMethod } from '../../security-log/index.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope } from '../schemas/index.js';
import { toUserResource, UserResource } from '../schemas/user-resource.js';
import { securityOriginOf } from '../security-origin.js';
import { setSessionCookie } from './session-cookie.js';

/** What signing in answers with: the user and the CSRF token of the new session. */
export const SignedIn = dataEnvelope(
  Type.Object({ user: UserResource, csrf_token: Type.String() }, { additionalProperties: false }),
);

/** Opens a session for `user`, sets its cookie, logs the sign-in and answers with the CSRF token. */
export async function signIn(
  services: Pick<ApiServices, 'accounts' | 'sessions' | 'database'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AccountView,
  method: SignInMethod = 'password',
) {
  await services.accounts.recordSignIn(user.id);
  await new SecurityLog(services.database.db).record(
    { kind: 'sign_in.succeeded', subjectUserId: user.id, detail: { method } },
    securityOriginOf(request, user.id),
  );
  const session = await services.sessions.create(user.id, {
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
  });
  setSessionCookie(request, reply, session.token, session.expiresAt);
  const signedIn = (await services.accounts.get(user.id)) ?? user;
  return { data: { user: toUserResource(signedIn), csrf_token: session.csrfToken } };
}
