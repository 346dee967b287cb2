import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInAttemptLifetimeMs } from '../../accounts/sso/index.js';

const stateCookieName = 'spora_sso_state';
// Only the callback reads it.
const stateCookiePath = '/api/v1/auth/sso';

/**
 * Binds a sign-in attempt to the browser that started it: the callback goes on only when this
 * cookie carries its `state`, so a callback link made by someone else (login CSRF) opens nothing.
 * SameSite=Lax, as the provider's redirect back is a cross-site top-level navigation.
 */
export function setSsoStateCookie(request: FastifyRequest, reply: FastifyReply, state: string): void {
  reply.setCookie(stateCookieName, state, {
    path: stateCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(signInAttemptLifetimeMs / 1000),
  });
}

export function ssoStateOf(request: FastifyRequest): string | undefined {
  return request.cookies[stateCookieName];
}

export function clearSsoStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(stateCookieName, {
    path: stateCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
