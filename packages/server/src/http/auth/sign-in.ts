import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { AccountView } from '../../accounts/index.js';
import type { ApiServices } from '../api-services.js';
import { dataEnvelope } from '../schemas/index.js';
import { toUserResource, UserResource } from '../schemas/user-resource.js';
import { setSessionCookie } from './session-cookie.js';

/** What signing in answers with: the user and the CSRF token of the new session. */
export const SignedIn = dataEnvelope(
  Type.Object({ user: UserResource, csrf_token: Type.String() }, { additionalProperties: false }),
);

/** Opens a session for `user`, sets its cookie and answers with it and its CSRF token. */
export async function signIn(
  services: Pick<ApiServices, 'accounts' | 'sessions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AccountView,
) {
  await services.accounts.recordSignIn(user.id);
  const session = await services.sessions.create(user.id, {
    userAgent: request.headers['user-agent'] ?? null,
    ipAddress: request.ip,
  });
  setSessionCookie(request, reply, session.token, session.expiresAt);
  const signedIn = (await services.accounts.get(user.id)) ?? user;
  return { data: { user: toUserResource(signedIn), csrf_token: session.csrfToken } };
}
